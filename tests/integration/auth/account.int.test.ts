// POST /auth/account/delete (decision 0033): who may delete, how they prove it, what disappears
// (member, sessions, tokens, throttle counts, queued emails), what stays (contact messages,
// unlinked), the confirmation email, and that deletion and email commit together or not at all.
import { describe, expect, it } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { deleteAccount } from '~/auth/handlers/account.server'
import { forgotPassword, resetPassword, verifyEmail } from '~/auth/handlers/email.server'
import { login } from '~/auth/handlers/login.server'
import { getProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { refresh } from '~/auth/handlers/session.server'
import { issueSession } from '~/auth/sign-in.server'
import { db } from '~/server/db.server'
import { serve } from '~/server/http.server'
import { insertMember } from '~/server/members.server'

import { watchBusyConnections } from '../../support/pool'

import { bearer, call, cookieHeader, cookieValue, origin, tokenFromLink, uniqueEmail, validRegistration, waitForEmail } from './support'

// The words as seeded: the API answers in the CMS's copy.
const accountMessages = seedData.account.deleteAccount

const sql = async (text: string, params: unknown[] = []) => (await db()).query(text, params)
const count = async (text: string, params: unknown[]) => Number((await sql(text, params)).rows[0]!.n)

async function registered(prefix = 'delete') {
  const body = validRegistration(uniqueEmail(prefix))
  const response = await call(register, { body })
  expect(response.status).toBe(201)
  const id = response.json.user!.id
  await sql(`insert into contact_messages (name, email, member_id) values ('Ada Lovelace', $1, $2)`, [body.email, id])
  return { ...response, body, id }
}

/** What is left of a member in every table that held their data. */
async function traces(id: number, email: string) {
  return {
    member: await count('select count(*)::int as n from members where id = $1', [id]),
    sessions: await count('select count(*)::int as n from member_sessions where member_id = $1', [id]),
    tokens: await count('select count(*)::int as n from member_tokens where member_id = $1', [id]),
    throttles: await count(`select count(*)::int as n from rate_limits where key like '%' || $1 or key like '%:' || $2::text`, [email, id]),
    outbox: (await sql(`select kind from email_outbox where "to" = $1 order by id`, [email])).rows.map((row) => row.kind),
    messages: (await sql('select member_id from contact_messages where email = $1', [email])).rows,
  }
}

const remove = (headers: Record<string, string>, body: unknown = {}) => call(deleteAccount, { headers, body })

describe('POST /auth/account/delete: refusals', () => {
  it('401 without a session, 403 for a cookie without the CSRF header', async () => {
    expect((await remove({}, { password: 'x' })).status).toBe(401)
    const { cookies, body, id } = await registered()
    const cookie = cookieHeader(cookies)
    expect((await remove({ cookie, origin }, { password: body.password })).status).toBe(403)
    expect((await remove({ cookie, origin: 'https://evil.example', 'x-csrf-token': cookieValue(cookies, 'kindred_csrf')! }, { password: body.password })).status).toBe(403)
    expect((await traces(id, body.email)).member).toBe(1)
  })

  it('400 without the password, 400 for a bad body, 403 for a wrong password: nothing is deleted', async () => {
    const { json, body, id } = await registered()
    const missing = await remove(bearer(json.accessToken))
    expect(missing).toMatchObject({ status: 400, json: { success: false, errorMessage: accountMessages.passwordRequired } })
    expect((await remove(bearer(json.accessToken), { password: 'x'.repeat(129) })).status).toBe(400)
    expect((await call(deleteAccount, { headers: { ...bearer(json.accessToken), 'content-type': 'text/plain' }, raw: 'password' })).status).toBe(400)
    const wrong = await remove(bearer(json.accessToken), { password: 'not-my-password' })
    expect(wrong).toMatchObject({ status: 403, json: { success: false, errorMessage: accountMessages.wrongPassword } })
    expect(wrong.cookies).toEqual([])
    expect(await traces(id, body.email)).toMatchObject({ member: 1, sessions: 1, tokens: 1 })
    expect((await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })).status).toBe(200)
  })

  it('throttles confirmations per member: the sixth attempt in 15 minutes is 429, even with the right password', async () => {
    const { json, body, id } = await registered()
    for (let i = 0; i < 5; i++) expect((await remove(bearer(json.accessToken), { password: `wrong-${i}-password` })).status).toBe(403)
    const limited = await remove(bearer(json.accessToken), { password: body.password })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await traces(id, body.email)).member).toBe(1)
  })
})

describe('POST /auth/account/delete: the right password', () => {
  it('deletes the member and everything personal, signs out everywhere, keeps contact messages unlinked, emails a confirmation', async () => {
    const { json, body, id, cookies } = await registered()
    // Throttle counts keyed by the address, as a forgetful member leaves them.
    expect((await call(login, { body: { email: body.email, password: 'wrong-password-1' } })).status).toBe(401)
    expect((await call(forgotPassword, { body: { email: body.email } })).status).toBe(202)
    await waitForEmail(body.email, /Reset your/)
    const before = await traces(id, body.email)
    expect(before.throttles).toBeGreaterThanOrEqual(2)
    expect(before.outbox).toEqual(['verify-email', 'reset-password'])

    // The emails go in one statement, not read and deleted side by side on the deletion's connection.
    const stop = watchBusyConnections(await db())
    const deleted = await remove(bearer(json.accessToken), { password: body.password }).finally(() => {
      expect(stop().filter((statement) => statement.includes('email_outbox'))).toEqual([])
    })
    expect(deleted.status).toBe(200)
    expect(deleted.json).toEqual({ success: true })
    // Both cookies are cleared in the answer.
    expect(deleted.cookies).toHaveLength(2)
    for (const cookie of deleted.cookies) expect(cookie).toMatch(/Max-Age=0/)

    const after = await traces(id, body.email)
    expect(after).toEqual({ member: 0, sessions: 0, tokens: 0, throttles: 0, outbox: ['account-deleted'], messages: [{ member_id: null }] })
    const mail = await waitForEmail(body.email, /has been deleted/)
    expect(mail.text).toContain('Your Kindred account')
    expect((await sql(`select status from email_outbox where "to" = $1`, [body.email])).rows).toEqual([{ status: 'sent' }])

    expect((await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: { cookie: cookieHeader(cookies) } })).status).toBe(401)
    expect((await call(refresh, { body: { refreshToken: json.refreshToken } })).status).toBe(401)
    expect((await call(login, { body: { email: body.email, password: body.password } })).status).toBe(401)
  })

  it('pressed several times at once, deletes once and sends one confirmation', async () => {
    // Four accounts: the race is lost only some of the time (four in six rounds before the lock).
    for (let round = 0; round < 4; round++) {
      const { json, body, id } = await registered()
      const answers = await Promise.all(Array.from({ length: 3 }, () => remove(bearer(json.accessToken), { password: body.password })))
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401])
      expect((await traces(id, body.email)).outbox).toEqual(['account-deleted'])
    }
  })

  it('takes turns with a password reset and an email verification of the same account: none fails with a 5xx', async () => {
    // Spending a link locks it, then writes the member; the deletion locks the member, then removes
    // its links. Each link's spend therefore holds the member first. The verification starts 20 ms
    // later each round, so some rounds meet the deletion's transaction. A reset that commits before
    // the deletion reads its session has signed every device out (401, and nothing deleted), or
    // changed the password it checks (403); the test stacks' light hash makes that the common case.
    for (let round = 0; round < 12; round++) {
      const { json, body, id } = await registered('turns')
      const verifyToken = tokenFromLink((await waitForEmail(body.email, /Verify/)).link)
      await call(forgotPassword, { body: { email: body.email } })
      const resetToken = tokenFromLink((await waitForEmail(body.email, /Reset your/)).link)
      const later = <T>(ms: number, work: () => Promise<T>) => new Promise<T>((resolve) => setTimeout(() => resolve(work()), ms))
      const [removal, reset, verified] = await Promise.all([
        remove(bearer(json.accessToken), { password: body.password }),
        // Through `serve`, as the routes answer: it maps a thrown refusal to its status.
        later(round % 3, () => call((request) => serve(resetPassword)({ request }), { body: { token: resetToken, password: 'a-brand-new-passphrase' } })),
        later(round * 20, () => call((request) => serve(verifyEmail)({ request }), { body: { token: verifyToken } })),
      ])
      expect([200, 401, 403], removal.text).toContain(removal.status)
      // A link spent just before the deletion commits finds no member to sign in: 409, sign in again.
      for (const answer of [reset, verified]) expect([200, 400, 409], answer.text).toContain(answer.status)
      expect((await traces(id, body.email)).member).toBe(removal.status === 200 ? 0 : 1)
    }
  })

  it('works with the cookie session and the CSRF header, as the dashboard sends it', async () => {
    const { cookies, body, id } = await registered()
    const headers = { cookie: cookieHeader(cookies), origin, 'x-csrf-token': cookieValue(cookies, 'kindred_csrf')! }
    expect((await remove(headers, { password: body.password })).status).toBe(200)
    expect((await traces(id, body.email)).member).toBe(0)
  })

  it('the deletion and its email commit together: if the email cannot be queued, nothing is deleted', async () => {
    const { json, body, id } = await registered('atomic')
    await sql(`create or replace function refuse_account_deleted_email() returns trigger language plpgsql as $$
      begin
        if new.kind = 'account-deleted' and new."to" like 'atomic-%' then raise exception 'outbox refused'; end if;
        return new;
      end $$`)
    await sql(`create trigger refuse_account_deleted_email before insert on email_outbox for each row execute function refuse_account_deleted_email()`)
    try {
      // Drizzle wraps the trigger's error ("Failed query: insert into email_outbox…").
      await expect(remove(bearer(json.accessToken), { password: body.password })).rejects.toThrow(/email_outbox/)
    } finally {
      await sql('drop trigger refuse_account_deleted_email on email_outbox')
      await sql('drop function refuse_account_deleted_email()')
    }
    expect(await traces(id, body.email)).toMatchObject({ member: 1, sessions: 1, tokens: 1, outbox: ['verify-email'], messages: [{ member_id: id }] })
    expect((await call(getProfile, { method: 'GET', headers: bearer(json.accessToken) })).status).toBe(200)
  })
})

describe('POST /auth/account/delete: an account without a password (Google only)', () => {
  async function googleMember() {
    const email = uniqueEmail('google-delete')
    const user = await insertMember(await db(), { email, firstName: 'Grace', lastName: 'Hopper', passwordHash: null, emailVerified: true, googleSub: `sub-${email}` })
    const session = await issueSession(user!, new Request(`${origin}/auth/google`))
    return { user: user!, ...session }
  }

  it('a sign-in within the last 10 minutes is enough, no password asked', async () => {
    const { user, accessToken } = await googleMember()
    const deleted = await remove(bearer(accessToken))
    expect(deleted.status).toBe(200)
    expect(await traces(user.id, user.email)).toMatchObject({ member: 0, sessions: 0, outbox: ['account-deleted'] })
  })

  it('an older sign-in is refused with how to sign in again', async () => {
    const { user, accessToken } = await googleMember()
    await sql(`update member_sessions set created_at = now() - interval '11 minutes' where member_id = $1`, [user.id])
    const refused = await remove(bearer(accessToken), { password: 'anything-at-all' })
    expect(refused).toMatchObject({ status: 403, json: { errorMessage: accountMessages.signInAgain } })
    expect((await traces(user.id, user.email)).member).toBe(1)
  })
})
