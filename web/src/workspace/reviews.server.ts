// The reviews table's one owner: what each business says of the other once their collaboration
// has ended (decision 0105). Shown publicly through partner_standing() (migration
// 20261129_023400_workspace_rules), which the partner directory reads.
import { query, transaction } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { parseWith } from '~/server/http.server'

import { lockForReview } from './collaborations.server'
import { reviewSchema } from './workspace.schema'
import type { Review } from './workspace.options'

/**
 * POST /api/collaborations/{id}/review: once per business per collaboration, after it ended. The
 * collaboration is locked first, so a double submit waits and then finds the first review.
 */
export async function writeReview(memberId: number, id: number, body: unknown): Promise<Review> {
  const data = parseWith(reviewSchema, body, 'Please correct the review.')
  return transaction(async (tx) => {
    const { reviewer, reviewed, endedAt } = await lockForReview(tx, memberId, id)
    if (!endedAt) throw new AppError('conflict', 'You can review a collaboration once it has ended.')
    const { rows } = await tx.query(
      `insert into reviews (collaboration_id, reviewer_id, reviewed_id, rating, comment) values ($1, $2, $3, $4, $5)
       on conflict (collaboration_id, reviewer_id) do nothing returning rating, comment, created_at`,
      [id, reviewer, reviewed, data.rating, data.comment],
    )
    const row = rows[0]
    if (!row) throw new AppError('conflict', 'You have reviewed this collaboration already.')
    return { rating: Number(row.rating), comment: row.comment == null ? null : String(row.comment), createdAt: (row.created_at as Date).toISOString() }
  })
}

/** The review the member's business wrote of collaboration `id`, or null. */
export async function ownReview(memberId: number, id: number): Promise<Review | null> {
  const { rows } = await query(
    `select r.rating, r.comment, r.created_at from reviews r join business_profiles b on b.id = r.reviewer_id
      where r.collaboration_id = $1 and b.member_id = $2`,
    [id, memberId],
  )
  const row = rows[0]
  return row ? { rating: Number(row.rating), comment: row.comment == null ? null : String(row.comment), createdAt: (row.created_at as Date).toISOString() } : null
}

/** Which of `ids` the member's business has reviewed. */
export async function reviewedAmong(memberId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const { rows } = await query(`select r.collaboration_id from reviews r join business_profiles b on b.id = r.reviewer_id where r.collaboration_id = any($1::int[]) and b.member_id = $2`, [
    ids,
    memberId,
  ])
  return new Set(rows.map((row) => Number(row.collaboration_id)))
}
