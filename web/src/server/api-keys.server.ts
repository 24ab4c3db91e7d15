// The api_keys table's owner (decision 0110): a member's keys for a shop's own systems, and which
// routes accept them. A key is `kin_` and 160 random bits (32 base32 characters), shown once when
// it is made and stored only as its SHA-256: a high-entropy secret needs no slow hash, and a key is
// found by one probe of the unique index on the hash. A key acts as its member on the routes of
// `keyRoutes` alone; everywhere else (auth, plans, key management, the workspace) it is no sign-in.
// Each use asks the member's plan afresh, so a downgrade stops keys at once, and counts against
// the key's own throttle. Deleting a key, or its member (ON DELETE CASCADE), removes its row.
import { db, query, transaction } from './db.server'
import { requireEntitlement } from './entitlements.server'
import { AppError, goneMeanwhile, TooManyRequests } from './errors.server'
import { findMemberById, holdMembers } from './members.server'
import type { User } from './member'
import { countAttempt } from './rate-limit.server'
import { hashSecret, randomString } from './secrets.server'

/**
 * The only routes a key may call (decision 0110: a shop's systems record sales and read results):
 * each route file names its entry when it serves members, and the request must match it too.
 */
export const keyRoutes = {
  'POST /api/redemptions': /^\/api\/redemptions\/?$/,
  'POST /api/redemptions/import': /^\/api\/redemptions\/import\/?$/,
  'GET /api/collaborations/{id}/codes': /^\/api\/collaborations\/[^/]+\/codes\/?$/,
  'GET /api/collaborations/{id}/results': /^\/api\/collaborations\/[^/]+\/results\/?$/,
} as const
export type KeyRoute = keyof typeof keyRoutes

export const keyPrefix = 'kin_'
/** 20 bytes: 160 bits, 32 base32 characters after the prefix. */
const secretBytes = 20
const keyForm = /^kin_[a-z2-7]{32}$/
/** How many keys a member may hold: one per system that records sales, with room to rotate. */
export const maxKeysPerMember = 10
/** Uses of one key in a minute: a till system's steady stream, far below what could hurt the site. */
export const keyUseLimit = { max: 120, windowSeconds: 60 }
/** A key's last use is written at most once a minute, so a busy key does not write on every call. */
const lastUsedEveryMs = 60_000

export type ApiKey = { id: number; name: string; hint: string; createdAt: string; lastUsedAt: string | null }
export type NewApiKey = ApiKey & { secret: string }

const hintOf = (secret: string) => `${keyPrefix}…${secret.slice(-4)}`

const toKey = (row: Record<string, unknown>): ApiKey => ({
  id: Number(row.id),
  name: String(row.name),
  hint: String(row.hint),
  createdAt: (row.created_at as Date).toISOString(),
  lastUsedAt: row.last_used_at ? (row.last_used_at as Date).toISOString() : null,
})

/** True when the request presents an API key (`Authorization: Bearer kin_…`) rather than a session. */
export function presentsApiKey(request: Request): boolean {
  return /^Bearer kin_/.test(request.headers.get('authorization')?.trim() ?? '')
}

/**
 * A new key for the member, its secret answered this once. Creations of one member take turns (a
 * transaction-scoped advisory lock), so two requests at once cannot pass the cap together.
 */
export async function createApiKey(memberId: number, name: string): Promise<NewApiKey> {
  const secret = `${keyPrefix}${randomString(secretBytes)}`
  const key = await transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('api_keys'), $1)`, [memberId])
    if (!(await holdMembers(tx, [memberId])).has(memberId)) throw goneMeanwhile()
    const { rows: held } = await tx.query(`select count(*)::int as n from api_keys where member_id = $1`, [memberId])
    if (Number(held[0]!.n) >= maxKeysPerMember) throw new AppError('conflict', `You can hold at most ${maxKeysPerMember} API keys. Delete one you no longer use first.`)
    const { rows } = await tx.query(`insert into api_keys (member_id, name, hint, secret_hash) values ($1, $2, $3, $4) returning id, name, hint, created_at, last_used_at`, [
      memberId,
      name,
      hintOf(secret),
      hashSecret(secret),
    ])
    return toKey(rows[0]!)
  })
  return { ...key, secret }
}

/** The member's keys, newest first: names and hints only (their secrets are not kept). */
export async function listApiKeys(memberId: number): Promise<ApiKey[]> {
  const { rows } = await query(`select id, name, hint, created_at, last_used_at from api_keys where member_id = $1 order by created_at desc, id desc`, [memberId])
  return rows.map(toKey)
}

/** Deletes key `id` of the member; 404 when the member has no such key (another's included). */
export async function deleteApiKey(memberId: number, id: number): Promise<void> {
  const { rows } = await query(`delete from api_keys where id = $1 and member_id = $2 returning id`, [id, memberId])
  if (!rows[0]) throw new AppError('not-found', 'We could not find that API key.')
}

/**
 * The member the request's key acts for on `route`, or null when the request presents no live
 * key or is not that route (the caller answers 401). Throws 429 past the key's throttle and 403,
 * naming the plan, when the member's plan no longer allows API access.
 */
export async function memberOfApiKey(request: Request, route: KeyRoute): Promise<User | null> {
  const secret = /^Bearer (\S+)$/.exec(request.headers.get('authorization')?.trim() ?? '')?.[1]
  if (!secret || !keyForm.test(secret)) return null
  if (request.method !== route.split(' ')[0] || !keyRoutes[route].test(new URL(request.url).pathname)) return null
  const { rows } = await query(`select id, member_id, last_used_at from api_keys where secret_hash = $1`, [hashSecret(secret)])
  const key = rows[0]
  if (!key) return null
  if (!key.last_used_at || Date.now() - (key.last_used_at as Date).getTime() > lastUsedEveryMs) {
    await query(`update api_keys set last_used_at = now() where id = $1`, [key.id])
  }
  const throttle = await countAttempt(await db(), `api-key:${Number(key.id)}`, keyUseLimit)
  if (!throttle.allowed) throw new TooManyRequests(throttle.retryAfterSeconds, 'This API key made too many requests. Please wait a moment and try again.')
  const member = await findMemberById(Number(key.member_id))
  if (!member) return null
  await requireEntitlement(member, 'api-keys')
  return member
}
