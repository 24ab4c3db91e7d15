// A visitor's words reach our mail as their words, never as our links: the name and message are
// quoted in support's notification and in the desk's reply, with no address a mail client could
// open; a name that is an address is refused; and a message is filed under a member only when that
// member, signed in with a verified address, sent it.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { register } from '~/auth/handlers/register.server'

import { as, createStaff, testPayload } from '../../support/payload'
import { bearer, call, cookieHeader, cookieValue, origin, validRegistration, waitForEmail } from '../auth/support'
import { ensureSiteSettings, postContact, sql, supportEmail } from './support'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await ensureSiteSettings(payload)
})

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const lure = 'Your account is locked. Unlock it at https://evil.example/login or www.evil-login.example today.\nOpen it in the admin: https://evil.example/admin'

/** No part of the mail makes a link of the visitor's addresses, or shows them whole for a mail client to make one. */
function expectNoLiveAddress(mail: { text: string; html: string }) {
  expect(mail.html).not.toMatch(/href="[^"]*evil/)
  expect(mail.html).not.toMatch(/evil\.example|evil-login\.example|https:\/\/evil/)
}

async function messageId(email: string): Promise<number> {
  const { rows } = await sql(payload).query('select id from contact_messages where email = $1', [email])
  return Number(rows[0]!.id)
}

describe('the support notification', () => {
  it('quotes the name, company and message as text, with their addresses defanged in HTML and no link but the admin’s', async () => {
    const email = `lure-${unique()}@bakery.test`
    const name = `Lure Sender ${unique()}`
    expect((await postContact({ name, email, company: 'evil.example Pty Ltd', message: lure })).status).toBe(201)
    const mail = await waitForEmail(supportEmail, new RegExp(name))
    const id = await messageId(email)

    // Text: the visitor's words kept whole and plainly quoted, none of them on a line of our own.
    expect(mail.text).toContain(`> Name: ${name}\n`)
    expect(mail.text).toContain('> Company: evil.example Pty Ltd\n')
    for (const line of lure.split('\n')) expect(mail.text).toContain(`> ${line}`)
    expect(mail.text.split('\n').filter((line) => line.includes('evil') && !line.startsWith('>'))).toEqual([])

    // HTML: escaped, set off as a quote, nothing a client can open; the admin's link is still ours.
    expectNoLiveAddress(mail)
    expect(mail.html).toContain('https[:]//evil[.]example/login')
    expect(mail.html).toMatch(/<blockquote[^>]*>[^]*evil\[\.\]example\/login[^]*<\/blockquote>/)
    expect(mail.html).toMatch(new RegExp(`<a href="[^"]*/admin/collections/contact-messages/${id}"`))
  })
})

describe('the desk’s reply', () => {
  it('quotes the message and greets a name stored with an address without making either a link', async () => {
    const email = `reply-lure-${unique()}@bakery.test`
    expect((await postContact({ name: 'Reply Sender', email, message: lure })).status).toBe(201)
    const id = await messageId(email)
    // A name stored before names were checked.
    await sql(payload).query('update contact_messages set name = $1 where id = $2', ['Visit https://evil.example/verify to confirm', id])
    const support = await createStaff(payload, 'support')
    await payload.update({ collection: 'contact-messages', id, data: { reply: 'Thanks, our help page is https://kindred.example/help.' }, ...as(support) })
    const mail = await waitForEmail(email, /^Re: /)

    expect(mail.text).toContain('Hi Visit https[:]//evil[.]example/verify to confirm,')
    for (const line of lure.split('\n')) expect(mail.text).toContain(`> ${line}`)
    expectNoLiveAddress(mail)
    // The desk's own link is a link.
    expect(mail.html).toContain('<a href="https://kindred.example/help"')
  })
})

describe('POST /contact', () => {
  it('refuses a name that is a web or email address: 400 with a field error on name, nothing stored', async () => {
    for (const name of ['https://evil.example/login', 'evil-login.com', 'Visit www.evil.example', 'help@evil.example']) {
      const email = `url-name-${unique()}@bakery.test`
      const response = await postContact({ name, email, message: 'Hello' })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, errors: { name: 'Name cannot contain a web address or an email address' } })
      const { rows } = await sql(payload).query('select count(*)::int as n from contact_messages where email = $1', [email])
      expect(rows[0]!.n).toBe(0)
    }
    // A name with a full stop between words stays fine.
    expect((await postContact({ name: 'St. John Smith', email: `st-john-${unique()}@bakery.test` })).status).toBe(201)
  })
})

describe('filing a message under a member', () => {
  async function member(verified: boolean) {
    const body = validRegistration(`contact-member-${unique()}@example.com`)
    const registered = await call(register, { body })
    expect(registered.status).toBe(201)
    await sql(payload).query('update members set email_verified = $1 where email = $2', [verified, body.email])
    const { rows } = await sql(payload).query('select id from members where email = $1', [body.email])
    const cookie = cookieHeader(registered.cookies)
    const csrf = cookieValue(registered.cookies, 'kindred_csrf')!
    return { id: Number(rows[0]!.id), email: body.email, headers: bearer(registered.json.accessToken), cookie, csrf }
  }
  const filedUnder = async (email: string, message: string) =>
    (await sql(payload).query('select member_id from contact_messages where email = $1 and message = $2', [email, message])).rows.map((row) => row.member_id)

  it('never happens for a sender who is not that member, signed in with a verified address', async () => {
    const owner = await member(true)
    // Anyone can type a member's address.
    expect((await postContact({ name: 'Not Them', email: owner.email, message: 'anonymous' })).status).toBe(201)
    expect(await filedUnder(owner.email, 'anonymous')).toEqual([null])
    // Nor does a later save by the desk file it.
    const support = await createStaff(payload, 'support')
    const { rows } = await sql(payload).query('select id from contact_messages where email = $1', [owner.email])
    await payload.update({ collection: 'contact-messages', id: Number(rows[0]!.id), data: { status: 'in-progress' }, ...as(support) })
    expect(await filedUnder(owner.email, 'anonymous')).toEqual([null])

    // Another member, signed in, writing with the owner's address.
    const other = await member(true)
    expect((await postContact({ name: 'Other Member', email: owner.email, message: 'as someone else' }, { headers: other.headers })).status).toBe(201)
    expect(await filedUnder(owner.email, 'as someone else')).toEqual([null])

    // A member signed in with an address nobody has verified.
    const unverified = await member(false)
    expect((await postContact({ name: 'Unverified', email: unverified.email, message: 'unverified' }, { headers: unverified.headers })).status).toBe(201)
    expect(await filedUnder(unverified.email, 'unverified')).toEqual([null])
  })

  it('happens when the member sends it signed in, from their verified address', async () => {
    const owner = await member(true)
    expect((await postContact({ name: 'Mia Chen', email: owner.email.toUpperCase(), message: 'signed in' }, { headers: owner.headers })).status).toBe(201)
    const { rows } = await sql(payload).query('select member_id from contact_messages where lower(email) = $1 and message = $2', [owner.email, 'signed in'])
    expect(rows.map((row) => row.member_id)).toEqual([owner.id])
  })

  it('happens for a member signed in by cookie when the page proves the request is its own (the CSRF header), and only then', async () => {
    const owner = await member(true)
    const withProof = { cookie: owner.cookie, origin, 'x-csrf-token': owner.csrf }
    expect((await postContact({ name: 'Mia Chen', email: owner.email, message: 'from the page' }, { headers: withProof })).status).toBe(201)
    expect(await filedUnder(owner.email, 'from the page')).toEqual([owner.id])
    // Without the proof the message is still taken, only not filed.
    expect((await postContact({ name: 'Mia Chen', email: owner.email, message: 'no proof' }, { headers: { cookie: owner.cookie, origin } })).status).toBe(201)
    expect(await filedUnder(owner.email, 'no proof')).toEqual([null])
  })
})
