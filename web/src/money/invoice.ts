// Invoice and Statement JSON (decision 0109) as the API answers them and the pages show them: plain
// types, safe for the browser. Amounts are integer AUD cents, GST included.
import type { InvoiceLine } from './billing-arithmetic'

export type { InvoiceLine }

export const statementStatuses = ['issued', 'paid', 'confirmed', 'disputed'] as const
export type StatementStatus = (typeof statementStatuses)[number]

export type Party = { slug: string; name: string }

/** An invoice as GET /api/invoices answers it (cents, GST included). */
export type Invoice = {
  number: string
  month: string
  issuedAt: string
  currency: 'AUD'
  total: number
  gst: number
  exGst: number
  business: Party
  lines: InvoiceLine[]
}

/** A statement as GET /api/statements answers it: `payer` owes `payee` `amount` cents after netting. */
export type Statement = {
  id: number
  month: string
  status: StatementStatus
  currency: 'AUD'
  amount: number
  payerOwes: number
  payeeOwes: number
  payer: Party
  payee: Party
  issuedAt: string
  disputableUntil: string
  paidAt: string | null
  confirmedAt: string | null
  disputedAt: string | null
  disputeReason: string | null
}
