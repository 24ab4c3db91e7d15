// What the two sides of a statement do with it (decision 0109): the payer marks it `paid`, the payee
// confirms it, either disputes it within 14 days of issue with a reason; staff resolve a dispute
// in the admin. Each action runs in one transaction that holds the statement; its ledger entries
// move with it (a trigger of migration billing_rules, so an admin's resolution moves them too).
import { z } from 'zod'

import { businessOfMember } from '~/server/businesses.server'
import { transaction } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { parseWith } from '~/server/http.server'

import { disputeDays, lockStatement, setStatementStatus, statementJson, type Statement, type StatementStatus } from './billing-store.server'

export const statementActions = ['paid', 'confirm', 'dispute'] as const
export type StatementAction = (typeof statementActions)[number]

export const disputeSchema = z.object({
  reason: z.string({ error: 'Please say what is wrong with the statement' }).trim().min(1, 'Please say what is wrong with the statement').max(1000, 'Please keep the reason to 1,000 characters'),
})

const notFound = () => new AppError('not-found', 'Statement not found.')
const wrongState = (status: StatementStatus) => new AppError('conflict', `This statement is ${status}: it cannot do that now.`, { details: { status } })

/** An id in a path: a positive 32-bit integer, else the statement does not exist. */
export function statementIdOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2 ** 31 - 1) throw notFound()
  return Number(raw)
}

/**
 * Applies `action` to statement `id` for `memberId`'s business at `now`. 404 when the business is
 * neither side (it does not learn the statement exists), 403 for the other side's action, 409 when
 * the statement is not in the state the action moves from (or the dispute window has closed).
 */
export async function actOnStatement(memberId: number, id: number, action: StatementAction, input: unknown, now = new Date()): Promise<Statement> {
  const reason = action === 'dispute' ? parseWith(disputeSchema, input, 'Please check the reason.').reason : null
  const business = await businessOfMember(memberId)
  if (!business) throw notFound()
  return transaction(async (tx) => {
    const statement = await lockStatement(tx, id)
    if (!statement) throw notFound()
    const side = statement.payerId === business.profileId ? 'payer' : statement.payeeId === business.profileId ? 'payee' : null
    if (!side) throw notFound()
    if (action === 'paid') {
      if (side !== 'payer') throw new AppError('forbidden', 'Only the business that pays can mark this statement paid.')
      if (statement.status !== 'issued') throw wrongState(statement.status)
      await setStatementStatus(tx, id, 'paid', now)
    } else if (action === 'confirm') {
      if (side !== 'payee') throw new AppError('forbidden', 'Only the business that is paid can confirm this statement.')
      if (statement.status !== 'paid') throw wrongState(statement.status)
      await setStatementStatus(tx, id, 'confirmed', now)
    } else {
      if (statement.status !== 'issued' && statement.status !== 'paid') throw wrongState(statement.status)
      if (now.getTime() > Date.parse(statement.issuedAt) + disputeDays * 86_400_000) {
        throw new AppError('conflict', `A statement can be disputed within ${disputeDays} days of issue; this one was issued more than ${disputeDays} days ago.`, {
          details: { status: statement.status },
        })
      }
      await setStatementStatus(tx, id, 'disputed', now, reason)
    }
    const moved = await lockStatement(tx, id)
    return statementJson(moved!)
  })
}
