// The monthly billing run (decision 0109). For a Melbourne month, issued at the first
// midnight of the next: one numbered invoice per business for what it owes Kindred (the
// subscription period that has begun, prorations, platform commission; AUD, GST included and
// shown) and one statement per pair of businesses netting their commission and placement fees;
// each emailed through the outbox. Businesses and pairs go in batches, each batch one transaction;
// every piece is keyed in the database (one invoice per business and month, one statement per pair
// and month, one subscription entry per period), so runs in several processes at once, or again
// after a restart or a kill, issue each exactly once (decision 0113).
import type { Email } from '@kindred/cms/types'
import { actionEmailHtml, type OutgoingEmail } from '@kindred/cms/mail'
import { fill, oneLine, paragraphs } from '@kindred/cms/template'

import { periodHolding } from '~/server/billing-period'
import { emailCopy } from '~/server/copy.server'
import { db, transaction, type Tx } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { AppError } from '~/server/errors.server'
import { businessesWithKindredEntries, kindredEntriesToInvoiceOf, linkToStatementEach, markInvoicedEach, pairEntriesToStateOf, pairsWithEntries, recordPlanCharge } from '~/server/ledger.server'
import { deliverInBackgroundIfRoom, enqueueEmails, nameInEmail } from '~/server/mail.server'
import { planInForce, type MemberPlan } from '~/server/member'
import { findMemberContacts, payingBusinesses } from '~/server/members.server'
import { publishedPlans, type PlanTerms } from '~/server/plans.server'
import { quietProgress, type RunProgress } from '~/server/run-progress'

import { invoiceTotals, melbourneMonth, netPair, previousMonth, type InvoiceLine } from './billing-arithmetic'
import { invoicedIn, issueInvoices, issueMoment, issueStatements, membersOfBusinesses, namesOfBusinesses } from './billing-store.server'
import { aud, monthInWords } from './format'

export type BillingRun = { month: string; invoices: string[]; statements: number[] }

/**
 * Businesses (or pairs) billed in one transaction: a few hundred statements' worth of work in a
 * handful of round trips, and a lock on their entries held for well under a second.
 */
const batchSize = 250

/** Emails a run sends itself at once; the rest wait in the outbox for its worker, so SMTP never sets the run's pace. */
const deliveriesAtOnce = 8

const monthPattern = /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/

type Copy = { templates: Email; brand: string }

/** The first name (as an email names it) and address of the member who runs each of `businessIds`, by business, read in `tx`. */
async function recipientsOf(tx: Tx, businessIds: number[]): Promise<Map<number, { firstName: string; email: string }>> {
  const members = await membersOfBusinesses(tx, businessIds)
  const contacts = await findMemberContacts([...new Set(members.values())], tx)
  const recipients = new Map<number, { firstName: string; email: string }>()
  for (const [businessId, memberId] of members) {
    const contact = contacts.get(memberId)
    if (contact) recipients.set(businessId, { firstName: nameInEmail(contact.firstName, contact.email), email: contact.email })
  }
  return recipients
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

/**
 * Issues the invoices for `month` of the businesses `businessIds` that owe something and have none
 * yet, in one transaction: their entries locked and read together, the invoices numbered together,
 * the entries moved onto them and the emails queued. Answers the numbers issued and the emails queued.
 */
async function invoiceBatch(businessIds: number[], planOf: Map<number, MemberPlan>, month: string, issuedAt: Date, plans: PlanTerms[], copy: Copy): Promise<{ numbers: string[]; emails: number[] }> {
  return transaction(async (tx) => {
    const renewals: string[] = []
    for (const businessId of businessIds) {
      const plan = planOf.get(businessId)
      const renewal = plan ? renewalOf(businessId, plan, plans, issuedAt) : null
      if (!renewal) continue
      await recordPlanCharge(tx, { businessId, kind: 'subscription', amount: renewal.amount, source: renewal.source })
      renewals.push(renewal.source)
    }
    const entriesOf = await kindredEntriesToInvoiceOf(tx, businessIds, issuedAt, renewals)
    const invoices = [...entriesOf].map(([businessId, entries]) => {
      // Signed for the business: what it pays Kindred adds, what Kindred credits it takes off.
      const lines: InvoiceLine[] = entries.map((entry) => ({
        kind: entry.kind as InvoiceLine['kind'],
        amount: entry.payeeId === businessId ? -entry.amount : entry.amount,
        entryId: entry.id,
        collaborationId: entry.collaborationId,
        createdAt: entry.createdAt,
      }))
      const { total, gst } = invoiceTotals(lines)
      return { businessId, total, gst, lines }
    })
    const numbers = await issueInvoices(tx, month, issuedAt, invoices)
    const issued = invoices.filter((invoice) => numbers.has(invoice.businessId))
    const entryIds = issued.flatMap((invoice) => invoice.lines.map((line) => line.entryId))
    const entryNumbers = issued.flatMap((invoice) => invoice.lines.map(() => numbers.get(invoice.businessId)!))
    await markInvoicedEach(tx, entryIds, entryNumbers)
    const recipients = await recipientsOf(
      tx,
      issued.map((invoice) => invoice.businessId),
    )
    const emails = issued.flatMap((invoice) => {
      const recipient = recipients.get(invoice.businessId)
      if (!recipient) return []
      const number = numbers.get(invoice.businessId)!
      const href = new URL(`/dashboard/invoices/${number}`, publicUrl()).toString()
      const values = { number, month: monthInWords(month), total: aud(invoice.total), gst: aud(invoice.gst), brand: copy.brand, firstName: recipient.firstName }
      return [billingEmail(copy.templates.invoiceIssued, values, recipient.email, 'invoice', href)]
    })
    return { numbers: issued.map((invoice) => numbers.get(invoice.businessId)!), emails: await enqueueEmails(tx, emails) }
  })
}

/**
 * Issues `month`'s statements of the pairs `pairs` ([low, high]) that have entries to state and no
 * statement yet, in one transaction, and queues an email to both sides of each. Answers the
 * statements issued and the emails queued.
 */
async function stateBatch(pairs: [number, number][], month: string, issuedAt: Date, copy: Copy): Promise<{ ids: number[]; emails: number[] }> {
  return transaction(async (tx) => {
    const entriesOf = await pairEntriesToStateOf(tx, pairs, issuedAt)
    const nets = pairs.flatMap(([low, high]) => {
      const entries = entriesOf.get(`${low}:${high}`)
      return entries?.length ? [{ key: `${low}:${high}`, low, high, entries, net: netPair(entries, low, high) }] : []
    })
    const ids = await issueStatements(
      tx,
      month,
      issuedAt,
      nets.map((pair) => pair.net),
    )
    const issued = nets.filter((pair) => ids.has(pair.key))
    await linkToStatementEach(
      tx,
      issued.flatMap((pair) => pair.entries.map((entry) => entry.id)),
      issued.flatMap((pair) => pair.entries.map(() => ids.get(pair.key)!)),
    )
    const sides = [...new Set(issued.flatMap((pair) => [pair.low, pair.high]))]
    const [names, recipients] = [await namesOfBusinesses(tx, sides), await recipientsOf(tx, sides)]
    const nameOf = (businessId: number) => names.get(businessId) ?? ''
    const href = new URL('/dashboard/invoices', publicUrl()).toString()
    const emails = issued.flatMap(({ low, high, net }) => {
      const values = { month: monthInWords(month), payer: nameOf(net.payerId), payee: nameOf(net.payeeId), amount: aud(net.amount), brand: copy.brand }
      return [low, high].flatMap((businessId) => {
        const recipient = recipients.get(businessId)
        return recipient ? [billingEmail(copy.templates.statementIssued, { ...values, firstName: recipient.firstName }, recipient.email, 'statement', href)] : []
      })
    })
    return { ids: issued.map((pair) => ids.get(pair.key)!), emails: await enqueueEmails(tx, emails) }
  })
}

/** Starts sending a batch's committed emails, as many as there is room for; the outbox worker sends the rest. */
function deliverAll(emails: number[]): void {
  for (const id of emails) deliverInBackgroundIfRoom(id, deliveriesAtOnce)
}

/**
 * Bills `month` (YYYY-MM, Melbourne): what is owed up to its end and not yet invoiced or stated.
 * Safe to run any number of times, in any number of processes: what is issued is issued once.
 * A month not over yet at `now` is refused: what it still writes would wait for the next month.
 * For operators (`pnpm billing:run 2026-11`), tests and the scheduled run; `progress` hears of
 * each business and pair as it is done.
 */
export async function runMonthlyBilling(month: string, now = new Date(), progress: RunProgress = quietProgress): Promise<BillingRun> {
  if (!monthPattern.test(month)) throw new AppError('bad-request', 'Please give the month as YYYY-MM, such as 2026-11')
  const pool = await db()
  const issuedAt = await issueMoment(pool, month)
  if (issuedAt.getTime() > now.getTime()) throw new AppError('bad-request', `${month} is not over yet: it is billed from ${issuedAt.toISOString()}.`)
  // Copy and plans are read before any transaction opens (a transaction holds a pooled connection).
  const [copy, plans, paying, owing] = await Promise.all([emailCopy(), publishedPlans(), payingBusinesses(pool), businessesWithKindredEntries(pool, issuedAt)])
  const planOf = new Map(paying.map((row) => [row.businessId, row.plan]))
  // A business whose invoice for the month exists is done (a run before this one issued it, with
  // its subscription entry): a run resumed after a stop goes on where that one was.
  const done = await invoicedIn(pool, month)
  const businesses = [...new Set([...paying.map((row) => row.businessId), ...owing])].filter((id) => !done.has(id)).sort((a, b) => a - b)
  const run: BillingRun = { month, invoices: [], statements: [] }
  progress.phase('invoices', businesses.length)
  for (let at = 0; at < businesses.length; at += batchSize) {
    const batch = businesses.slice(at, at + batchSize)
    const issued = await invoiceBatch(batch, planOf, month, issuedAt, plans, copy)
    run.invoices.push(...issued.numbers)
    deliverAll(issued.emails)
    progress.step(batch.length)
  }
  progress.end()
  const pairs = await pairsWithEntries(pool, issuedAt)
  progress.phase('statements', pairs.length)
  for (let at = 0; at < pairs.length; at += batchSize) {
    const batch = pairs.slice(at, at + batchSize)
    const issued = await stateBatch(batch, month, issuedAt, copy)
    run.statements.push(...issued.ids)
    deliverAll(issued.emails)
    progress.step(batch.length)
  }
  progress.end()
  return run
}

/** The month the scheduled run bills at `now`: the Melbourne month before the current one. */
export const monthToBill = (now: Date) => previousMonth(melbourneMonth(now))
