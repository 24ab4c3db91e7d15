// The reviews table's one owner: what each business says of the other once their collaboration
// has ended (CONTRACT §7). Shown publicly through partner_standing() (migration
// 20261129_023400_workspace_rules), which the partner directory reads.
import { transaction } from '~/server/db.server'
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
