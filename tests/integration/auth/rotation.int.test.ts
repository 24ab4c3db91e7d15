// Refresh-token rotation. API clients (POST /auth/refresh) get the rule of decision 0096 exactly: a used refresh
// token stops working, and presenting it again, however soon, revokes the whole session. The pages'
// cookie refresh (POST /auth/session/refresh) keeps a grace for the immediate parent (RFC 9700
// §4.14.2; decisions 0030, 0096): two tabs or a retried request refreshing with one cookie within the
// grace get the same successor and keep the session; a replay after the grace, or of an older token,
// never works.
import { describe, expect, it } from 'vitest'

import { lifetimes } from '~/auth/config.server'
import { getProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { refresh, refreshCookie } from '~/auth/handlers/session.server'
import { db } from '~/server/db.server'

import { bearer, call, cookieValue, origin, validRegistration } from './support'

async function signedUp() {
  const response = await call(register, { body: validRegistration() })
  expect(response.status).toBe(201)
  return { refreshToken: response.json.refreshToken!, accessToken: response.json.accessToken!, id: response.json.refreshToken!.split('.')[0]! }
}

const refreshWith = (refreshToken: string) => call(refresh, { body: { refreshToken } })

/** The headers a page sends to refresh with `token` in its session cookie (double-submit CSRF, decision 0013). */
const cookieSession = (token: string) => ({ cookie: `kindred_csrf=page-csrf; kindred_session=${token}`, 'x-csrf-token': 'page-csrf', origin })

async function sessionRow(id: string) {
  const { rows } = await (await db()).query(`select secret_hash, previous_secret_hash from member_sessions where id = $1`, [id])
  return rows[0] ?? null
}

/** Moves the last rotation `seconds` into the past, as if the grace had run out. */
async function ageRotation(id: string, seconds: number) {
  await (await db()).query(`update member_sessions set rotated_at = now() - make_interval(secs => $2) where id = $1`, [id, seconds])
}

describe('POST /auth/refresh: a used refresh token revokes its session', () => {
  it('presenting the used token again at once answers 401, clears the cookies and ends the session for every token', async () => {
    const { refreshToken, id } = await signedUp()
    const first = await refreshWith(refreshToken)
    expect(first.status).toBe(200)
    const replay = await refreshWith(refreshToken)
    expect(replay.status).toBe(401)
    expect(replay.json.refreshToken).toBeUndefined()
    expect(replay.cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true)
    expect(await sessionRow(id)).toBeNull()
    expect((await refreshWith(first.json.refreshToken!)).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer(first.json.accessToken) })).status).toBe(401)
  })

  it('of concurrent refreshes with one token exactly one is answered, and the reuse revokes the session', async () => {
    const { refreshToken, id } = await signedUp()
    const results = await Promise.all(Array.from({ length: 5 }, () => refreshWith(refreshToken)))
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401, 401, 401])
    const winner = results.find((r) => r.status === 200)!
    expect(await sessionRow(id)).toBeNull()
    expect((await refreshWith(winner.json.refreshToken!)).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer(winner.json.accessToken) })).status).toBe(401)
  })

  it('the successor goes on rotating; each used one revokes when it comes back', async () => {
    const { refreshToken, id } = await signedUp()
    const first = await refreshWith(refreshToken)
    const second = await refreshWith(first.json.refreshToken!)
    expect(second.status).toBe(200)
    expect(second.json.refreshToken).not.toBe(first.json.refreshToken)
    expect((await call(getProfile, { method: 'GET', headers: bearer(second.json.accessToken) })).status).toBe(200)
    expect((await refreshWith(first.json.refreshToken!)).status).toBe(401)
    expect(await sessionRow(id)).toBeNull()
    expect((await call(getProfile, { method: 'GET', headers: bearer(second.json.accessToken) })).status).toBe(401)
  })

  it('a used token still revokes after the grace the pages have', async () => {
    const { refreshToken, id } = await signedUp()
    await refreshWith(refreshToken)
    await ageRotation(id, 31)
    expect((await refreshWith(refreshToken)).status).toBe(401)
    expect(await sessionRow(id)).toBeNull()
  })

  it('a cookie the pages rotated, sent to the API within the pages’ grace, is reuse all the same', async () => {
    const { refreshToken, id } = await signedUp()
    const rotated = await call(refreshCookie, { path: '/auth/session/refresh', headers: cookieSession(refreshToken) })
    expect(rotated.status).toBe(200)
    expect((await refreshWith(refreshToken)).status).toBe(401)
    expect(await sessionRow(id)).toBeNull()
  })

  it('a token two rotations old is unknown: refused, the session stays', async () => {
    const { refreshToken } = await signedUp()
    const first = await refreshWith(refreshToken)
    const second = await refreshWith(first.json.refreshToken!)
    expect((await refreshWith(refreshToken)).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer(second.json.accessToken) })).status).toBe(200)
  })

  it('refuses a wrong secret for a real session id without ending that session', async () => {
    const { refreshToken, id } = await signedUp()
    await refreshWith(refreshToken)
    expect((await refreshWith(`${id}.${'a'.repeat(52)}`)).status).toBe(401)
    expect(await sessionRow(id)).not.toBeNull()
  })
})

describe('POST /auth/session/refresh: a grace for the immediate parent', () => {
  const refreshPage = (token: string) => call(refreshCookie, { path: '/auth/session/refresh', headers: cookieSession(token) })
  const successor = (response: Awaited<ReturnType<typeof refreshPage>>) => cookieValue(response.cookies, 'kindred_session')

  it('the grace is short: 30 seconds', () => {
    expect(lifetimes.rotationGrace).toBe(30_000)
  })

  it('answers any number of concurrent refreshes with one cookie with the same successor, and the session lives', async () => {
    const { refreshToken, id } = await signedUp()
    const results = await Promise.all(Array.from({ length: 5 }, () => refreshPage(refreshToken)))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const successors = new Set(results.map(successor))
    expect(successors.size).toBe(1)
    const [next] = [...successors]
    expect(next).not.toBe(refreshToken)
    expect((await call(getProfile, { method: 'GET', headers: { cookie: `kindred_session=${next}` } })).status).toBe(200)
    expect(await sessionRow(id)).not.toBeNull()
    // The successor goes on rotating normally.
    expect((await refreshPage(next!)).status).toBe(200)
  })

  it('repeats the same exchange for a retried request (its first answer lost) and mints nothing new', async () => {
    const { refreshToken, id } = await signedUp()
    const first = await refreshPage(refreshToken)
    const stored = await sessionRow(id)
    const retry = await refreshPage(refreshToken)
    expect(retry.status).toBe(200)
    expect(successor(retry)).toBe(successor(first))
    expect(await sessionRow(id)).toEqual(stored)
  })

  it('revokes the whole session when the used cookie comes back after the grace', async () => {
    const { refreshToken, id } = await signedUp()
    const first = await refreshPage(refreshToken)
    await ageRotation(id, 31)
    const replay = await refreshPage(refreshToken)
    expect(replay.status).toBe(401)
    expect(replay.cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true)
    expect(await sessionRow(id)).toBeNull()
    expect((await refreshPage(successor(first)!)).status).toBe(401)
  })

  it('still answers the parent just inside the grace', async () => {
    const { refreshToken, id } = await signedUp()
    const first = await refreshPage(refreshToken)
    await ageRotation(id, 25)
    const retry = await refreshPage(refreshToken)
    expect(retry.status).toBe(200)
    expect(successor(retry)).toBe(successor(first))
  })

  it('gives no grace to a grandparent: a cookie two rotations old is refused, the session stays', async () => {
    const { refreshToken, accessToken } = await signedUp()
    const first = await refreshPage(refreshToken)
    const second = await refreshPage(successor(first)!)
    expect(second.status).toBe(200)
    expect((await refreshPage(refreshToken)).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer(accessToken) })).status).toBe(200)
    // Its child, now the parent of the current cookie, is still within the grace.
    expect(successor(await refreshPage(successor(first)!))).toBe(successor(second))
  })
})
