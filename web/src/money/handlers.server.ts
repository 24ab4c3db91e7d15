// The money API (decision 0109): GET /api/ledger (the entries a member's business pays or receives in
// one Melbourne month, with their totals), GET /api/invoices and GET /api/statements (the member's
// own), and the statement actions. The ledger itself is the platform's (server/ledger.server.ts).
import { z } from 'zod'

import { businessOfMember } from '~/server/businesses.server'
import { query } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { answeringRefusals, json, parseWith, readJsonObject, serve, type Handler } from '~/server/http.server'
import { entriesOfBusiness, totalsOf } from '~/server/ledger.server'
import type { User } from '~/server/member'
import { signedInMember } from '~/server/viewer.server'

import { invoicesOfBusiness, statementJson, statementsOfBusiness } from './billing-store.server'
import { actOnStatement, statementIdOf, type StatementAction } from './statements.server'

const monthMessage = 'Please give the month as YYYY-MM, such as 2026-11'

export const ledgerQuerySchema = z.object({
  month: z
    .string({ error: monthMessage })
    .max(7, monthMessage)
    .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, monthMessage),
})

const noStore = { 'Cache-Control': 'no-store' }

type MemberHandler = (request: Request, member: User) => Promise<Response>

/** A money route for signed-in members: 401 otherwise; refusals answered through the one mapping. */
export function serveMember(handler: MemberHandler): ReturnType<typeof serve> {
  const guarded: Handler = async (request) => {
    const member = await signedInMember(request)
    if (!member) throw new AppError('unauthorized', 'Please sign in to continue.')
    return handler(request, member)
  }
  return serve(answeringRefusals(guarded, 'money'), 'money')
}

/** GET /api/ledger?month=YYYY-MM: 401 signed out, 400 for a missing or malformed month; a member without a business has no entries. */
export const getLedger = serveMember(async (request, member) => {
  const { month } = parseWith(ledgerQuerySchema, Object.fromEntries(new URL(request.url).searchParams), monthMessage)
  const business = await businessOfMember(member.id)
  const entries = business ? await entriesOfBusiness({ query }, business.profileId, month) : []
  return json(200, { success: true, entries, totals: totalsOf(entries, business?.slug ?? '') }, noStore)
})

/** GET /api/invoices: Kindred's invoices to the member's business, newest first. */
export const getInvoices = serveMember(async (_request, member) => {
  const business = await businessOfMember(member.id)
  const invoices = business ? await invoicesOfBusiness({ query }, business.profileId) : []
  return json(200, { success: true, invoices }, noStore)
})

/** GET /api/statements: the statements the member's business pays or receives, newest first. */
export const getStatements = serveMember(async (_request, member) => {
  const business = await businessOfMember(member.id)
  const statements = business ? (await statementsOfBusiness({ query }, business.profileId)).map(statementJson) : []
  return json(200, { success: true, statements }, noStore)
})

/** POST /api/statements/{id}/paid, /confirm, /dispute (a JSON body with the reason). */
export const postStatementAction = (rawId: string, action: StatementAction) =>
  serveMember(async (request, member) => {
    const id = statementIdOf(rawId)
    const body = action === 'dispute' ? await readJsonObject(request) : {}
    return json(200, { success: true, statement: await actOnStatement(member.id, id, action, body) }, noStore)
  })
