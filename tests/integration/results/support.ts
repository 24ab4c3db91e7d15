// Helpers for the results integration tests: collaborations made through the partners API (two
// members with profiles, a proposal accepted), and real Requests into the results route modules.
import { expect } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { provideMemberLookup } from '~/auth/member-lookup.server'
import { followLink } from '~/results/go.server'
import { payload } from '~/server/payload.server'

import { choosePlan, seedPlans } from '../../support/plans'
import { serveRoute } from '../../support/routes'

import { assertNoSecrets } from '../auth/support'
import { api, ensureBusinessTypes, memberWithProfile, origin, proposalBody, type Answer } from '../partners/support'

export { origin, type Answer }

/** Answers `request` through the route module that serves its path and method. */
export async function serveResults(request: Request): Promise<Response> {
  // The server entry answers a tracking link before routing, with the socket's address.
  const link = /^\/go\/([^/]+)$/.exec(new URL(request.url).pathname)
  if (link && request.method === 'GET') return followLink(request, decodeURIComponent(link[1]!), {})
  return serveRoute(request)
}

// The answers' shapes are what the tests assert, so their JSON is deliberately untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

/** Calls a results endpoint as an API client would (bearer token, JSON body). */
export async function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer & { json: Json }> {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('content-type', 'application/json')
  }
  const response = await serveResults(new Request(new URL(path, origin), { method, headers, body }))
  const text = await response.text()
  assertNoSecrets(text)
  const json = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : {}
  return { status: response.status, json, text, headers: response.headers }
}

/** What every results test needs: business types and copy, the results copy, and who is signed in. */
export async function setUpResults(): Promise<void> {
  await ensureBusinessTypes()
  provideMemberLookup()
  const cms = await payload()
  const copy = await cms.findGlobal({ slug: 'results', depth: 0 })
  if (!copy.offerEnded?.title || !copy.linkNotFound?.title || !copy.counterPage?.title)
    await cms.updateGlobal({ slug: 'results', data: { ...seedData.results, _status: 'published' } as never, overrideAccess: true, depth: 0 })
  await seedPlans()
}

export type Member = Awaited<ReturnType<typeof memberWithProfile>>
export type Pair = { id: number; proposer: Member; accepter: Member }

let count = 0

/**
 * Two businesses whose proposal is accepted (or, with `accept: false`, still pending), both on a
 * Growth trial unless `plan` says otherwise (offer codes come with Growth); with `terms`, a proposal
 * of that model and its terms (`{ model: 'commission', commissionPercent: 12 }`).
 */
export async function collaboration(options: { accept?: boolean; names?: [string, string]; plan?: 'community' | 'growth'; terms?: Record<string, unknown> & { model: string } } = {}): Promise<Pair> {
  count += 1
  const stamp = `${Date.now().toString(36)}${count}`
  const [first, second] = options.names ?? [`Fitzroy Beans ${stamp}`, `Collingwood Books ${stamp}`]
  const models = options.terms ? [options.terms.model as 'commission'] : undefined
  const proposer = await memberWithProfile({ name: first, ...(models && { models }) })
  const accepter = await memberWithProfile({ name: second, ...(models && { models }) })
  if ((options.plan ?? 'growth') === 'growth') for (const member of [proposer, accepter]) await choosePlan(member.token, 'growth')
  const sent = await api('POST', '/api/proposals', { token: proposer.token, body: proposalBody(accepter.profile.slug, options.terms) })
  expect(sent.status, sent.text).toBe(201)
  const id = Number(sent.json.proposal.id)
  if (options.accept !== false) {
    const accepted = await api('POST', `/api/proposals/${id}/accept`, { token: accepter.token })
    expect(accepted.status, accepted.text).toBe(200)
  }
  return { id, proposer, accepter }
}

/** A code made by `redeemer` in collaboration `id`; returns its OfferCode JSON. */
export async function makeCode(redeemer: { token: string }, id: number, body: Record<string, unknown> = {}): Promise<Json> {
  const made = await call('POST', `/api/collaborations/${id}/codes`, { token: redeemer.token, body: { offerText: '10% off your first coffee', ...body } })
  expect(made.status, made.text).toBe(201)
  return made.json.code
}

/** Records a sale of `code` as `member` (201 or 200 expected by the caller). */
export const redeem = (member: { token: string }, body: Record<string, unknown>) => call('POST', '/api/redemptions', { token: member.token, body })

/** A day as YYYY-MM-DD, `days` from today (UTC). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
