// Helpers for the money integration tests: the seeded plans published (their commission rates are
// what the ledger charges), members put on a plan, collaborations with money terms (results
// support), and GET /api/ledger through its route module.
import { db, type Queryable } from '~/server/db.server'
import { payload } from '~/server/payload.server'
import { Route as ledgerRoute } from '~/routes/api/ledger'
// The route tree registers the file routes' paths with the router's types.
import type {} from '~/routeTree.gen'

import { deliverDueEmails } from '../../../cms/src/mail/outbox'
import { mailTo } from '../../support/mailbox'
import { assertNoSecrets, origin } from '../auth/support'
import type { Json } from '../partners/support'
import { setUpResults } from '../results/support'

/** Results as set up for their own tests, which includes the seeded plans (their commission rates are what the ledger charges). */
export async function setUpMoney(): Promise<void> {
  await setUpResults()
}

/** Puts a member on `plan` as a paying member (how billing will leave them), whatever they chose before. */
export async function putOnPlan(memberId: number, plan: 'community' | 'growth' | 'scale'): Promise<void> {
  await (await db()).query(`update members set plan = $2, plan_status = $3, trial_ends_at = null where id = $1`, [memberId, plan, plan === 'community' ? 'free' : 'active'])
}

type Handler = (context: { request: Request }) => Promise<Response>
const getHandler = (ledgerRoute as unknown as { options: { server: { handlers: Record<string, Handler> } } }).options.server.handlers.GET!

/** GET /api/ledger?{query} as an API client. */
export async function ledger(token: string | undefined, query: string): Promise<{ status: number; json: Json }> {
  const headers = new Headers()
  if (token) headers.set('authorization', `Bearer ${token}`)
  const response = await getHandler({ request: new Request(new URL(`/api/ledger?${query}`, origin), { headers }) })
  const text = await response.text()
  assertNoSecrets(text)
  return { status: response.status, json: JSON.parse(text) as Json }
}

/** Every ledger entry of a collaboration as stored, oldest first. */
export async function storedEntries(collaborationId: number) {
  const { rows } = await (
    await db()
  ).query(
    `select kind::text as kind, amount::int as amount, payer_id, payer_is_kindred, payee_id, payee_is_kindred, status::text as status, source
       from ledger_entries where collaboration_id = $1 order by id`,
    [collaborationId],
  )
  return rows
}

type MoneyHandler = (context: { request: Request }) => Promise<Response>

/** Calls a money handler as an API client (bearer token, JSON body); answers its status and JSON. */
export async function moneyCall(handler: MoneyHandler, path: string, options: { token?: string; method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<{ status: number; json: Json }> {
  const headers = new Headers()
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body: string | undefined
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('content-type', 'application/json')
  }
  const response = await handler({ request: new Request(new URL(path, origin), { method: options.method ?? 'GET', headers, body }) })
  const text = await response.text()
  assertNoSecrets(text)
  return { status: response.status, json: JSON.parse(text) as Json }
}

/**
 * The text of an email to `to` whose subject matches `subject`, whichever came last (waits up to
 * `timeoutMs` for it to be delivered). A run sends a few of its emails itself and leaves the rest
 * in the outbox for the mail worker; while waiting, this sends them as that worker would.
 */
export async function emailMatching(to: string, subject: RegExp, timeoutMs = 5000): Promise<string> {
  const until = Date.now() + timeoutMs
  for (;;) {
    while ((await deliverDueEmails(await payload(), { limit: 100 })).claimed > 0);
    const mail = (await mailTo(process.env.MAIL_DIR!, to)).findLast((candidate) => subject.test(candidate.subject ?? ''))
    if (mail) return mail.text ?? ''
    if (Date.now() > until) throw new Error(`no email "${subject}" to ${to}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The invoice numbers stored, as each year's sequence (`KIN-2026-000001` is 2026's first). Numbers
 * restart every year, and a run for a month that ends next year numbers in next year's sequence.
 */
export async function invoiceSequencesByYear(client: Queryable): Promise<number[][]> {
  const { rows } = await client.query(`select number from invoices order by number`)
  const byYear = new Map<string, number[]>()
  for (const { number } of rows) {
    const [, year, sequence] = /^KIN-(\d{4})-(\d{6})$/.exec(String(number)) ?? []
    if (!year || !sequence) throw new Error(`An invoice number out of pattern: ${String(number)}`)
    byYear.set(year, [...(byYear.get(year) ?? []), Number(sequence)])
  }
  return [...byYear.values()]
}
