// The email settings page's form as a browser without script posts it (POST
// /dashboard/settings/notifications): stored as PUT /auth/notifications stores it, 303 back to the
// page saying so; a bad choice renders the page again with why (400) and stores nothing; no session
// goes to sign in; another site's form or a missing CSRF field is refused.
import { describe, expect, it } from 'vitest'

import { cookieNames } from '~/auth/config.server'
import { createSession } from '~/auth/session.server'
import { notificationSettingsOf } from '~/server/notification-settings.server'
import { Route as notificationsPageRoute } from '~/routes/dashboard/settings.notifications'
// The route tree registers the file routes' paths with the router's types.
import type {} from '~/routeTree.gen'

import { origin } from '../auth/support'
import { newMember } from '../partners/support'

type Next = (options: { context: Record<string, unknown> }) => Response
type PageHandler = (context: { request: Request; next: Next }) => Promise<Response>
const postHandler = (notificationsPageRoute as unknown as { options: { server: { handlers: { POST: PageHandler } } } }).options.server.handlers.POST

const formToken = 'form-token-1234567890'

/** Posts the form as a browser without script does, signed in as `memberId` unless `session` is false. */
async function postForm(memberId: number, fields: Record<string, string>, { session = true, csrf = formToken, from = origin } = {}) {
  const cookies = [`${cookieNames.csrf}=${formToken}`]
  if (session) cookies.push(`${cookieNames.session}=${(await createSession(memberId, 'vitest')).token}`)
  const request = new Request(`${origin}/dashboard/settings/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: from, cookie: cookies.join('; ') },
    body: new URLSearchParams({ csrf, ...fields }).toString(),
  })
  let rendered: Record<string, unknown> | null = null
  const response = await postHandler({
    request,
    next: ({ context }) => {
      rendered = context
      return new Response('the page', { status: 200 })
    },
  })
  return { response, rendered: rendered as Record<string, unknown> | null }
}

describe('/dashboard/settings/notifications form', () => {
  it('stores the three choices and comes back to the page saying so', async () => {
    const member = await newMember()
    const { response } = await postForm(member.id, { proposals: 'daily', messages: 'off', monthlyReport: 'off' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/dashboard/settings/notifications?saved=yes#notifications-status')
    expect(await notificationSettingsOf(member.id)).toEqual({ proposals: 'daily', messages: 'off', monthlyReport: false })
    await postForm(member.id, { proposals: 'instant', messages: 'daily', monthlyReport: 'on' })
    expect(await notificationSettingsOf(member.id)).toEqual({ proposals: 'instant', messages: 'daily', monthlyReport: true })
  })

  it('renders the page again with why for a choice that is not offered, and stores nothing', async () => {
    const member = await newMember()
    const { response, rendered } = await postForm(member.id, { proposals: 'weekly', messages: 'off', monthlyReport: 'off' })
    expect(response.status).toBe(400)
    expect(rendered).toEqual({ notificationsForm: { refusal: 'Please check your email settings.' } })
    const missing = await postForm(member.id, { proposals: 'off', messages: 'off' })
    expect(missing.response.status).toBe(400)
    expect(await notificationSettingsOf(member.id)).toEqual({ proposals: 'instant', messages: 'instant', monthlyReport: true })
  })

  it('sends a visitor to sign in, and refuses another site’s form or one without the CSRF field', async () => {
    const member = await newMember()
    const visitor = await postForm(member.id, { proposals: 'off', messages: 'off', monthlyReport: 'off' }, { session: false })
    expect(visitor.response.status).toBe(303)
    expect(visitor.response.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent('/dashboard/settings/notifications')}`)
    expect((await postForm(member.id, { proposals: 'off', messages: 'off', monthlyReport: 'off' }, { from: 'https://elsewhere.example' })).response.status).toBe(403)
    expect((await postForm(member.id, { proposals: 'off', messages: 'off', monthlyReport: 'off' }, { csrf: 'another-token-1234567890' })).response.status).toBe(403)
    expect(await notificationSettingsOf(member.id)).toEqual({ proposals: 'instant', messages: 'instant', monthlyReport: true })
  })
})
