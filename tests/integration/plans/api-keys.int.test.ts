// API keys (decision 0110): made, listed and deleted by a signed-in member on a plan with API access;
// the secret is shown once and stored as a hash; a key acts as its member on the sales and results
// routes of the results API alone, stops at once when deleted, when its member goes, and (403 naming the plan)
// after a move to a plan without API access; each key has its own throttle.
import { beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount } from '~/auth/handlers/account.server'
import { getProfile } from '~/auth/handlers/profile.server'
import { Route as keysRoute } from '~/routes/auth/api-keys'
import { Route as keyRoute } from '~/routes/auth/api-keys/$id'
import { Route as planRoute } from '~/routes/auth/plan'
import { Route as collaborationsRoute } from '~/routes/api/collaborations'
import { hashSecret } from '~/server/secrets.server'
import { query } from '~/server/db.server'
import { keyUseLimit, maxKeysPerMember } from '~/server/api-keys.server'

import { choosePlan } from '../../support/plans'

import { assertNoSecrets, call as callAuth, validRegistration } from '../auth/support'
import { call, collaboration, makeCode, setUpResults, type Pair } from '../results/support'

beforeAll(setUpResults)

type Handler = (context: { request: Request; params?: Record<string, string> }) => Response | Promise<Response>
const handlersOf = (route: unknown) => (route as { options: { server: { handlers: Record<string, Handler> } } }).options.server.handlers

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

/** Calls an /auth/api-keys route (or another served handler) with a bearer token. */
async function keysApi(method: 'GET' | 'POST' | 'DELETE', token: string, options: { id?: string; body?: unknown; handler?: Handler; path?: string } = {}) {
  const path = options.path ?? (options.id ? `/auth/api-keys/${options.id}` : '/auth/api-keys')
  const handler = options.handler ?? (options.id ? handlersOf(keyRoute)[method] : handlersOf(keysRoute)[method])
  const headers = new Headers({ authorization: `Bearer ${token}` })
  let body: string | undefined
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('content-type', 'application/json')
  }
  const response = await handler!({ request: new Request(new URL(path, 'http://localhost:3000'), { method, headers, body }), params: options.id ? { id: options.id } : {} })
  const text = await response.text()
  assertNoSecrets(text)
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Json, text, headers: response.headers }
}

const makeKey = async (token: string, name = 'Till system') => {
  const made = await keysApi('POST', token, { body: { name } })
  expect(made.status, made.text).toBe(201)
  return made.json.key as Json
}

/** A collaboration whose proposer is on Scale (API keys) and has a code; the accepter stays on Growth. */
async function scaleCollaboration(): Promise<Pair & { code: string }> {
  const pair = await collaboration()
  await choosePlan(pair.proposer.token, 'scale')
  const code = await makeCode(pair.proposer, pair.id)
  return { ...pair, code: code.code }
}

const csv = (code: string, orderRef: string) => `code,amount,orderRef,redeemedAt\n${code},12.50,${orderRef},${new Date().toISOString()}\n`

describe('POST, GET, DELETE /auth/api-keys', () => {
  it('answers 201 with a kin_ secret shown once, keeps only its SHA-256, and lists keys without secrets', async () => {
    const { proposer } = await scaleCollaboration()
    const key = await makeKey(proposer.token, 'Shopify bridge')
    expect(key.secret).toMatch(/^kin_[a-z2-7]{32}$/)
    expect(key).toMatchObject({ name: 'Shopify bridge', hint: `kin_…${key.secret.slice(-4)}`, lastUsedAt: null })
    const { rows } = await query(`select * from api_keys where id = $1`, [key.id])
    expect(rows[0]!.secret_hash).toBe(hashSecret(key.secret))
    expect(JSON.stringify(rows[0])).not.toContain(key.secret)
    const listed = await keysApi('GET', proposer.token)
    expect(listed.status).toBe(200)
    expect(listed.json.keys).toEqual([{ id: key.id, name: 'Shopify bridge', hint: key.hint, createdAt: key.createdAt, lastUsedAt: null }])
    expect(listed.text).not.toContain(key.secret)
  })

  it('refuses a plan without API access with 403 naming Scale, and a bad name with 400', async () => {
    const { accepter, proposer } = await scaleCollaboration()
    const refused = await keysApi('POST', accepter.token, { body: { name: 'Till' } })
    expect(refused.status).toBe(403)
    expect(refused.json.errorMessage).toContain('Scale')
    for (const name of ['', '   ', 'x'.repeat(61), 42]) expect((await keysApi('POST', proposer.token, { body: { name } })).status).toBe(400)
    expect((await keysApi('POST', proposer.token, { body: {} })).status).toBe(400)
  })

  it(`holds at most ${maxKeysPerMember} keys a member, even when they are asked for at once`, async () => {
    const { proposer } = await scaleCollaboration()
    const answers = await Promise.all(Array.from({ length: maxKeysPerMember + 3 }, (_, index) => keysApi('POST', proposer.token, { body: { name: `Key ${index}` } })))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(maxKeysPerMember)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3)
    expect((await keysApi('GET', proposer.token)).json.keys).toHaveLength(maxKeysPerMember)
  })

  it('deletes only the member’s own key; a deleted key stops at once', async () => {
    const { id, proposer, accepter } = await scaleCollaboration()
    const key = await makeKey(proposer.token)
    expect((await call('GET', `/api/collaborations/${id}/results`, { token: key.secret })).status).toBe(200)
    expect((await keysApi('DELETE', accepter.token, { id: String(key.id) })).status).toBe(404)
    expect((await keysApi('DELETE', proposer.token, { id: 'abc' })).status).toBe(404)
    expect((await keysApi('DELETE', proposer.token, { id: String(key.id) })).status).toBe(200)
    expect((await call('GET', `/api/collaborations/${id}/results`, { token: key.secret })).status).toBe(401)
    expect((await keysApi('GET', proposer.token)).json.keys).toEqual([])
  })
})

describe('what a key may call', () => {
  it('acts as its member on POST /api/redemptions, POST /api/redemptions/import and the codes and results GETs', async () => {
    const { id, proposer, code } = await scaleCollaboration()
    const key = await makeKey(proposer.token)
    const sale = await call('POST', '/api/redemptions', { token: key.secret, body: { code, amount: 1500, orderRef: 'KEY-1' } })
    expect(sale.status, sale.text).toBe(201)
    expect(sale.json.redemption).toMatchObject({ code, amount: 1500, recordedBy: 'member' })
    const imported = await call('POST', '/api/redemptions/import', { token: key.secret, raw: csv(code, 'KEY-2'), headers: { 'content-type': 'text/csv' } })
    expect(imported.status, imported.text).toBe(200)
    expect(imported.json.imported).toBe(1)
    const codes = await call('GET', `/api/collaborations/${id}/codes`, { token: key.secret })
    expect(codes.status).toBe(200)
    expect(codes.json.codes.map((one: Json) => one.code)).toEqual([code])
    const byKey = await call('GET', `/api/collaborations/${id}/results`, { token: key.secret })
    const bySession = await call('GET', `/api/collaborations/${id}/results`, { token: proposer.token })
    expect(byKey.status).toBe(200)
    expect(byKey.json).toEqual(bySession.json)
    expect(byKey.json.results).toMatchObject({ redemptions: 2, revenue: 2750 })
    const [listed] = (await keysApi('GET', proposer.token)).json.keys
    expect(listed.lastUsedAt).not.toBeNull()
  })

  it('is no sign-in anywhere else: auth, plan, key management, making codes, voiding, the workspace', async () => {
    const { id, proposer, code } = await scaleCollaboration()
    const key = await makeKey(proposer.token)
    const sale = await call('POST', '/api/redemptions', { token: key.secret, body: { code, amount: 900 } })
    expect(sale.status).toBe(201)
    expect((await callAuth(getProfile, { method: 'GET', headers: { authorization: `Bearer ${key.secret}` } })).status).toBe(401)
    expect((await keysApi('POST', key.secret, { handler: handlersOf(planRoute).POST, path: '/auth/plan', body: { plan: 'community', billing: 'monthly' } })).status).toBe(401)
    expect((await keysApi('GET', key.secret)).status).toBe(401)
    expect((await keysApi('POST', key.secret, { body: { name: 'Another' } })).status).toBe(401)
    expect((await keysApi('DELETE', key.secret, { id: String(key.id) })).status).toBe(401)
    expect((await call('POST', `/api/collaborations/${id}/codes`, { token: key.secret, body: { offerText: 'Free coffee' } })).status).toBe(401)
    expect((await call('POST', `/api/redemptions/${sale.json.redemption.id}/void`, { token: key.secret })).status).toBe(401)
    expect((await keysApi('GET', key.secret, { handler: handlersOf(collaborationsRoute).GET, path: '/api/collaborations' })).status).toBe(401)
    // The key still works where it may: none of the refusals touched it.
    expect((await call('GET', `/api/collaborations/${id}/codes`, { token: key.secret })).status).toBe(200)
  })

  it('answers 403 naming Scale after a move to a plan without API access, and works again after moving back', async () => {
    const { id, proposer } = await scaleCollaboration()
    const key = await makeKey(proposer.token)
    await choosePlan(proposer.token, 'growth')
    const refused = await call('GET', `/api/collaborations/${id}/results`, { token: key.secret })
    expect(refused.status).toBe(403)
    expect(refused.json.errorMessage).toContain('Scale')
    // The member still sees and may remove the key.
    expect((await keysApi('GET', proposer.token)).json.keys).toHaveLength(1)
    await choosePlan(proposer.token, 'scale')
    expect((await call('GET', `/api/collaborations/${id}/results`, { token: key.secret })).status).toBe(200)
  })

  it('stops when its member deletes their account', async () => {
    const { id, proposer } = await scaleCollaboration()
    const key = await makeKey(proposer.token)
    const deleted = await callAuth(deleteAccount, { headers: { authorization: `Bearer ${proposer.token}` }, body: { password: validRegistration().password } })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    expect((await call('GET', `/api/collaborations/${id}/codes`, { token: key.secret })).status).toBe(401)
    expect((await query(`select count(*)::int as n from api_keys where id = $1`, [key.id])).rows[0]!.n).toBe(0)
  })

  it('throttles each key on its own: past the limit 429 with Retry-After, while another key of the member goes on', async () => {
    const { id, proposer } = await scaleCollaboration()
    const busy = await makeKey(proposer.token, 'Busy')
    const quiet = await makeKey(proposer.token, 'Quiet')
    for (let index = 0; index < keyUseLimit.max; index++) {
      const answer = await call('GET', `/api/collaborations/${id}/codes`, { token: busy.secret })
      expect(answer.status).toBe(200)
    }
    const limited = await call('GET', `/api/collaborations/${id}/codes`, { token: busy.secret })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await call('GET', `/api/collaborations/${id}/codes`, { token: quiet.secret })).status).toBe(200)
    // The member's session is not throttled by the key's use.
    expect((await call('GET', `/api/collaborations/${id}/codes`, { token: proposer.token })).status).toBe(200)
  })

  it('answers 401 to an unknown or malformed key', async () => {
    const { id } = await scaleCollaboration()
    for (const token of ['kin_' + 'a'.repeat(32), 'kin_short', 'kin_' + 'A'.repeat(32)]) {
      expect((await call('GET', `/api/collaborations/${id}/results`, { token })).status).toBe(401)
    }
  })
})
