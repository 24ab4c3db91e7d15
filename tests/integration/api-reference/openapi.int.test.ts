// The API reference agrees with the routes (decision 0115): every API route file and method is in
// the served document and every documented operation has its route; the document's request
// schemas are the handlers' own; what the document calls invalid the routes refuse with 400; and
// the document is valid OpenAPI 3.1 by a maintained validator.
import { Validator } from '@seriousme/openapi-schema-validator'
import { beforeAll, describe, expect, it } from 'vitest'

import { forms } from '../../../content-seed/src/data/forms'
import { leakIn } from '../../support/fuzz'
import { serveRoute as serveFileRoute, serverRoutes } from '../../support/routes'

import { deleteAccountSchema } from '~/auth/account.schemas'
import { authSchemas } from '~/auth/auth.schemas'
import { apiOperations, type Operation } from '~/api-reference/operations.server'
import { referenceOf, type ApiDocument } from '~/api-reference/reference'
import { contactSchema } from '~/contact/contact.schema'
import { ledgerQuerySchema } from '~/money/handlers.server'
import { disputeSchema } from '~/money/statements.server'
import { proposalActions } from '~/partners/partners.options'
import { businessProfileSchema, directoryFilterSchema, proposalSchema } from '~/partners/partners.schema'
import { apiKeySchema, planChangeSchema } from '~/plans/plans.schema'
import { counterLinkSchema, integrationSchema, newCodeSchema, redemptionSchema, resultsQuerySchema } from '~/results/results.schema'
import { keyRoutes } from '~/server/api-keys.server'
import { milestoneActions } from '~/workspace/handlers.server'
import { agreementSchema, messageSchema, milestoneSchema, notificationsSchema, reviewSchema } from '~/workspace/workspace.schema'

const origin = 'http://localhost:3000'

const routes = serverRoutes
/** The API: every endpoint under /api, /auth and /go; pages' own form handlers are not API, /contact's JSON is (contract §2). */
const apiRoutes = routes.filter((route) => (/^\/(api|auth|go)\//.test(route.path) && !route.page) || route.path === '/contact')
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`

/** `/api/proposals/$id/$action` → a pattern a documented path (`{id}` or a literal) must match. */
const documentedPattern = (routePath: string) =>
  new RegExp(
    `^${routePath
      .split('/')
      .map((segment) => (segment.startsWith('$') ? `(\\{${segment.slice(1)}\\}|[a-z-]+)` : segment.replace(/[.]/g, '\\.')))
      .join('/')}$`,
  )

let document: ApiDocument & Record<string, unknown>
const operations = apiOperations(forms)

/** Answers a request through the route module that serves its path, as the router would. */
async function serveRoute(method: string, path: string, init: { body?: string; contentType?: string } = {}): Promise<Response> {
  const headers = new Headers(init.body === undefined ? {} : { 'content-type': init.contentType ?? 'application/json' })
  return serveFileRoute(new Request(new URL(path, origin), { method, headers, body: init.body }))
}

beforeAll(async () => {
  const response = await serveRoute('GET', '/api/openapi.json')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  document = (await response.json()) as typeof document
})

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator()
    const result = await validator.validate(document)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('shows no internal detail (source paths, hashes, stack frames) to anyone who reads it', () => {
    expect(leakIn(JSON.stringify(document))).toBeNull()
  })

  it('documents every method of every API route file, and nothing else', () => {
    const served = new Set(apiRoutes.flatMap((route) => Object.keys(route.handlers).map((method) => key(method, route.path))))
    const documented = new Set(operations.flatMap((operation) => (operation.route ? [key(operation.method, operation.route)] : [])))
    expect([...served].filter((entry) => !documented.has(entry)).sort(), 'route methods missing from the document').toEqual([])
    expect([...documented].filter((entry) => !served.has(entry)).sort(), 'documented operations without a route').toEqual([])
    // Only the tracking link is answered before routing (web/src/server.ts).
    expect(operations.filter((operation) => operation.route === null).map((operation) => key(operation.method, operation.path))).toEqual(['GET /go/{code}'])
    expect(served.size).toBeGreaterThan(60)
  })

  it("the served document's paths and methods are the operations', each path a path of its route", () => {
    const inDocument = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => key(method, path)))
    expect(inDocument.sort()).toEqual(operations.map((operation) => key(operation.method, operation.path)).sort())
    for (const operation of operations) {
      if (operation.route) expect(operation.path, operation.route).toMatch(documentedPattern(operation.route))
    }
  })

  it('spells out exactly the actions the action routes accept', () => {
    const actionsOf = (route: string) => operations.filter((operation) => operation.route === route).map((operation) => operation.path.split('/').pop())
    expect(actionsOf('/api/proposals/$id/$action')).toEqual([...proposalActions])
    expect(actionsOf('/api/collaborations/$id/milestones/$mid/$action')).toEqual([...milestoneActions])
  })

  it('lists the API key only on the operations an API key may call', () => {
    const keyed = operations.filter((operation) => operation.security.includes('apiKey')).map((operation) => key(operation.method, operation.path))
    expect(keyed.sort()).toEqual(Object.keys(keyRoutes).sort())
  })

  it('gives each operation the schema its handler parses (the same zod object)', () => {
    const auth = authSchemas(forms)
    const find = (method: Operation['method'], path: string) => operations.find((operation) => operation.method === method && operation.path === path)!
    const bodies: [Operation['method'], string, unknown][] = [
      ['post', '/auth/register', auth.register],
      ['post', '/auth/login', auth.login],
      ['post', '/auth/google', auth.google],
      ['post', '/auth/refresh', auth.refresh],
      ['put', '/auth/profile', auth.profile],
      ['post', '/auth/verify-email', auth.token],
      ['post', '/auth/forgot-password', auth.forgotPassword],
      ['post', '/auth/reset-password', auth.resetPassword],
      ['post', '/auth/account/delete', deleteAccountSchema],
      ['post', '/contact', contactSchema(forms)],
      ['put', '/auth/business-profile', businessProfileSchema],
      ['post', '/api/proposals', proposalSchema],
      ['post', '/api/collaborations/{id}/codes', newCodeSchema],
      ['post', '/api/redemptions', redemptionSchema],
      ['post', '/api/counter-links', counterLinkSchema],
      ['post', '/api/integrations', integrationSchema],
      ['put', '/api/collaborations/{id}/agreement', agreementSchema],
      ['post', '/api/collaborations/{id}/milestones', milestoneSchema],
      ['post', '/api/collaborations/{id}/messages', messageSchema],
      ['post', '/api/collaborations/{id}/review', reviewSchema],
      ['put', '/auth/notifications', notificationsSchema],
      ['post', '/auth/plan', planChangeSchema],
      ['post', '/auth/api-keys', apiKeySchema],
      ['post', '/api/statements/{id}/dispute', disputeSchema],
    ]
    for (const [method, path, schema] of bodies) expect(find(method, path).body === schema, `${method} ${path}`).toBe(true)
    expect(find('get', '/api/partners').query === directoryFilterSchema).toBe(true)
    expect(find('get', '/api/collaborations/{id}/results').query === resultsQuerySchema).toBe(true)
    expect(find('get', '/api/ledger').query === ledgerQuerySchema).toBe(true)
  })
})

describe('what the document calls invalid, the routes refuse with 400', () => {
  type Schema = { properties: Record<string, { maxLength?: number; minLength?: number; enum?: string[]; anyOf?: { enum?: string[] }[] }> }
  const body = (method: string, path: string) =>
    (document.paths[path]![method] as { requestBody: { content: { 'application/json': { schema: Schema } } } }).requestBody.content['application/json'].schema
  const query = (path: string, name: string) =>
    (document.paths[path]!.get as { parameters: { name: string; schema: { enum?: string[]; maximum?: number } }[] }).parameters.find((parameter) => parameter.name === name)!.schema

  it('POST /auth/register: a password one shorter than the minimum', async () => {
    const minimum = body('post', '/auth/register').properties.password!.minLength!
    expect(minimum).toBe(8)
    const response = await serveRoute('POST', '/auth/register', {
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email: 'docs-check@example.com', password: 'x'.repeat(minimum - 1) }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty('password')
  })

  it('POST /contact: a message one longer than the maximum', async () => {
    const maximum = body('post', '/contact').properties.message!.maxLength!
    const response = await serveRoute('POST', '/contact', { body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(maximum + 1) }) })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toHaveProperty('message')
  })

  it('GET /api/partners: a channel outside the enum, a page past the maximum', async () => {
    expect(query('/api/partners', 'channel').enum).not.toContain('billboard')
    expect((await serveRoute('GET', '/api/partners?channel=billboard')).status).toBe(400)
    expect((await serveRoute('GET', `/api/partners?page=${query('/api/partners', 'page').maximum! + 1}`)).status).toBe(400)
  })
})

describe('the /docs/api reading of the document', () => {
  it('shows every operation once, grouped by tag, with its body fields and answers', () => {
    const reference = referenceOf(document)
    const shown = reference.groups.flatMap((group) => group.operations.map((operation) => key(operation.method, operation.path)))
    expect(shown.sort()).toEqual(operations.map((operation) => key(operation.method, operation.path)).sort())
    const register = reference.groups.flatMap((group) => group.operations).find((operation) => operation.path === '/auth/register')!
    expect(register.body?.fields.find((field) => field.name === 'password')).toMatchObject({ type: 'string', required: true, limits: ['8–128 characters'] })
    expect(register.responses.map((response) => response.status)).toEqual(['201', '400', '409', '429'])
    expect(reference.shapes.map((shape) => shape.name)).toContain('Partner')
  })
})
