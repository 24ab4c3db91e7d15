// Redirects as editors save them (the CMS refuses targets the site cannot send anyone to) and as
// the site answers them (a row that got in some other way is never followed).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findRedirect } from '~/content/collections.server'

import { createStaff, testPayload } from '../../support/payload'
import { jwt, rest, staffToken } from '../../support/rest'
import { sql } from '../contact/support'

let payload: Payload
let headers: Record<string, string>
const tag = Date.now().toString(36)

beforeAll(async () => {
  payload = await testPayload()
  const editor = await createStaff(payload, 'editor')
  headers = jwt(await staffToken(payload, editor.email))
})

const save = (from: string, to: string) => rest('/redirects', { method: 'POST', body: { from, to, statusCode: '301', _status: 'published' }, headers })
const message = (answer: Awaited<ReturnType<typeof save>>) => JSON.stringify(answer.json)

describe('an editor saving a redirect', () => {
  it('publishes a path of this site or a web address', async () => {
    expect((await save(`/rd-page-${tag}`, '/partners?type=wine-bar')).status).toBe(201)
    expect((await save(`/rd-web-${tag}`, 'https://example.com/shop')).status).toBe(201)
  })

  it('is told why a target cannot be used: another scheme, another site as a path, itself, or a chain', async () => {
    const script = await save(`/rd-js-${tag}`, 'javascript:alert(1)')
    expect(script.status).toBe(400)
    expect(message(script)).toContain('Only web addresses')
    expect((await save(`/rd-host-${tag}`, '//evil.example')).status).toBe(400)
    const loop = await save(`/rd-loop-${tag}`, `/rd-loop-${tag}/`)
    expect(loop.status).toBe(400)
    expect(message(loop)).toContain('cannot lead to its own address')
    expect((await save(`/rd-a-${tag}`, '/about')).status).toBe(201)
    const chain = await save(`/rd-b-${tag}`, `/rd-a-${tag}`)
    expect(chain.status).toBe(400)
    expect(message(chain)).toContain(`/rd-a-${tag} is itself redirected to /about`)
  })
})

describe('the site answering a redirect', () => {
  it('never follows a stored target it may not send anyone to', async () => {
    // Written past the CMS's checks, as an import or an older version might have.
    const rows: [from: string, to: string][] = [
      [`/rd-raw-js-${tag}`, 'javascript:alert(1)'],
      [`/rd-raw-self-${tag}`, `/rd-raw-self-${tag}`],
      [`/rd-raw-ok-${tag}`, '/contact'],
    ]
    for (const [from, to] of rows) {
      const { id } = await payload.create({ collection: 'redirects', data: { from, to: '/', statusCode: '301', _status: 'published' }, overrideAccess: true })
      await sql(payload).query('update redirects set "to" = $1 where id = $2', [to, id])
    }
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.CONTENT_TTL_MS ?? 2000) + 100))
    expect(await findRedirect(`/rd-raw-js-${tag}`)).toBeNull()
    expect(await findRedirect(`/rd-raw-self-${tag}`)).toBeNull()
    expect((await findRedirect(`/rd-raw-ok-${tag}`))?.to).toBe('/contact')
  })
})
