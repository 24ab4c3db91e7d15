// POST /contact against the real database: storing, validation, throttling, the honeypot, bad bodies.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { settleDeliveries } from '~/server/mail.server'

import { testPayload } from '../../support/payload'
import { countMessages, ensureSiteSettings, freshIp, postContact, sql } from './support'

let payload: Payload
const valid = { name: 'Ada Baker', email: 'ada@bakery.test', phone: '+61 412 345 678', company: 'Ada Bakes', type: 'new-channels', message: 'Hello there' }

beforeAll(async () => {
  payload = await testPayload()
  await ensureSiteSettings(payload)
})

describe('a valid message', () => {
  it('is stored, answers 201 and queues one notification to support', async () => {
    const email = `valid-${Date.now()}@bakery.test`
    const response = await postContact({ ...valid, email })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ success: true })
    await settleDeliveries()
    const { docs } = await payload.find({ collection: 'contact-messages', where: { email: { equals: email } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Ada Baker', company: 'Ada Bakes', type: 'new-channels', status: 'new', message: 'Hello there' })
    const outbox = await sql(payload).query(`select "to", reply_to, status from email_outbox where ref = $1`, [`contact-messages:${docs[0]!.id}`])
    expect(outbox.rows).toEqual([{ to: 'support-desk@kindred.test', reply_to: email, status: 'sent' }])
  })

  it('tells support the type as the desk names it, with a link to the admin people open', async () => {
    const email = `named-${Date.now()}@bakery.test`
    const before = process.env.CMS_PUBLIC_URL
    process.env.CMS_PUBLIC_URL = 'https://admin.kindred.example'
    try {
      expect((await postContact({ ...valid, email })).status).toBe(201)
    } finally {
      if (before === undefined) delete process.env.CMS_PUBLIC_URL
      else process.env.CMS_PUBLIC_URL = before
    }
    const { rows } = await sql(payload).query(`select text, ref from email_outbox where kind = 'contact-notification' and reply_to = $1`, [email])
    const id = String(rows[0]!.ref).split(':')[1]
    expect(rows[0]!.text).toContain(': New channels\n')
    expect(rows[0]!.text).not.toContain('new-channels')
    expect(rows[0]!.text).toContain(`https://admin.kindred.example/admin/collections/contact-messages/${id}`)
  })

  it('drops empty optional values and accepts name and email alone', async () => {
    const email = `minimal-${Date.now()}@bakery.test`
    const response = await postContact({ name: ' Bo ', email, phone: '', company: '  ', type: '', message: '' })
    expect(response.status).toBe(201)
    const { rows } = await sql(payload).query('select name, phone, company, type, message from contact_messages where email = $1', [email])
    expect(rows).toEqual([{ name: 'Bo', phone: null, company: null, type: null, message: null }])
  })

  it('counts characters, not code units: a name, company and message of emoji at their limits are stored whole', async () => {
    // Each emoji is one character and two UTF-16 units: the CMS's own limits must not refuse what the form allowed.
    const email = `emoji-${Date.now()}@bakery.test`
    const [name, company, message] = [200, 200, 5000].map((count) => '🥐'.repeat(count))
    const response = await postContact({ ...valid, email, name, company, message })
    expect(response.status).toBe(201)
    const { rows } = await sql(payload).query('select name, company, message from contact_messages where email = $1', [email])
    expect(rows).toEqual([{ name, company, message }])
  })

  it('sent again within minutes (a double press, a retry that had arrived) is acknowledged and stored once', async () => {
    const email = `again-${Date.now()}@bakery.test`
    const form = { contentType: 'application/x-www-form-urlencoded' }
    const first = await postContact({ ...valid, email }, form)
    const together = await Promise.all([postContact({ ...valid, email }, form), postContact({ ...valid, email }, form), postContact({ ...valid, email })])
    expect([first, ...together].map((response) => response.status)).toEqual([303, 303, 303, 201])
    await settleDeliveries()
    expect(await countMessages(payload, email)).toBe(1)
    const notifications = await sql(payload).query(`select count(*)::int as n from email_outbox where kind = 'contact-notification' and reply_to = $1`, [email])
    expect(notifications.rows[0]!.n).toBe(1)
    // Anything different is a new message.
    expect((await postContact({ ...valid, email, message: 'And one more thing' })).status).toBe(201)
    expect((await postContact({ ...valid, email, phone: '' })).status).toBe(201)
    expect(await countMessages(payload, email)).toBe(3)
  })

  it('posted as a plain form (no JavaScript) redirects to the page with the success state', async () => {
    const email = `form-${Date.now()}@bakery.test`
    const response = await postContact({ name: 'Form Person', email }, { contentType: 'application/x-www-form-urlencoded' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/contact?sent=1')
    expect(await countMessages(payload, email)).toBe(1)
  })
})

describe('the plain form (no JavaScript) refused', () => {
  // The page's own handler renders the contact page again through Start's `next`.
  async function postPage(fields: Record<string, string>, ip: string) {
    const { handleContactPost } = await import('~/contact/contact.server')
    let rendered: unknown = null
    const request = new Request('http://localhost:3000/contact', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })
    const response = (await handleContactPost(request, {
      ip,
      next: ({ context }) => ((rendered = context.contactForm), new Response('the page', { headers: { 'content-type': 'text/html' } })),
    })) as Response
    return { response, rendered: rendered as { message: string; errors: Record<string, string> } | null }
  }

  it("renders the page again with the refusal's status: 400 for a bad field, 429 with Retry-After when throttled", async () => {
    const ip = freshIp()
    const invalid = await postPage({ name: 'Form Person', email: 'not-an-email' }, ip)
    expect(invalid.response.status).toBe(400)
    expect(invalid.response.headers.get('content-type')).toBe('text/html')
    expect(await invalid.response.text()).toBe('the page')
    expect(invalid.rendered?.errors.email).toBe('Please enter a valid email address')
    let last = invalid
    for (let i = 0; i < 10 && last.response.status !== 429; i++) last = await postPage({ name: 'Form Person', email: `form-${Date.now()}-${i}@bakery.test` }, ip)
    expect(last.response.status).toBe(429)
    expect(Number(last.response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(last.rendered?.message).toMatch(/Too many messages/)
  })
})

describe('invalid input answers 400 with a field error', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: 'x'.repeat(201) }, 'Name must be at most 200 characters'],
    ['name', { name: '🥐'.repeat(201) }, 'Name must be at most 200 characters'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    // A domain label ending in a hyphen: the CMS's email field would refuse to store it (it answered 503).
    ['email', { email: 'someone@bakery-.com' }, 'Please enter a valid email address'],
    ['email', { email: `${'a'.repeat(65)}@example.com` }, 'The part before @ must be at most 64 characters'],
    ['email', { email: `a@${'b'.repeat(250)}.com` }, 'Email must be at most 254 characters'],
    ['phone', { phone: '9'.repeat(41) }, 'Phone must be at most 40 characters'],
    ['phone', { phone: 'call me' }, 'Please enter a valid phone number'],
    ['company', { company: 'c'.repeat(201) }, 'Company must be at most 200 characters'],
    ['type', { type: 'bribes' }, 'Please choose one of the options'],
    ['message', { message: 'm'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['name', { name: 42 }, 'Name is required'],
    // Half a surrogate pair: stored, it would silently have become U+FFFD.
    ['message', { message: 'Hello \ud800 there' }, 'Message contains characters that are not allowed'],
    ['name', { name: 'Ada\udc00' }, 'Name contains characters that are not allowed'],
  ]
  it.each(cases)('%s (case %#)', async (field, change, text) => {
    const email = `invalid-${Date.now()}@bakery.test`
    const response = await postContact({ ...valid, email, ...change })
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.success).toBe(false)
    expect(body.errorMessage).toEqual(expect.any(String))
    expect(body.errors[field]).toBe(text)
    expect(await countMessages(payload, String(change.email ?? email))).toBe(0)
  })
})

describe('bad bodies get 4xx, never 5xx', () => {
  it.each([
    ['malformed JSON', { raw: '{"name": ' }, 400],
    ['a JSON array', { raw: '[1,2]' }, 400],
    ['JSON null', { raw: 'null' }, 400],
    ['an oversized body', { raw: JSON.stringify({ ...valid, message: 'x'.repeat(100_000) }) }, 413],
    ['an unknown content type', { raw: 'hello', contentType: 'text/plain' }, 415],
  ])('%s', async (_, options, status) => {
    const response = await postContact(undefined, options)
    expect(response.status).toBe(status)
    expect((await response.json()).success).toBe(false)
  })

  it('an oversized body is refused even without a length header', async () => {
    const { handleContactPost } = await import('~/contact/contact.server')
    const big = new TextEncoder().encode(JSON.stringify({ ...valid, message: 'x'.repeat(100_000) }))
    const body = new ReadableStream({ start: (c) => (c.enqueue(big), c.close()) })
    const request = new Request('http://localhost/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit)
    expect(((await handleContactPost(request, { ip: freshIp() })) as Response).status).toBe(413)
  })
})

describe('the JSON answers', () => {
  const headersOf = (response: Response) => Object.fromEntries([...response.headers])

  it('answer as every JSON answer of the site does: no-store, one content type, the body as written', async () => {
    const sent = await postContact({ ...valid, email: `headers-${Date.now()}@bakery.test` })
    expect([sent.status, headersOf(sent), await sent.text()]).toEqual([201, { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' }, '{"success":true}'])
    const unknownType = await postContact(undefined, { raw: 'hello', contentType: 'text/plain' })
    expect([unknownType.status, headersOf(unknownType), await unknownType.text()]).toEqual([
      415,
      { 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' },
      '{"success":false,"errorMessage":"Send the message as JSON or as a form."}',
    ])
  })

  it('a refusal keeps its field errors and, when throttled, says when to come back', async () => {
    const invalid = await postContact({ ...valid, email: 'not-an-email' })
    expect(invalid.status).toBe(400)
    expect(Object.keys(await invalid.json())).toEqual(['success', 'errorMessage', 'errors'])
    const ip = freshIp()
    let limited = await postContact({ ...valid, email: `wait-${Date.now()}@bakery.test` }, { ip })
    for (let i = 0; i < 10 && limited.status !== 429; i++) limited = await postContact({ ...valid, email: `wait-${Date.now()}-${i}@bakery.test` }, { ip })
    expect(limited.status).toBe(429)
    const retryAfter = limited.headers.get('retry-after')
    expect(Number(retryAfter)).toBeGreaterThan(0)
    expect(headersOf(limited)).toEqual({ 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8', 'retry-after': retryAfter })
  })
})

describe('throttling and the honeypot', () => {
  it('allows five messages per address, then answers 429 with Retry-After', async () => {
    const ip = freshIp()
    const email = `throttle-${Date.now()}@bakery.test`
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push((await postContact({ ...valid, email, message: `Hello, message ${i}` }, { ip })).status)
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429])
    const limited = await postContact({ ...valid, email, message: 'Hello, message 7' }, { ip })
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await countMessages(payload, email)).toBe(5)
    // Another address is not affected.
    expect((await postContact({ ...valid, email })).status).toBe(201)
  })

  it('a filled honeypot looks like success to the bot and stores nothing', async () => {
    const email = `bot-${Date.now()}@bakery.test`
    const response = await postContact({ ...valid, email, website: 'http://spam.test' })
    expect(response.status).toBe(201)
    expect(await countMessages(payload, email)).toBe(0)
  })
})

describe('another site', () => {
  type Post = (context: { request: Request; next?: unknown }) => Promise<Response>
  const routePost = async () => ((await import('~/routes/contact')).Route as unknown as { options: { server: { handlers: { POST: Post } } } }).options.server.handlers.POST
  const post = (origin: string | null, email: string, contentType = 'application/x-www-form-urlencoded') =>
    new Request('http://localhost:3000/contact', {
      method: 'POST',
      headers: { 'content-type': contentType, ...(origin ? { origin } : {}) },
      body: contentType === 'application/json' ? JSON.stringify({ ...valid, email }) : new URLSearchParams({ ...valid, email }).toString(),
    })

  it('cannot have its visitors post the form: 403 and nothing stored; our pages and API clients still can', async () => {
    const POST = await routePost()
    const email = `cross-site-${Date.now()}@bakery.test`
    const refused = await POST({ request: post('https://elsewhere.example', email) })
    expect(refused.status).toBe(403)
    expect(await countMessages(payload, email)).toBe(0)
    // The site's own page (its origin) and an API client (no Origin at all) are served as before.
    expect((await POST({ request: post('http://localhost:3000', email, 'application/json') })).status).toBe(201)
    expect((await POST({ request: post(null, `${email}.api`, 'application/json') })).status).toBe(201)
    expect(await countMessages(payload, email)).toBe(1)
  })
})
