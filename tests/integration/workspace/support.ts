// Helpers for the workspace integration tests: real Requests into the workspace's route modules
// (members, profiles and proposals come from the partners helpers), the workspace listener
// installed as the server entry installs it, and the CMS copy it drafts from, as seeded.
import { expect } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { Route as collaborationsRoute } from '~/routes/api/collaborations'
import { Route as collaborationRoute } from '~/routes/api/collaborations/$id'
import { Route as agreementRoute } from '~/routes/api/collaborations/$id/agreement'
import { Route as confirmRoute } from '~/routes/api/collaborations/$id/agreement/confirm'
import { Route as endRoute } from '~/routes/api/collaborations/$id/end'
import { Route as milestonesRoute } from '~/routes/api/collaborations/$id/milestones'
import { Route as milestoneActionRoute } from '~/routes/api/collaborations/$id/milestones/$mid/$action'
import { Route as reviewRoute } from '~/routes/api/collaborations/$id/review'
// The route tree registers the file routes' paths with the router's types.
import type {} from '~/routeTree.gen'
import { payload } from '~/server/payload.server'
import { provideWorkspace } from '~/workspace/install.server'

import { assertNoSecrets, origin } from '../auth/support'
import { api, ensureBusinessTypes, memberWithProfile, proposalBody, type Answer } from '../partners/support'

type Handler = (context: { request: Request; params?: Record<string, string> }) => Response | Promise<Response>
type Handlers = Partial<Record<'GET' | 'POST' | 'PUT', Handler>>
const handlersOf = (route: unknown) => (route as { options: { server: { handlers: Handlers } } }).options.server.handlers

const routes: { pattern: RegExp; handlers: Handlers; params: string[] }[] = [
  { pattern: /^\/api\/collaborations$/, handlers: handlersOf(collaborationsRoute), params: [] },
  { pattern: /^\/api\/collaborations\/([^/]+)$/, handlers: handlersOf(collaborationRoute), params: ['id'] },
  { pattern: /^\/api\/collaborations\/([^/]+)\/agreement$/, handlers: handlersOf(agreementRoute), params: ['id'] },
  { pattern: /^\/api\/collaborations\/([^/]+)\/agreement\/confirm$/, handlers: handlersOf(confirmRoute), params: ['id'] },
  { pattern: /^\/api\/collaborations\/([^/]+)\/milestones$/, handlers: handlersOf(milestonesRoute), params: ['id'] },
  { pattern: /^\/api\/collaborations\/([^/]+)\/milestones\/([^/]+)\/([^/]+)$/, handlers: handlersOf(milestoneActionRoute), params: ['id', 'mid', 'action'] },
  { pattern: /^\/api\/collaborations\/([^/]+)\/end$/, handlers: handlersOf(endRoute), params: ['id'] },
  { pattern: /^\/api\/collaborations\/([^/]+)\/review$/, handlers: handlersOf(reviewRoute), params: ['id'] },
]

type Options = { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> }

/** Calls `METHOD /api/collaborations…` as a client would, through the route module that serves it. */
export async function workspaceApi(method: 'GET' | 'POST' | 'PUT', path: string, options: Options = {}): Promise<Answer> {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('content-type', 'application/json')
  }
  const url = new URL(path, origin)
  const route = routes.find((candidate) => candidate.pattern.test(url.pathname))
  const handler = route?.handlers[method]
  if (!route || !handler) throw new Error(`no ${method} handler for ${url.pathname}`)
  const match = route.pattern.exec(url.pathname)!
  const params = Object.fromEntries(route.params.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]))
  const response = await handler({ request: new Request(url, { method, headers, body }), params })
  const text = await response.text()
  assertNoSecrets(text)
  return { status: response.status, json: text ? JSON.parse(text) : {}, text, headers: response.headers }
}

/** Business types, the directory copy and the agreement templates as seeded, and the acceptance listener installed. */
export async function ensureWorkspace(): Promise<void> {
  provideWorkspace()
  await ensureBusinessTypes()
  const cms = await payload()
  for (const template of seedData.agreementTemplates) {
    const { totalDocs } = await cms.find({ collection: 'agreement-templates', where: { model: { equals: template.model } }, limit: 1, depth: 0 })
    if (!totalDocs) await cms.create({ collection: 'agreement-templates', data: { ...template, _status: 'published' } as never, overrideAccess: true, depth: 0 })
  }
}

export type Party = Awaited<ReturnType<typeof memberWithProfile>>

/** Two businesses whose proposal (`overrides` to its body) the recipient accepted: [sender, recipient, collaboration id]. */
export async function collaborationBetween(overrides: Record<string, unknown> = {}): Promise<[Party, Party, number]> {
  const sender = await memberWithProfile({ name: `Sender ${Date.now()}` })
  const recipient = await memberWithProfile({ name: `Recipient ${Date.now()}` })
  const sent = await api('POST', '/api/proposals', { token: sender.token, body: proposalBody(recipient.profile.slug, overrides) })
  expect(sent.status, sent.text).toBe(201)
  const id = Number(sent.json.proposal.id)
  const accepted = await api('POST', `/api/proposals/${id}/accept`, { token: recipient.token })
  expect(accepted.status, accepted.text).toBe(200)
  return [sender, recipient, id]
}

export const collaborationKeys = [
  'agreement',
  'channel',
  'createdAt',
  'endedAt',
  'from',
  'id',
  'message',
  'milestones',
  'model',
  'offer',
  'startDate',
  'status',
  'to',
  'unread',
  'updatedAt',
]
