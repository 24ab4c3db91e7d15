// Sessions, the Lucia way (lucia-auth.com "Sessions"): a token `<id>.<secret>`, random ids and
// secrets, only SHA-256 of the secret stored, constant-time comparison, sliding expiry.
// The same token is the contract's refresh token (rotated on refresh) and the site's cookie;
// pages that sign in for the cookie never receive it in a body (docs/decisions/0030).
import { hmac } from '@oslojs/crypto/hmac'
import { SHA256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding } from '@oslojs/encoding'

import { db, type Queryable, type Row } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { joinMember, memberColumns, memberUnchangedSince, toUser } from '~/server/members.server'
import { purgeExpiredAttempts } from '~/server/rate-limit.server'

import { lifetimes, rotationKey } from './config.server'
import { purgeExpiredMemberTokens } from './member-tokens.server'
import { hashSecret, randomString, secretMatches } from './random.server'
import type { User } from './user'

/** `signedInAt`: when the sign-in that created the session happened (kept across refreshes). */
export type Session = { id: string; memberId: number; expiresAt: Date; signedInAt: Date }
export type SessionResult = { session: Session; user: User } | null

const tokenPattern = /^([a-z2-7]{26})\.([a-z2-7]{52})$/

/** id: 128 random bits (not secret: it travels in access tokens); secret: 256 random bits. */
export function generateSessionToken(): { id: string; secret: string; token: string } {
  const id = randomString(16)
  const secret = randomString(32)
  return { id, secret, token: `${id}.${secret}` }
}

export function parseSessionToken(token: string | null | undefined): { id: string; secret: string } | null {
  const match = token && token.length <= 100 ? tokenPattern.exec(token) : null
  return match ? { id: match[1]!, secret: match[2]! } : null
}

/**
 * The member was deleted, or their password changed, while a session was being written for them (a
 * reset link spent in one tab as the account is deleted in another): a 409 that asks for a fresh
 * sign-in, which then finds things as they are now.
 */
export class SignInSuperseded extends AppError {
  constructor() {
    super('conflict', 'Your account changed while you were being signed in. Please sign in again.')
    this.name = 'SignInSuperseded'
  }
}

/**
 * Writes a new session. With `checkedPasswordHash` (a password sign-in) it is written only while the
 * member still has that hash: a password checked against the old hash while a reset committed must
 * not leave a session the reset did not end. Throws SignInSuperseded when nothing was written.
 */
export async function createSession(memberId: number, userAgent: string | null, client?: Queryable, checkedPasswordHash?: string): Promise<{ session: Session; token: string }> {
  const { id, secret, token } = generateSessionToken()
  const expiresAt = new Date(Date.now() + lifetimes.session)
  // `for share` waits for a reset or a deletion in progress on the member and then checks its outcome;
  // once this row is written, a reset that follows (it changes the password before ending sessions) ends it.
  const { rowCount } = await (client ?? (await db())).query(
    `with member as (${memberUnchangedSince('$2', '$6')})
     insert into member_sessions (id, member_id, expires_at, last_seen_at, user_agent, secret_hash)
     select $1, member.id, $3, now(), $4, $5 from member`,
    [id, memberId, expiresAt, userAgent?.slice(0, 400) ?? null, hashSecret(secret), checkedPasswordHash ?? null],
  )
  if (rowCount !== 1) throw new SignInSuperseded()
  return { session: { id, memberId, expiresAt, signedInAt: new Date() }, token }
}

// The one indexed query of session validation: primary-key lookup joined to the member.
const sessionSql = `select s.id as session_id, s.member_id, s.expires_at, s.last_seen_at,
  s.created_at as session_created_at, s.secret_hash, s.previous_secret_hash,
  extract(epoch from now() - s.rotated_at) * 1000 as rotated_ms_ago, ${memberColumns}
  from member_sessions s ${joinMember('s.member_id')} where s.id = $1`

async function loadSession(id: string): Promise<Row | null> {
  const { rows } = await (await db()).query(sessionSql, [id])
  return rows[0] ?? null
}

const time = (value: unknown) => (value instanceof Date ? value.getTime() : Date.parse(String(value)))

/** Measured by the database clock (`rotated_ms_ago`), so app servers with skewed clocks agree. */
const withinGrace = (row: Row) => row.rotated_ms_ago !== null && Number(row.rotated_ms_ago) <= lifetimes.rotationGrace

/** Expiry and sliding renewal. The renewal write happens at most once per `renewEvery`. */
async function liveSession(row: Row): Promise<SessionResult> {
  const id = String(row.session_id)
  if (time(row.expires_at) <= Date.now()) {
    await invalidateSession(id)
    return null
  }
  let expiresAt = new Date(time(row.expires_at))
  if (!row.last_seen_at || Date.now() - time(row.last_seen_at) >= lifetimes.renewEvery) {
    expiresAt = new Date(Math.min(Date.now() + lifetimes.session, time(row.session_created_at) + lifetimes.sessionAbsolute))
    await (await db()).query(`update member_sessions set expires_at = $2, last_seen_at = now() where id = $1`, [id, expiresAt])
  }
  return { session: { id, memberId: Number(row.member_id), expiresAt, signedInAt: new Date(time(row.session_created_at)) }, user: toUser(row) }
}

/**
 * Validates a session token from the cookie. The secret must match the current one; the
 * previous one is accepted only within a short grace after a rotation (a page request racing a
 * refresh), and after that counts as reuse of a rotated token, which ends the session.
 */
export async function validateSessionToken(token: string | null | undefined): Promise<SessionResult> {
  const parsed = parseSessionToken(token)
  if (!parsed) return null
  const row = await loadSession(parsed.id)
  if (!row) return null
  if (secretMatches(parsed.secret, String(row.secret_hash))) return liveSession(row)
  if (secretMatches(parsed.secret, row.previous_secret_hash as string | null)) {
    if (withinGrace(row)) return liveSession(row)
    await invalidateSession(parsed.id)
  }
  return null
}

/** Validates the session an access token names: the token is only as alive as its session. */
export async function validateSessionId(id: string, memberId: number): Promise<SessionResult> {
  const row = await loadSession(id)
  if (!row || Number(row.member_id) !== memberId) return null
  return liveSession(row)
}

/**
 * The secret that replaces `secret` on rotation: HMAC of the parent under a server key, so a
 * repeat of the same rotation (within the grace) can be answered with the same successor without
 * storing it. Unpredictable without AUTH_SECRET, 256 bits like a random secret.
 */
function successorSecret(id: string, secret: string): string {
  return encodeBase32LowerCaseNoPadding(hmac(SHA256, rotationKey(), new TextEncoder().encode(`${id}.${secret}`)))
}

export type Rotation = { session: Session; user: User; token: string }

/**
 * What presenting the immediate parent again means. `revoke`: reuse, however soon (`POST /auth/refresh`, decision 0096, the
 * API's refresh). `repeat`: within `rotationGrace` it repeats the same exchange, the same successor
 * and nothing new minted (the pages' cookie refresh: two tabs, a lost response retried, a request
 * racing its twin); after the grace it is reuse.
 */
export type ParentReuse = 'revoke' | 'repeat'

/**
 * Refresh-token rotation (RFC 9700 §4.14.2). The presented secret is replaced by its successor and
 * remembered as the previous; reuse of the previous revokes the whole session, as `parent` says.
 */
export async function rotateSession(refreshToken: string, parent: ParentReuse): Promise<Rotation | null> {
  const parsed = parseSessionToken(refreshToken)
  if (!parsed) return null
  let row = await loadSession(parsed.id)
  if (!row) return null
  const next = successorSecret(parsed.id, parsed.secret)
  if (secretMatches(parsed.secret, String(row.secret_hash))) {
    const live = await liveSession(row)
    if (!live) return null
    const { rowCount } = await (
      await db()
    ).query(
      `update member_sessions set previous_secret_hash = secret_hash, secret_hash = $3, rotated_at = now(), updated_at = now()
        where id = $1 and secret_hash = $2 and expires_at > now()`,
      [parsed.id, String(row.secret_hash), hashSecret(next)],
    )
    if (rowCount === 1) return { ...live, token: `${parsed.id}.${next}` }
    // A concurrent refresh with the same token won the update: read what it wrote and judge this one as a repeat.
    row = await loadSession(parsed.id)
    if (!row) return null
  }
  if (!secretMatches(parsed.secret, row.previous_secret_hash as string | null)) return null
  if (parent === 'revoke' || !withinGrace(row)) {
    await invalidateSession(parsed.id)
    return null
  }
  // Within the grace the successor is the current secret unless AUTH_SECRET changed meanwhile.
  if (!secretMatches(next, String(row.secret_hash))) return null
  const live = await liveSession(row)
  return live ? { ...live, token: `${parsed.id}.${next}` } : null
}

export async function invalidateSession(id: string): Promise<void> {
  await (await db()).query(`delete from member_sessions where id = $1`, [id])
}

/** Ends every session of a member, optionally keeping one (the one making the change). */
export async function invalidateMemberSessions(memberId: number, exceptId: string | null = null, client?: Queryable): Promise<void> {
  await (client ?? (await db())).query(`delete from member_sessions where member_id = $1 and ($2::text is null or id <> $2)`, [memberId, exceptId])
}

let lastCleanup = 0

/** Deletes expired sessions, spent tokens and stale throttle windows; at most every ten minutes per process. */
export async function cleanupExpired(force = false): Promise<void> {
  if (!force && Date.now() - lastCleanup < 10 * 60_000) return
  lastCleanup = Date.now()
  const pool = await db()
  await pool.query(`delete from member_sessions where expires_at <= now()`)
  await purgeExpiredMemberTokens(pool)
  await purgeExpiredAttempts(pool, 'auth:')
}
