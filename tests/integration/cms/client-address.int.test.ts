// The address the CMS's staff sign-in limit counts (docs/decisions/0100): the socket's, stamped by
// the CMS's own HTTP server (cms/server.ts uses `stampingServer`), never one the client writes.
// Real HTTP on a real socket into Payload's REST handler, with the request built from the Node
// request as Next.js builds it (X-Forwarded-For filled with the socket address only when absent).
import { Agent, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import config from '@kindred/cms/config'
import { stampingServer } from '@kindred/cms/throttle'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { sql, testPayload } from '../../support/payload'

let payload: Payload
let port: number
const server = stampingServer((request, response) => void intoPayload(request, response))
// One keep-alive socket for every request of a test: "one client".
let agent: Agent

/** What Next.js does with a Node request before a route handler sees it, then Payload's REST router. */
async function intoPayload(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value)
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', request.socket.remoteAddress ?? '')
  const answer = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3001${request.url}`, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }),
  })
  response.writeHead(answer.status, { 'content-type': 'application/json' })
  response.end(await answer.text())
}

/** POST /api/staff/login over the shared socket; the local port names the socket it went out on. */
function signIn(email: string, headers: Record<string, string>): Promise<{ status: number; socket: number }> {
  const body = JSON.stringify({ email, password: 'not the password' })
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { host: '127.0.0.1', port, path: '/api/staff/login', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode!, socket: call.socket!.localPort! }))
      },
    )
    call.on('error', reject)
    call.end(body)
  })
}

const ipBudgets = async () => (await sql(payload).query<{ key: string; hits: number }>(`select key, hits::int as hits from rate_limits where key like 'staff:ip:%' order by key`)).rows

let attempt = 0
const stranger = () => `stranger-${Date.now()}-${++attempt}@kindred.test`

beforeAll(async () => {
  payload = await testPayload()
  await sql(payload).query(`delete from rate_limits where key like 'staff:%'`)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})

afterEach(async () => {
  agent?.destroy()
  delete process.env.TRUST_PROXY
  await sql(payload).query(`delete from rate_limits where key like 'staff:%'`)
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('staff sign-in from one socket', () => {
  it('without TRUST_PROXY, two requests with different X-Forwarded-For count against one per-IP budget', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    delete process.env.TRUST_PROXY
    const first = await signIn(stranger(), { 'x-forwarded-for': '203.0.113.1' })
    const second = await signIn(stranger(), { 'x-forwarded-for': '198.51.100.2', 'x-kindred-peer': '192.0.2.77' })
    expect(second.socket).toBe(first.socket)
    expect(await ipBudgets()).toEqual([{ key: 'staff:ip:127.0.0.1', hits: 2 }])
  })

  it('without TRUST_PROXY, a fresh X-Forwarded-For on every attempt still meets the per-IP limit', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) statuses.push((await signIn(stranger(), { 'x-forwarded-for': `203.0.113.${i + 1}` })).status)
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('with TRUST_PROXY=1, the address the proxy appended counts, as on the site', async () => {
    agent = new Agent({ keepAlive: true, maxSockets: 1 })
    process.env.TRUST_PROXY = '1'
    await signIn(stranger(), { 'x-forwarded-for': '6.6.6.6, 203.0.113.50' })
    await signIn(stranger(), { 'x-forwarded-for': '7.7.7.7, 203.0.113.51' })
    expect(await ipBudgets()).toEqual([
      { key: 'staff:ip:203.0.113.50', hits: 1 },
      { key: 'staff:ip:203.0.113.51', hits: 1 },
    ])
  })
})
