// The monthly billing run (CONTRACT §8, decision 0109). For a Melbourne month, issued at the first
// midnight of the next: one numbered invoice per business for what it owes Kindred (the
// subscription period that has begun, prorations, platform commission; AUD, GST included and
// shown) and one statement per pair of businesses netting their commission and placement fees;
// each emailed through the outbox. Every piece is its own transaction keyed in the database (one
// invoice per business and month, one statement per pair and month, one subscription entry per
// period), so runs in several processes at once, or again after a restart, issue each exactly once.
import type { Email } from '@kindred/cms/types'
import { actionEmailHtml, type OutgoingEmail } from '@kindred/cms/mail'
import { fill, oneLine, paragraphs } from '@kindred/cms/template'

import { periodHolding } from '~/server/billing-period'
import { emailCopy } from '~/server/copy.server'
import { db, transaction, type Tx } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { AppError } from '~/server/errors.server'
import {
  businessesWithKindredEntries,
  kindredEntriesToInvoice,
  linkToStatement,
  markInvoiced,
  pairEntriesToState,
  pairsWithEntries,
  recordPlanCharge,
} from '~/server/ledger.server'
import { deliverInBackground, enqueueEmail, nameInEmail } from '~/server/mail.server'
import { planInForce, type MemberPlan } from '~/server/member'
import { findMemberById, payingBusinesses } from '~/server/members.server'
import { publishedPlans, type PlanTerms } from '~/server/plans.server'

import { invoiceTotals, melbourneMonth, netPair, previousMonth, type InvoiceLine } from './billing-arithmetic'
import { issueInvoice, issueMoment, issueStatement, memberOfBusiness, namesOfBusinesses } from './billing-store.server'
import { aud, monthInWords } from './format'

export type BillingRun = { month: string; invoices: string[]; statements: number[] }

const monthPattern = /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/

type Copy = { templates: Email; brand: string }

/** An email to the member who runs `businessId`, queued in `tx`; null when the business has no member. */
async function queueTo(tx: Tx, businessId: number, make: (firstName: string, email: string) => OutgoingEmail): Promise<number | null> {
  const memberId = await memberOfBusiness(tx, businessId)
  const member = memberId === null ? null : await findMemberById(memberId, tx)
  return member ? enqueueEmail(tx, make(nameInEmail(member.firstName, member.email), member.email)) : null
}

function billingEmail(template: Email['invoiceIssued'], values: Record<string, string>, to: string, kind: string, href: string): OutgoingEmail {
  const text = (words: string) => fill(words, { ...values, link: href })
  const subject = oneLine(text(template.subject))
  const body = paragraphs(text(template.body))
  return {
    kind,
    to,
    subject,
    text: [...body, `${text(template.action)}: ${href}`, text(template.footer)].join('\n\n'),
    html: actionEmailHtml({ subject, heading: text(template.heading), paragraphs: body, action: text(template.action), href, linkHint: text(template.linkHint), footer: text(template.footer) }),
  }
}

/**
 * The source of the subscription entry for the period of `plan` that holds `issuedAt`, and its
 * price; null when the member pays nothing then (free, a trial, no period yet, or a period before
 * the one their plan change started, which that change charged itself).
 */
function renewalOf(businessId: number, plan: MemberPlan, plans: PlanTerms[], issuedAt: Date): { source: string; amount: number } | null {
  const standing = planInForce(plan, issuedAt.getTime())
  if ((standing.status !== 'active' && standing.status !== 'past-due') || !standing.renewsAt) return null
  const terms = plans.find((candidate) => candidate.slug === standing.slug)
  const amount = terms ? (standing.billing === 'annual' ? terms.annualPrice : terms.monthlyPrice) : 0
  const period = periodHolding(new Date(standing.renewsAt), standing.billing, issuedAt)
  if (amount <= 0 || period.end.getTime() < Date.parse(standing.renewsAt)) return null
  return { source: `subscription:${businessId}:${period.end.toISOString()}`, amount }
}

/** Issues business `businessId`'s invoice for `month` unless it has one or owes nothing; its number, or null. */
async function invoiceBusiness(businessId: number, plan: MemberPlan | undefined, month: string, issuedAt: Date, plans: PlanTerms[], copy: Copy): Promise<string | null> {
  const issued = await transaction(async (tx) => {
    const renewal = plan ? renewalOf(businessId, plan, plans, issuedAt) : null
    if (renewal) await recordPlanCharge(tx, { businessId, kind: 'subscription', amount: renewal.amount, source: renewal.source })
    const entries = await kindredEntriesToInvoice(tx, businessId, issuedAt, renewal ? [renewal.source] : [])
    if (entries.length === 0) return null
    // Signed for the business: what it pays Kindred adds, what Kindred credits it takes off.
    const lines: InvoiceLine[] = entries.map((entry) => ({
      kind: entry.kind as InvoiceLine['kind'],
      amount: entry.payeeId === businessId ? -entry.amount : entry.amount,
      entryId: entry.id,
      collaborationId: entry.collaborationId,
      createdAt: entry.createdAt,
    }))
    const { total, gst } = invoiceTotals(lines)
    const number = await issueInvoice(tx, { businessId, month, issuedAt, total, gst, lines })
    if (!number) return null
    await markInvoiced(
      tx,
      entries.map((entry) => entry.id),
      number,
    )
    const href = new URL(`/dashboard/invoices/${number}`, publicUrl()).toString()
    const values = { number, month: monthInWords(month), total: aud(total), gst: aud(gst), brand: copy.brand }
    const emailId = await queueTo(tx, businessId, (firstName, to) => billingEmail(copy.templates.invoiceIssued, { ...values, firstName }, to, 'invoice', href))
    return { number, emailId }
  })
  if (issued?.emailId != null) deliverInBackground(issued.emailId)
  return issued?.number ?? null
}

/** Issues the statement of businesses `low` and `high` for `month` unless it exists or there is nothing to state; its id, or null. */
async function statePair(low: number, high: number, month: string, issuedAt: Date, copy: Copy): Promise<number | null> {
  const issued = await transaction(async (tx) => {
    const entries = await pairEntriesToState(tx, low, high, issuedAt)
    if (entries.length === 0) return null
    const net = netPair(entries, low, high)
    const id = await issueStatement(tx, { month, issuedAt, ...net })
    if (id === null) return null
    await linkToStatement(
      tx,
      entries.map((entry) => entry.id),
      id,
    )
    const names = await namesOfBusinesses(tx, [low, high])
    const nameOf = (businessId: number) => names.get(businessId) ?? ''
    const href = new URL('/dashboard/invoices', publicUrl()).toString()
    const values = { month: monthInWords(month), payer: nameOf(net.payerId), payee: nameOf(net.payeeId), amount: aud(net.amount), brand: copy.brand }
    const emails: number[] = []
    for (const businessId of [low, high]) {
      const emailId = await queueTo(tx, businessId, (firstName, to) => billingEmail(copy.templates.statementIssued, { ...values, firstName }, to, 'statement', href))
      if (emailId !== null) emails.push(emailId)
    }
    return { id, emails }
  })
  issued?.emails.forEach(deliverInBackground)
  return issued?.id ?? null
}

/**
 * Bills `month` (YYYY-MM, Melbourne): what is owed up to its end and not yet invoiced or stated.
 * Safe to run any number of times, in any number of processes: what is issued is issued once.
 * A month not over yet at `now` is refused: what it still writes would wait for the next month.
 * For operators (`pnpm billing:run 2026-11`), tests and the scheduled run.
 */
export async function runMonthlyBilling(month: string, now = new Date()): Promise<BillingRun> {
  if (!monthPattern.test(month)) throw new AppError('bad-request', 'Please give the month as YYYY-MM, such as 2026-11')
  const pool = await db()
  const issuedAt = await issueMoment(pool, month)
  if (issuedAt.getTime() > now.getTime()) throw new AppError('bad-request', `${month} is not over yet: it is billed from ${issuedAt.toISOString()}.`)
  // Copy and plans are read before any transaction opens (a transaction holds a pooled connection).
  const [copy, plans, paying, owing] = await Promise.all([emailCopy(), publishedPlans(), payingBusinesses(pool), businessesWithKindredEntries(pool, issuedAt)])
  const planOf = new Map(paying.map((row) => [row.businessId, row.plan]))
  const businesses = [...new Set([...paying.map((row) => row.businessId), ...owing])].sort((a, b) => a - b)
  const run: BillingRun = { month, invoices: [], statements: [] }
  for (const businessId of businesses) {
    const number = await invoiceBusiness(businessId, planOf.get(businessId), month, issuedAt, plans, copy)
    if (number) run.invoices.push(number)
  }
  for (const [low, high] of await pairsWithEntries(pool, issuedAt)) {
    const id = await statePair(low, high, month, issuedAt, copy)
    if (id !== null) run.statements.push(id)
  }
  return run
}

/** The month the scheduled run bills at `now`: the Melbourne month before the current one. */
export const monthToBill = (now: Date) => previousMonth(melbourneMonth(now))
