// How many proposals a member may send: at most `proposalsPerDay` in any rolling 24 hours
// (docs/decisions/0041-proposal-throttle.md). Counted from the proposals themselves under a
// per-sender advisory lock held to the end of the sending transaction, so concurrent sends queue
// and the count is exact: no separate counter to drift, and a failed send never counts.
import type { Queryable } from '~/server/db.server'
import { serverEnv } from '~/server/env.server'

export const proposalsPerDay = serverEnv().PROPOSALS_PER_DAY

/** Namespace of the advisory locks (any constant other features do not use): "prop". */
const lockSpace = 0x70726f70

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number; limit: number }

export async function proposalThrottle(tx: Queryable, senderProfileId: number, limit = proposalsPerDay): Promise<ThrottleResult> {
  await tx.query(`select pg_advisory_xact_lock($1, $2)`, [lockSpace, senderProfileId])
  return proposalAllowance(tx, senderProfileId, limit)
}

/**
 * The same count without the lock: what a send would be told now. The profile page asks it to say
 * so before the form; only a send, in its transaction, needs the exact count.
 */
export async function proposalAllowance(client: Queryable, senderProfileId: number, limit = proposalsPerDay): Promise<ThrottleResult> {
  const { rows } = await client.query(
    `select count(*)::int as sent, ceil(extract(epoch from (min(created_at) + interval '24 hours' - now())))::int as retry_after
       from (select created_at from proposals where from_id = $1 and created_at > now() - interval '24 hours'
             order by created_at desc limit $2) recent`,
    [senderProfileId, limit],
  )
  const { sent, retry_after: retryAfter } = rows[0] as { sent: number; retry_after: number | null }
  if (sent < limit) return { allowed: true }
  return { allowed: false, retryAfterSeconds: Math.max(1, retryAfter ?? 1), limit }
}

/**
 * How many proposals one business may send another in any rolling `pairWindowDays` days, whatever
 * became of them (decision 0090): sending and withdrawing in turn emails the recipient twice a
 * round, and the daily limit alone let one sender do that forty times a day to the same business.
 */
export const proposalsToOneBusiness = 3
export const pairWindowDays = 7

export type PairThrottleResult = { allowed: true } | { allowed: false; retryAt: Date; limit: number }

/**
 * Whether the sender's business may send the recipient's another proposal. The caller holds the
 * pair's lock (proposals.server.ts), so two sends between them count one after the other.
 */
export async function pairThrottle(tx: Queryable, senderProfileId: number, recipientProfileId: number, limit = proposalsToOneBusiness): Promise<PairThrottleResult> {
  const { rows } = await tx.query(
    `select count(*)::int as sent, min(created_at) + make_interval(days => $3) as retry_at
       from (select created_at from proposals where from_id = $1 and to_id = $2 and created_at > now() - make_interval(days => $3)
             order by created_at desc limit $4) recent`,
    [senderProfileId, recipientProfileId, pairWindowDays, limit],
  )
  const { sent, retry_at: retryAt } = rows[0] as { sent: number; retry_at: Date | null }
  if (sent < limit) return { allowed: true }
  return { allowed: false, retryAt: retryAt ?? new Date(Date.now() + 1000), limit }
}
