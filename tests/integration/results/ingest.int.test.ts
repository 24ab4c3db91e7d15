// The ways sales arrive besides POST /api/redemptions (decision 0104): counter links and their page
// (/redeem/{token}), CSV files (POST /api/redemptions/import) and shop webhooks
// (POST /api/integrations/{platform}/{token}). Each records through the one recording path, so the
// same rules hold: the redeemer only, one sale per code and order, the code's limits, the rollups.
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { beforeAll, describe, expect, it } from 'vitest'

import { Route as redeemRoute } from '~/routes/redeem/$token'
import { query } from '~/server/db.server'

import { call, collaboration, makeCode, origin, redeem, setUpResults } from './support'

beforeAll(setUpResults)

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const fixture = (name: string) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as Record<string, unknown>

const salesOf = async (code: string) =>
  (
    await query(
      `select r.amount::int as amount, r.order_ref, r.recorded_by::text as recorded_by, r.channel::text as channel, r.redeemed_at from redemptions r join offer_codes c on c.id = r.code_id where c.code = $1 order by r.id`,
      [code],
    )
  ).rows
const resultsOf = async (member: { token: string }, id: number) => (await call('GET', `/api/collaborations/${id}/results`, { token: member.token })).json.results

describe('counter links', () => {
  type Outcome = { counterOutcome: { recorded: boolean; message: string } }
  const postCounter = async (token: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const handler = (redeemRoute as unknown as { options: { server: { handlers: { POST: (context: unknown) => Promise<Response> } } } }).options.server.handlers.POST
    const request = new Request(`${origin}/redeem/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    })
    const response = await handler({
      request,
      params: { token },
      next: (options: { context: Outcome }) => new Response(JSON.stringify(options.context), { headers: { 'content-type': 'application/json' } }),
    })
    const text = await response.text()
    return { status: response.status, outcome: text ? (JSON.parse(text) as Outcome).counterOutcome : null }
  }

  it('makes a link whose page records a sale for its business, then stops working once deleted', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id, { maxUses: 2 })
    const made = await call('POST', '/api/counter-links', { token: proposer.token, body: { label: 'Front counter' } })
    expect(made.status, made.text).toBe(201)
    expect(Object.keys(made.json.link).sort()).toEqual(['createdAt', 'id', 'label', 'url'])
    const token = made.json.link.url.split('/redeem/')[1]
    expect(made.json.link.url).toBe(`${origin}/redeem/${token}`)
    expect(token).toMatch(/^[a-z2-7]{32}$/)
    // Only the token's hash is stored.
    const stored = (await query(`select token_hash from counter_links where id = $1`, [made.json.link.id])).rows[0]!
    expect(stored.token_hash).not.toContain(token)
    const listed = await call('GET', '/api/counter-links', { token: proposer.token })
    expect(listed.json.links).toEqual([{ id: made.json.link.id, label: 'Front counter', createdAt: made.json.link.createdAt }])

    const recorded = await postCounter(token, { code: code.code.toLowerCase(), amount: '12.50', orderRef: 'R-1' })
    expect(recorded).toMatchObject({ status: 200, outcome: { recorded: true } })
    expect(recorded.outcome!.message).toContain('$12.50')
    const again = await postCounter(token, { code: code.code, amount: '99', orderRef: 'R-1' })
    expect(again.outcome).toMatchObject({ recorded: true })
    expect(again.outcome!.message).toMatch(/already recorded/)
    expect(await salesOf(code.code)).toMatchObject([{ amount: 1250, order_ref: 'R-1', recorded_by: 'counter', channel: 'till' }])

    // The same rules as the API: bad input, the promoter's business's code, a used-up code.
    expect(await postCounter(token, { code: code.code, amount: '12.345' })).toMatchObject({ status: 400, outcome: { recorded: false } })
    expect(await postCounter(token, { code: 'NOT A CODE', amount: '1' })).toMatchObject({ status: 400 })
    const theirs = await makeCode(accepter, id)
    expect(await postCounter(token, { code: theirs.code, amount: '5' })).toMatchObject({ status: 403, outcome: { recorded: false } })
    expect((await postCounter(token, { code: code.code, amount: '5' })).status).toBe(200)
    const usedUp = await postCounter(token, { code: code.code, amount: '5' })
    expect(usedUp.status).toBe(409)
    expect(usedUp.outcome!.message).toMatch(/claimed as many times/)
    // Another site's page cannot post it.
    expect((await postCounter(token, { code: code.code, amount: '5' }, { origin: 'https://evil.example' })).status).toBe(403)

    // Another member cannot delete it; its owner can, and the page is gone at once.
    expect((await call('DELETE', `/api/counter-links/${made.json.link.id}`, { token: accepter.token })).status).toBe(403)
    expect((await call('DELETE', `/api/counter-links/999999999`, { token: proposer.token })).status).toBe(404)
    expect((await call('DELETE', `/api/counter-links/${made.json.link.id}`, { token: proposer.token })).status).toBe(200)
    expect((await postCounter(token, { code: code.code, amount: '5' })).status).toBe(404)
    expect((await call('GET', '/api/counter-links', { token: proposer.token })).json.links).toEqual([])
  })

  it('bounds the label and needs a signed-in member', async () => {
    const { proposer } = await collaboration()
    expect((await call('POST', '/api/counter-links', { token: proposer.token, body: { label: '' } })).status).toBe(400)
    expect((await call('POST', '/api/counter-links', { token: proposer.token, body: { label: 'x'.repeat(61) } })).status).toBe(400)
    expect((await call('POST', '/api/counter-links', { body: { label: 'Till' } })).status).toBe(401)
  })

  it('refuses an unknown token with the not-found page', async () => {
    expect((await postCounter('a'.repeat(32), { code: 'ABCDEF', amount: '1' })).status).toBe(404)
    expect((await postCounter('short', { code: 'ABCDEF', amount: '1' })).status).toBe(404)
  })
})

describe('POST /api/redemptions/import', () => {
  const importCsv = (member: { token: string }, csv: string, query = '', type = 'text/csv') =>
    call('POST', `/api/redemptions/import${query}`, { token: member.token, raw: csv, headers: { 'content-type': type } })

  it('stores good rows, lists bad rows by their line, counts repeated orders once', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id)
    const theirs = await makeCode(accepter, id)
    expect((await redeem(proposer, { code: code.code, amount: 100, orderRef: 'OLD-1' })).status).toBe(201)
    const recent = new Date(Date.now() - 3 * 86_400_000).toISOString()
    const csv = [
      'code,amount,orderRef,redeemedAt',
      `${code.code},12.50,F-1,${recent}`,
      `${code.code.toLowerCase()},3,F-2,`,
      `${code.code},12.345,F-3,`,
      `${code.code},4.00,F-1,`,
      `${code.code},4.00,OLD-1,`,
      `${theirs.code},1.00,F-4,`,
      `NOTACODE,1.00,F-5,`,
      '',
      `${code.code},1.00,F-6,2020-01-01T00:00:00Z`,
      `${code.code},7.25,,`,
    ].join('\r\n')
    const dry = await importCsv(proposer, csv, '?dryRun=1')
    expect(dry.status, dry.text).toBe(200)
    expect(dry.json).toMatchObject({ success: true, imported: 3, duplicates: 2 })
    expect(await salesOf(code.code)).toHaveLength(1)

    const done = await importCsv(proposer, csv)
    expect(done.status, done.text).toBe(200)
    expect(done.json).toEqual({ ...dry.json })
    expect(done.json.errors.map((error: { line: number }) => error.line)).toEqual([4, 7, 8, 10])
    expect(done.json.errors[0].message).toMatch(/amount/)
    expect(done.json.errors[3].message).toMatch(/90 days/)
    const sales = await salesOf(code.code)
    expect(sales.map((sale) => [sale.order_ref, sale.amount, sale.recorded_by])).toEqual([
      ['OLD-1', 100, 'member'],
      ['F-1', 1250, 'import'],
      ['F-2', 300, 'import'],
      [null, 725, 'import'],
    ])
    expect(await resultsOf(proposer, id)).toMatchObject({ redemptions: 4, revenue: 2375 })
    // The same file again adds nothing but the row without an order number.
    const again = await importCsv(proposer, csv)
    expect(again.json).toMatchObject({ imported: 1, duplicates: 4 })
  })

  it('refuses what is not a CSV file of at most 5,000 rows and 1 MB, and callers without a session', async () => {
    const { id, proposer } = await collaboration()
    const code = await makeCode(proposer, id)
    expect((await importCsv(proposer, 'code,amount\nX,1', '', 'application/json')).status).toBe(400)
    expect((await importCsv(proposer, 'name,price\nX,1')).status).toBe(400)
    expect((await importCsv(proposer, 'code,amount\n"unclosed,1')).status).toBe(400)
    const rows = Array.from({ length: 5001 }, (_, i) => `${code.code},1.00,R${i},`)
    expect((await importCsv(proposer, ['code,amount,orderRef,redeemedAt', ...rows].join('\n'))).status).toBe(400)
    const big = await importCsv(proposer, `code,amount,orderRef,redeemedAt\n${'x'.repeat(1024 * 1024)}`)
    expect(big.status).toBe(400)
    expect(big.json.errorMessage).toMatch(/1 MB/)
    expect((await call('POST', '/api/redemptions/import', { raw: 'code,amount\n', headers: { 'content-type': 'text/csv' } })).status).toBe(401)
    expect(await salesOf(code.code)).toHaveLength(0)
  })

  // How long it takes is the benchmark's business (docs/performance.md), not a test's on a shared machine.
  it('imports 5,000 rows in one go, counted in the results', async () => {
    const { id, proposer } = await collaboration()
    const codes = [await makeCode(proposer, id), await makeCode(proposer, id)]
    const rows = Array.from({ length: 5000 }, (_, i) => `${codes[i % 2]!.code},${(i % 50) + 1}.25,ORDER-${i},`)
    const csv = ['code,amount,orderRef,redeemedAt', ...rows].join('\n')
    const started = performance.now()
    const done = await importCsv(proposer, csv)
    const seconds = (performance.now() - started) / 1000
    console.info(`[import] 5,000 rows in ${seconds.toFixed(2)} s`)
    expect(done.status, done.text.slice(0, 500)).toBe(200)
    expect(done.json).toMatchObject({ imported: 5000, duplicates: 0, errors: [] })
    const expectedRevenue = Array.from({ length: 5000 }, (_, i) => ((i % 50) + 1) * 100 + 25).reduce((a, b) => a + b, 0)
    expect(await resultsOf(proposer, id)).toMatchObject({ redemptions: 5000, revenue: expectedRevenue })
    const listed = await call('GET', `/api/collaborations/${id}/codes`, { token: proposer.token })
    expect(listed.json.codes.map((code: { uses: number }) => code.uses).sort()).toEqual([2500, 2500])
  })
})

describe('shop integrations', () => {
  const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body, 'utf8').digest('base64')
  const deliver = (url: string, body: string, signature: string, platform: 'shopify' | 'woocommerce') =>
    call('POST', new URL(url).pathname, { raw: body, headers: { 'content-type': 'application/json', [platform === 'shopify' ? 'x-shopify-hmac-sha256' : 'x-wc-webhook-signature']: signature } })

  it('records a signed Shopify order once per order id, whatever the replays; refuses a bad signature and an unknown token', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id)
    const made = await call('POST', '/api/integrations', { token: proposer.token, body: { platform: 'shopify', label: 'Online store' } })
    expect(made.status, made.text).toBe(201)
    const { url, secret } = made.json.integration
    expect(url).toMatch(new RegExp(`^${origin}/api/integrations/shopify/[a-z2-7]{32}$`))
    const stored = (await query(`select sealed_secret, token_hash from integrations where id = $1`, [made.json.integration.id])).rows[0]!
    expect(String(stored.sealed_secret)).not.toContain(secret)
    expect((await call('GET', '/api/integrations', { token: proposer.token })).json.integrations).toEqual([
      { id: made.json.integration.id, platform: 'shopify', label: 'Online store', createdAt: made.json.integration.createdAt },
    ])

    const order = fixture('shopify-order.json')
    const createdAt = new Date(Date.now() - 2 * 3_600_000).toISOString()
    order.created_at = createdAt
    order.discount_codes = [
      { code: code.code.toLowerCase(), amount: '3.00', type: 'fixed_amount' },
      { code: 'SUMMERSALE', amount: '0.00', type: 'percentage' },
    ]
    const body = JSON.stringify(order)
    expect((await deliver(url, body, sign(body, 'not-the-secret'), 'shopify')).status).toBe(401)
    expect((await deliver(url, body, '', 'shopify')).status).toBe(401)
    expect((await deliver(url.replace(/[a-z2-7]{32}$/, 'a'.repeat(32)), body, sign(body, secret), 'shopify')).status).toBe(404)
    // A WooCommerce address does not take this integration's token.
    expect((await deliver(url.replace('/shopify/', '/woocommerce/'), body, sign(body, secret), 'woocommerce')).status).toBe(404)
    expect(await salesOf(code.code)).toHaveLength(0)

    const answers = await Promise.all([1, 2, 3].map(() => deliver(url, body, sign(body, secret), 'shopify')))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.map((answer) => answer.json.recorded).sort()).toEqual([0, 0, 1])
    const sales = await salesOf(code.code)
    expect(sales).toMatchObject([{ amount: 2450, order_ref: '820982911946154508', recorded_by: 'integration', channel: 'online' }])
    expect((sales[0]!.redeemed_at as Date).toISOString()).toBe(createdAt)
    expect(await resultsOf(accepter, id)).toMatchObject({ redemptions: 1, revenue: 2450 })

    // An order older than the 90 days a sale may be backdated is answered (no retries) but not recorded.
    const old = { ...order, id: 1001, admin_graphql_api_id: 'gid://shopify/Order/1001', created_at: new Date(Date.now() - 100 * 86_400_000).toISOString() }
    const oldBody = JSON.stringify(old)
    const answeredOld = await deliver(url, oldBody, sign(oldBody, secret), 'shopify')
    expect(answeredOld.status).toBe(200)
    expect(answeredOld.json, answeredOld.text).toMatchObject({ recorded: 0, ignored: [{ code: code.code }] })
    expect(await salesOf(code.code)).toHaveLength(1)

    // Deleted: refused at once; only its business may delete it.
    expect((await call('DELETE', `/api/integrations/${made.json.integration.id}`, { token: accepter.token })).status).toBe(403)
    expect((await call('DELETE', `/api/integrations/${made.json.integration.id}`, { token: proposer.token })).status).toBe(200)
    expect((await deliver(url, body, sign(body, secret), 'shopify')).status).toBe(404)
  })

  it('records a signed WooCommerce order by its coupon lines, and answers its address check', async () => {
    const { id, proposer, accepter } = await collaboration()
    const code = await makeCode(proposer, id)
    const theirs = await makeCode(accepter, id)
    const made = await call('POST', '/api/integrations', { token: proposer.token, body: { platform: 'woocommerce', label: 'Woo shop' } })
    expect(made.status, made.text).toBe(201)
    const { url, secret } = made.json.integration
    const ping = 'webhook_id=42'
    expect((await deliver(url, ping, sign(ping, secret), 'woocommerce')).status).toBe(200)

    const order = fixture('woocommerce-order.json')
    const createdGmt = new Date(Date.now() - 3_600_000).toISOString().slice(0, 19)
    order.date_created_gmt = createdGmt
    order.coupon_lines = [
      { id: 318, code: code.code.toLowerCase(), discount: '5.00', discount_tax: '0.00' },
      { id: 319, code: theirs.code, discount: '1.00', discount_tax: '0.00' },
    ]
    const body = JSON.stringify(order)
    const answered = await deliver(url, body, sign(body, secret), 'woocommerce')
    expect(answered.status, answered.text).toBe(200)
    expect(answered.json).toMatchObject({ success: true, recorded: 1, duplicates: 0, ignored: [] })
    const sales = await salesOf(code.code)
    expect(sales).toMatchObject([{ amount: 4890, order_ref: '727', recorded_by: 'integration' }])
    expect((sales[0]!.redeemed_at as Date).toISOString()).toBe(`${createdGmt}.000Z`)
    // The promoter's code in the same order is not the shop's business to record.
    expect(await salesOf(theirs.code)).toHaveLength(0)
    expect((await deliver(url, body, sign(body, secret), 'woocommerce')).json).toMatchObject({ recorded: 0, duplicates: 1 })
    expect((await call('POST', '/api/integrations', { token: proposer.token, body: { platform: 'square', label: 'x' } })).status).toBe(400)
  })
})
