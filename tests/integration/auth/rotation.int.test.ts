// Refresh-token rotation and its grace for the immediate parent (RFC 9700 §4.14.2; decision 0030):
// two tabs or a retried request refreshing with one token within the grace get the same successor
// and keep the session; a replay after the grace, or of an older token, never works.
import { describe, expect, it } from 'vitest'

import { lifetimes } from '~/auth/config.server'
import { getProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { refresh } from '~/auth/handlers/session.server'
import { db } from '~/server/db.server'

import { bearer, call, validRegistration } from './support'

async function signedUp() {
  const response = await call(register, { body: validRegistration() })
  expect(response.status).toBe(201)
  return { refreshToken: response.json.refreshToken!, id: response.json.refreshToken!.split('.')[0]! }
}

const refreshWith = (refreshToken: string) => call(refresh, { body: { refreshToken } })

async function sessionRow(id: string) {
  const { rows } = await (await db()).query(`select secret_hash, previous_secret_hash from member_sessions where id = $1`, [id])
  return rows[0] ?? null
}

/** Moves the last rotation `seconds` into the past, as if the grace had run out. */
async function ageRotation(id: string, seconds: number) {
  await (await db()).query(`update member_sessions set rotated_at = now() - make_interval(secs => $2) where id = $1`, [id, seconds])
}

describe('refresh-token rotation with a grace for the immediate parent', () => {
  it('the grace is short: 30 seconds', () => {
    expect(lifetimes.rotationGrace).toBe(30_000)
  })

  it('answers any number of concurrent refreshes with one token with the same successor, and the session lives', async () => {
    const { refreshToken, id } = await signedUp()
    const results = await Promise.all(Array.from({ length: 5 }, () => refreshWith(refreshToken)))
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    const successors = new Set(results.map((r) => r.json.refreshToken))
    expect(successors.size).toBe(1)
    const [successor] = [...successors]
    expect(successor).not.toBe(refreshToken)
    for (const result of results) expect((await call(getProfile, { method: 'GET', headers: bearer(result.json.accessToken) })).status).toBe(200)
    expect(await sessionRow(id)).not.toBeNull()
    // The successor goes on rotating normally.
    expect((await refreshWith(successor!)).status).toBe(200)
  })

  it('repeats the same exchange for a retried request (its first answer lost) and mints nothing new', async () => {
    const { refreshToken, id } = await signedUp()
    const first = await refreshWith(refreshToken)
    const stored = await sessionRow(id)
    const retry = await refreshWith(refreshToken)
    expect(retry.status).toBe(200)
    expect(retry.json.refreshToken).toBe(first.json.refreshToken)
    expect(retry.cookies.some((cookie) => cookie.startsWith(`kindred_session=${encodeURIComponent(first.json.refreshToken!)};`))).toBe(true)
    expect(await sessionRow(id)).toEqual(stored)
  })

  it('revokes the whole session when the used token comes back after the grace', async () => {
    const { refreshToken, id } = await signedUp()
    const first = await refreshWith(refreshToken)
    await ageRotation(id, 31)
    const replay = await refreshWith(refreshToken)
    expect(replay.status).toBe(401)
    expect(replay.cookies.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true)
    expect(await sessionRow(id)).toBeNull()
    expect((await refreshWith(first.json.refreshToken!)).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer(first.json.accessToken) })).status).toBe(401)
  })

  it('still answers the parent just inside the grace', async () => {
    const { refreshToken, id } = await signedUp()
    const first = await refreshWith(refreshToken)
    await ageRotation(id, 25)
    const retry = await refreshWith(refreshToken)
    expect(retry.status).toBe(200)
    expect(retry.json.refreshToken).toBe(first.json.refreshToken)
  })

  it('gives no grace to a grandparent: a token two rotations old is refused, the session stays', async () => {
    const { refreshToken } = await signedUp()
    const first = await refreshWith(refreshToken)
    const second = await refreshWith(first.json.refreshToken!)
    expect(second.status).toBe(200)
    expect((await refreshWith(refreshToken)).status).toBe(401)
    expect((await call(getProfile, { method: 'GET', headers: bearer(second.json.accessToken) })).status).toBe(200)
    // Its child, now the parent of the current token, is still within the grace.
    expect((await refreshWith(first.json.refreshToken!)).json.refreshToken).toBe(second.json.refreshToken)
  })

  it('refuses a wrong secret for a real session id without ending that session', async () => {
    const { refreshToken, id } = await signedUp()
    await refreshWith(refreshToken)
    expect((await refreshWith(`${id}.${'a'.repeat(52)}`)).status).toBe(401)
    expect(await sessionRow(id)).not.toBeNull()
  })
})
