// Shared by the contact integration tests: posting to the real handler, site settings, counts.
import type { Payload } from 'payload'

import { provideMemberLookup } from '~/auth/member-lookup.server'
import { handleContactPost } from '~/contact/contact.server'

import { sql } from '../../support/payload'

let ipCounter = 0
const ipBase = Date.now() % 4_000_000
/** A fresh client address, so one test's throttle never touches another's. */
export const freshIp = () => {
  const n = ipBase + ++ipCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

export const supportEmail = 'support-desk@kindred.test'

// The handler asks who is signed in, as the server entry sets it up.
provideMemberLookup()

export function postContact(body: unknown, options: { ip?: string; contentType?: string; raw?: string; headers?: Record<string, string> } = {}) {
  const contentType = options.contentType ?? 'application/json'
  const payloadText = options.raw ?? (contentType === 'application/json' ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>).toString())
  const request = new Request('http://localhost:3000/contact', { method: 'POST', headers: { ...options.headers, 'content-type': contentType }, body: payloadText })
  return handleContactPost(request, { ip: options.ip ?? freshIp() }) as Promise<Response>
}

export async function ensureSiteSettings(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    overrideAccess: true,
    data: {
      brandName: 'Kindred',
      tagline: 'Connect. Collaborate. Grow.',
      description: 'Partnerships for independent businesses.',
      generalEmail: 'hello@kindred.test',
      supportEmail,
      privacyEmail: 'privacy@kindred.test',
      organization: { foundingYear: 2024, city: 'Melbourne', country: 'AU', areasServed: 'Australia, United States' },
      devBanner: 'Development',
      _status: 'published',
    },
  })
}

export { sql }

export async function countMessages(payload: Payload, email: string): Promise<number> {
  const { rows } = await sql(payload).query('select count(*)::int as n from contact_messages where email = $1', [email])
  return Number(rows[0]!.n)
}
