// Email verification and password reset: single-use, expiring links; resend throttled; a reset
// ends every other session. Mail is read back from the .eml files under MAIL_DIR.
import { describe, expect, it } from 'vitest'

import { db } from '~/server/db.server'
import { forgotPassword, resendVerification, resetPassword, verifyEmail, verifyEmailForm, type VerifyFormFailure } from '~/auth/handlers/email.server'
import { login } from '~/auth/handlers/login.server'
import { getProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { refresh } from '~/auth/handlers/session.server'
import { hashSecret, randomString } from '~/auth/random.server'
import { createSession, SignInSuperseded } from '~/auth/session.server'

import { beyondThePool } from '../../support/pool'
import { bearer, call, lastEmailTo, postForm, tokenFromLink, uniqueEmail, validRegistration, waitForEmail } from './support'

async function registered() {
  const body = validRegistration()
  const response = await call(register, { body })
  expect(response.status).toBe(201)
  return { ...response.json, email: body.email, password: body.password }
}

const verifyForm = (fields: Record<string, string>, from?: string) => postForm<{ verifyFormFailure: VerifyFormFailure }>(verifyEmailForm, '/verify-email', fields, from ? { from } : {})

describe('email verification', () => {
  it('sends one email at registration with text and HTML parts and a PUBLIC_URL link', async () => {
    const { email } = await registered()
    const mail = await lastEmailTo(email)
    expect(mail.count).toBe(1)
    expect(mail.subject).toBe('Verify your email address for Kindred')
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[a-z2-7]{52}$/)
    expect(mail.html).toContain(mail.link!)
    expect(mail.text).toContain('Hi Ada,')
  })

  it('counts a spent link opened again against the client’s allowance, as a wrong link: the 31st in 15 minutes is 429', async () => {
    const { email } = await registered()
    const token = tokenFromLink((await lastEmailTo(email)).link)
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
    expect((await call(verifyEmail, { body: { token }, ip })).status).toBe(200)
    for (let replay = 0; replay < 30; replay++) expect((await call(verifyEmail, { body: { token }, ip })).json).toMatchObject({ emailVerified: true })
    const limited = await call(verifyEmail, { body: { token }, ip })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // The allowance is the client's: the same link from elsewhere still says what it is.
    expect((await call(verifyEmail, { body: { token } })).json).toMatchObject({ emailVerified: true })
  })

  it('verifies once: 200 with emailVerified true, then 400 saying the address is verified', async () => {
    const { email, accessToken } = await registered()
    const token = tokenFromLink((await lastEmailTo(email)).link)
    const first = await call(verifyEmail, { body: { token } })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ success: true, user: { email, emailVerified: true } })
    const again = await call(verifyEmail, { body: { token } })
    // Nothing about the member but that: the link's holder learns no more than the first answer told.
    expect(again).toMatchObject({ status: 400, json: { success: false, errorMessage: 'Your email address is already verified', emailVerified: true } })
    expect(Object.keys(again.json).sort()).toEqual(['emailVerified', 'errorMessage', 'success'])
    expect((await call(getProfile, { method: 'GET', headers: bearer(accessToken) })).json.user!.emailVerified).toBe(true)
  })

  it("the page's form (no script) verifies once and answers with the page to show, 303", async () => {
    const { email, accessToken } = await registered()
    const token = tokenFromLink((await lastEmailTo(email)).link)
    const form = async (fields: Record<string, string>, from?: string) => (await verifyForm(fields, from)).response
    const first = await form({ token })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/verify-email?outcome=verified')
    expect((await call(getProfile, { method: 'GET', headers: bearer(accessToken) })).json.user!.emailVerified).toBe(true)
    const spent = await form({ token })
    expect(spent.headers.get('location')).toBe('/verify-email?outcome=already-verified')
    for (const fields of [{ token: '../../etc' }, {}, { token: 'a'.repeat(5000) }, { token: 'a'.repeat(52) }] as Record<string, string>[]) {
      const again = await form(fields)
      expect(again.status, JSON.stringify(fields).slice(0, 30)).toBe(303)
      expect(again.headers.get('location')).toBe('/verify-email?outcome=failed')
    }
    // Another site's form is refused, as the JSON endpoint refuses it.
    expect((await form({ token }, 'https://evil.example')).status).toBe(403)
  })

  it("the page's form, when the link cannot be tried just now, shows the page again with why (503): the link is not spent", async () => {
    const { email, accessToken } = await registered()
    const token = tokenFromLink((await lastEmailTo(email)).link)
    // The connection spending the link is cut while it waits (as when the database restarts).
    const admin = await (await db()).connect()
    let answer: ReturnType<typeof verifyForm>
    try {
      await admin.query('begin')
      await admin.query('lock table member_tokens in access exclusive mode')
      answer = verifyForm({ token })
      // The request's connection, waiting on the lock. The file has a database of its own and
      // only this lock to wait on, so the one backend waiting on a lock in it is the request's.
      const activity = async () =>
        (await admin.query(`select pid, state, wait_event_type, wait_event, left(query, 200) as query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)).rows as {
          pid: number
          wait_event_type: string | null
        }[]
      let found: { pid?: unknown }[] = []
      // Up to 20 s: on a busy machine (CI runs two integration files beside two browser workers)
      // the request takes a while to reach the lock.
      for (const until = Date.now() + 20_000; Date.now() < until && !found.length;) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        found = (await activity()).filter((row) => row.wait_event_type === 'Lock')
      }
      expect(found, JSON.stringify(await activity())).toHaveLength(1)
      await admin.query('select pg_terminate_backend($1)', [found[0]!.pid])
    } finally {
      await admin.query('rollback')
      admin.release()
    }
    const { response, rendered } = await answer
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(rendered).toEqual({ verifyFormFailure: { message: 'We could not save or load this just now. Please try again in a few seconds.', token } })
    expect((await call(getProfile, { method: 'GET', headers: bearer(accessToken) })).json.user!.emailVerified).toBe(false)
    // Pressed again once the database is back, the same link verifies.
    expect((await verifyForm({ token })).response.headers.get('location')).toBe('/verify-email?outcome=verified')
  })

  it('rejects an expired, unknown or malformed token with 400', async () => {
    const { email } = await registered()
    const token = tokenFromLink((await lastEmailTo(email)).link)
    await (await db()).query(`update member_tokens set expires_at = now() - interval '1 second' where used_at is null and member_id = (select id from members where email = $1)`, [email])
    expect((await call(verifyEmail, { body: { token } })).status).toBe(400)
    expect((await call(verifyEmail, { body: { token: 'a'.repeat(52) } })).status).toBe(400)
    expect((await call(verifyEmail, { body: { token: '../../etc' } })).status).toBe(400)
    expect((await call(verifyEmail, { body: {} })).status).toBe(400)
  })

  it('greets the address, not the name, when a name stored before names were checked carries a link', async () => {
    const { email, accessToken, user } = await registered()
    await (await db()).query(`update members set first_name = 'Visit https://evil.example to confirm' where id = $1`, [user!.id])
    expect((await call(resendVerification, { headers: bearer(accessToken) })).status).toBe(202)
    const mail = await lastEmailTo(email)
    expect(mail.count).toBe(2)
    expect(mail.text).toContain(`Hi ${email},`)
    expect(mail.text).not.toContain('evil')
    expect(mail.html).not.toContain('evil')
  })

  it('resend: 202 and one new email, then 429; the new link works and the old one no longer does', async () => {
    const { email, accessToken } = await registered()
    const oldToken = tokenFromLink((await lastEmailTo(email)).link)
    const first = await call(resendVerification, { headers: bearer(accessToken) })
    expect(first).toMatchObject({ status: 202, json: { success: true } })
    const mail = await lastEmailTo(email)
    expect(mail.count).toBe(2)
    const second = await call(resendVerification, { headers: bearer(accessToken) })
    expect(second.status).toBe(429)
    expect(second.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await lastEmailTo(email)).count).toBe(2)
    // A replaced link of an address not yet verified is simply invalid…
    expect(await call(verifyEmail, { body: { token: oldToken } })).toMatchObject({ status: 400, json: { errorMessage: 'This link is invalid or has expired.' } })
    expect((await call(verifyEmail, { body: { token: tokenFromLink(mail.link) } })).status).toBe(200)
    // …and once the address is verified, it says so.
    expect((await call(verifyEmail, { body: { token: oldToken } })).json).toMatchObject({ emailVerified: true })
    expect((await call(resendVerification)).status).toBe(401)
  })

  it('sends at most ten resends a day, however the minutes and hours are spaced; refused clicks do not count', async () => {
    const { email, accessToken, user } = await registered()
    const windowPassed = (kind: 'minute' | 'hour') =>
      db().then((pool) => pool.query(`update rate_limits set window_ends_at = now() - interval '1 second' where key = $1`, [`auth:resend:${kind}:${user!.id}`]))
    for (let sent = 1; sent <= 10; sent++) {
      expect((await call(resendVerification, { headers: bearer(accessToken) })).status).toBe(202)
      // A second click in the same minute is refused and spends nothing of the day.
      expect((await call(resendVerification, { headers: bearer(accessToken) })).status).toBe(429)
      await windowPassed('minute')
      if (sent % 5 === 0) await windowPassed('hour')
    }
    const refused = await call(resendVerification, { headers: bearer(accessToken) })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600)
    // The registration's email and ten resends.
    expect((await lastEmailTo(email)).count).toBe(11)
  })

  it('resends for more members at once than the pool has connections, each its own new email', async () => {
    const members = []
    for (let i = 0; i < beyondThePool(); i++) members.push(await registered())
    // Each new link is queued inside a transaction that holds a pooled connection; the email's words
    // must not need another (tests read the CMS uncached, as a cold cache does).
    const answers = await Promise.all(members.map(({ accessToken }) => call(resendVerification, { headers: bearer(accessToken) })))
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 202))
    for (const { email } of members) expect((await lastEmailTo(email)).count).toBe(2)
  })
})

describe('password reset', () => {
  it('answers the same 202 for known and unknown addresses; only a member gets mail', async () => {
    const { email } = await registered()
    const known = await call(forgotPassword, { body: { email } })
    const unknownEmail = uniqueEmail('ghost')
    const unknown = await call(forgotPassword, { body: { email: unknownEmail } })
    expect(known.status).toBe(202)
    expect(unknown.status).toBe(202)
    expect(known.json).toEqual(unknown.json)
    expect((await waitForEmail(email, /Reset your/)).subject).toBe('Reset your Kindred password')
    await expect(lastEmailTo(unknownEmail)).rejects.toThrow()
  })

  it('works once, ends every other session, and signs in with the new password only', async () => {
    const { email, password, accessToken, refreshToken } = await registered()
    const other = await call(login, { body: { email, password } })
    await call(forgotPassword, { body: { email } })
    const token = tokenFromLink((await waitForEmail(email, /Reset your/)).link)
    const reset = await call(resetPassword, { body: { token, password: 'a-brand-new-passphrase' } })
    expect(reset.status).toBe(200)
    expect(reset.json).toMatchObject({ success: true, accessToken: expect.any(String), user: { email, emailVerified: true } })
    for (const old of [accessToken, other.json.accessToken]) expect((await call(getProfile, { method: 'GET', headers: bearer(old) })).status).toBe(401)
    expect((await call(refresh, { body: { refreshToken } })).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer(reset.json.accessToken) })).status).toBe(200)
    expect((await call(resetPassword, { body: { token, password: 'yet-another-passphrase' } })).status).toBe(400)
    expect((await call(login, { body: { email, password } })).status).toBe(401)
    expect((await call(login, { body: { email, password: 'a-brand-new-passphrase' } })).status).toBe(200)
  })

  it('a spent reset link retires every other reset link of the member', async () => {
    const { email, user } = await registered()
    await call(forgotPassword, { body: { email } })
    const token = tokenFromLink((await waitForEmail(email, /Reset your/)).link)
    // Two requests at once can each leave a live link: one made beside the emailed one.
    const other = randomString(32)
    await (
      await db()
    ).query(`insert into member_tokens (member_id, purpose, token_hash, expires_at, created_at, updated_at) values ($1, 'reset-password', $2, now() + interval '1 hour', now(), now())`, [
      user!.id,
      hashSecret(other),
    ])
    expect((await call(resetPassword, { body: { token, password: 'a-brand-new-passphrase' } })).status).toBe(200)
    expect((await call(resetPassword, { body: { token: other, password: 'a-thieves-passphrase' } })).status).toBe(400)
    expect((await call(login, { body: { email, password: 'a-brand-new-passphrase' } })).status).toBe(200)
  })

  it('two live reset links spent at once: one sets the password, the other is refused, never a 503', async () => {
    const { email, user } = await registered()
    const tokens = [randomString(32), randomString(32)]
    for (const token of tokens) {
      await (
        await db()
      ).query(`insert into member_tokens (member_id, purpose, token_hash, expires_at, created_at, updated_at) values ($1, 'reset-password', $2, now() + interval '1 hour', now(), now())`, [
        user!.id,
        hashSecret(token),
      ])
    }
    const answers = await Promise.all(tokens.map((token, i) => call(resetPassword, { body: { token, password: `new-passphrase-number-${i}` } })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    const won = answers.findIndex((answer) => answer.status === 200)
    expect((await call(login, { body: { email, password: `new-passphrase-number-${won}` } })).status).toBe(200)
  })

  it('a sign-in with the old password racing the reset leaves no session the reset did not end', async () => {
    // The losing interleavings are narrow (a sign-in writing its session while the reset is open): many rounds.
    for (let round = 0; round < 8; round++) {
      const { email, password } = await registered()
      await call(forgotPassword, { body: { email } })
      const token = tokenFromLink((await waitForEmail(email, /Reset your/)).link)
      const [reset, ...logins] = await Promise.all([
        call(resetPassword, { body: { token, password: 'a-brand-new-passphrase' } }),
        ...Array.from({ length: 4 }, () => call(login, { body: { email, password } })),
      ])
      expect(reset.status).toBe(200)
      for (const signedIn of logins) {
        // Refused as a wrong password, or signed in before the reset and signed out by it.
        expect([200, 401]).toContain(signedIn.status)
        if (signedIn.status === 200) expect((await call(getProfile, { method: 'GET', headers: bearer(signedIn.json.accessToken) })).status).toBe(401)
      }
    }
  })

  it('writes a password sign-in’s session only while the password checked is still the member’s', async () => {
    const { json } = await call(register, { body: validRegistration(uniqueEmail()) })
    const id = json.user!.id
    const sessions = async () => (await (await db()).query(`select count(*)::int as n from member_sessions where member_id = $1`, [id])).rows[0]!.n as number
    const before = await sessions()
    await expect(createSession(id, null, undefined, '$argon2id$v=19$m=65536,t=3,p=1$stale')).rejects.toBeInstanceOf(SignInSuperseded)
    expect(await sessions()).toBe(before)
    const { rows } = await (await db()).query(`select password_hash from members where id = $1`, [id])
    await createSession(id, null, undefined, String(rows[0]!.password_hash))
    expect(await sessions()).toBe(before + 1)
  })

  it('lets strangers have at most ten reset emails a day sent to one address, from any number of IPs', async () => {
    const { email, user } = await registered()
    const hourPassed = () => db().then((pool) => pool.query(`update rate_limits set window_ends_at = now() - interval '1 second' where key = $1`, [`auth:forgot:email:${email}`]))
    const statuses: number[] = []
    for (let hour = 0; hour < 4; hour++) {
      for (let i = 0; i < 3; i++) statuses.push((await call(forgotPassword, { body: { email } })).status)
      await hourPassed()
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429])
    const refused = await call(forgotPassword, { body: { email } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600)
    // Each admitted request issued one link (the emails leave after the answer).
    const links = () =>
      db()
        .then((pool) => pool.query(`select count(*)::int as n from member_tokens where member_id = $1 and purpose = 'reset-password'`, [user!.id]))
        .then(({ rows }) => rows[0]!.n)
    await expect.poll(links).toBe(10)
  })

  it('rejects a weak new password and throttles reset requests per address', async () => {
    const { email } = await registered()
    await call(forgotPassword, { body: { email } })
    const token = tokenFromLink((await waitForEmail(email, /Reset your/)).link)
    expect((await call(resetPassword, { body: { token, password: 'short' } })).json.errorMessage).toBe('Password must be at least 8 characters')
    await call(forgotPassword, { body: { email } })
    await call(forgotPassword, { body: { email } })
    expect((await call(forgotPassword, { body: { email } })).status).toBe(429)
  })
})
