// Single-use, expiring tokens for emailed links. Only SHA-256 of a token is stored; consuming
// one is a single conditional UPDATE, so a link works exactly once even under concurrency.
//
// Every write here first holds the member's row (holdMembers), as a deletion of the account locks
// the member before it removes the tokens: a link spent (then the member written) or sent while
// the account is being deleted waits its turn instead of deadlocking with the deletion.
import { db, type Queryable, type Tx } from '~/server/db.server'
import { holdMembers } from '~/server/members.server'

import { hashSecret, randomString } from './random.server'

export type TokenPurpose = 'verify-email' | 'reset-password'

/** Issues a token (256 random bits) and retires the member's earlier unused ones of that purpose. */
export async function issueMemberToken(tx: Tx, memberId: number, purpose: TokenPurpose, lifetimeMs: number): Promise<string> {
  const { payload, req } = tx
  const token = randomString(32)
  await holdMembers(tx, [memberId])
  await retireMemberTokens(tx, memberId, purpose)
  await payload.create({
    collection: 'member-tokens',
    data: { member: memberId, purpose, tokenHash: hashSecret(token), expiresAt: new Date(Date.now() + lifetimeMs).toISOString() },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return token
}

/** Retires every unused token of the member for `purpose`: the earlier links when a new one is sent. */
export async function retireMemberTokens(client: Queryable, memberId: number, purpose: TokenPurpose): Promise<void> {
  await client.query('update member_tokens set used_at = now(), updated_at = now() where member_id = $1 and purpose = $2 and used_at is null', [memberId, purpose])
}

/** A token by its hash and purpose, still spendable: issued, unused, unexpired. */
const liveToken = 'from member_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()'

/** Holds the member a live token belongs to; false when there is no such token, or member. */
async function holdOwnerOfLiveToken(purpose: TokenPurpose, token: string, client: Queryable): Promise<boolean> {
  const { rows } = await client.query(`select member_id ${liveToken}`, [hashSecret(token), purpose])
  return rows[0] ? (await holdMembers(client, [Number(rows[0].member_id)])).size === 1 : false
}

/** Marks the token used and returns its member, or null when unknown, used or expired. */
export async function consumeMemberToken(purpose: TokenPurpose, token: string, client: Queryable): Promise<number | null> {
  if (!/^[a-z2-7]{52}$/.test(token)) return null
  if (!(await holdOwnerOfLiveToken(purpose, token, client))) return null
  const { rows } = await client.query(
    `update member_tokens set used_at = now(), updated_at = now()
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
      returning member_id`,
    [hashSecret(token), purpose],
  )
  return rows[0] ? Number(rows[0].member_id) : null
}

/** Whether a token can still be spent (issued, unused, unexpired), without spending it: a page can say so before anyone types. */
export async function isLiveMemberToken(purpose: TokenPurpose, token: string): Promise<boolean> {
  if (!/^[a-z2-7]{52}$/.test(token)) return false
  const { rows } = await (await db()).query(`select 1 ${liveToken}`, [hashSecret(token), purpose])
  return rows.length > 0
}

/**
 * The member a token was issued to once it can no longer be spent (used, or retired by a newer
 * link), or null for a token never issued or still live: a spent link opened again can then say
 * how things stand instead of calling itself invalid.
 */
export async function spentTokenOwner(purpose: TokenPurpose, token: string, client?: Queryable): Promise<number | null> {
  if (!/^[a-z2-7]{52}$/.test(token)) return null
  const { rows } = await (client ?? (await db())).query('select member_id from member_tokens where token_hash = $1 and purpose = $2 and used_at is not null', [hashSecret(token), purpose])
  return rows[0] ? Number(rows[0].member_id) : null
}

/**
 * Spends a token and, in the same statement, every other unused token of its member for that
 * purpose: a spent reset link leaves no other live (two requests at once can each leave one).
 * One statement locks all of them at once, so two such spends at once take turns instead of each
 * holding one link while waiting for the other's (a deadlock); the second then finds its own spent.
 */
export async function consumeMemberTokenAndSiblings(purpose: TokenPurpose, token: string, client: Queryable): Promise<number | null> {
  if (!/^[a-z2-7]{52}$/.test(token)) return null
  if (!(await holdOwnerOfLiveToken(purpose, token, client))) return null
  const { rows } = await client.query(
    `with presented as (
       select member_id from member_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now())
     update member_tokens t set used_at = now(), updated_at = now()
       from presented p
      where t.member_id = p.member_id and t.purpose = $2 and t.used_at is null
      returning t.member_id, t.token_hash = $1 as presented`,
    [hashSecret(token), purpose],
  )
  return rows.some((row) => row.presented) ? Number(rows[0]!.member_id) : null
}

/** Deletes tokens that expired over a day ago; they are refused from their expiry on anyway. */
export async function purgeExpiredMemberTokens(client?: Queryable): Promise<void> {
  await (client ?? (await db())).query(`delete from member_tokens where expires_at <= now() - interval '1 day'`)
}
