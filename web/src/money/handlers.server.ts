// GET /api/ledger (CONTRACT §8): the ledger entries a member's business pays or receives in one
// Melbourne month, with their totals. The ledger itself is the platform's (server/ledger.server.ts).
import { z } from 'zod'

import { businessOfMember } from '~/server/businesses.server'
import { query } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { json, parseWith, serve } from '~/server/http.server'
import { entriesOfBusiness, totalsOf } from '~/server/ledger.server'
import { signedInMember } from '~/server/viewer.server'

const monthMessage = 'Please give the month as YYYY-MM, such as 2026-11'

export const ledgerQuerySchema = z.object({
  month: z
    .string({ error: monthMessage })
    .max(7, monthMessage)
    .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, monthMessage),
})

/** GET /api/ledger?month=YYYY-MM: 401 signed out, 400 for a missing or malformed month; a member without a business has no entries. */
export const getLedger = serve(async (request) => {
  const member = await signedInMember(request)
  if (!member) throw new AppError('unauthorized', 'Please sign in to continue.')
  const { month } = parseWith(ledgerQuerySchema, Object.fromEntries(new URL(request.url).searchParams), monthMessage)
  const business = await businessOfMember(member.id)
  const entries = business ? await entriesOfBusiness({ query }, business.profileId, month) : []
  return json(200, { success: true, entries, totals: totalsOf(entries, business?.slug ?? '') }, { 'Cache-Control': 'no-store' })
}, 'ledger')
