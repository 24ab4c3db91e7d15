// SIGTERM drains the built site: an in-flight request (a contact message whose body is still
// arriving) completes and is stored, new connections are refused once the listener is closed, and
// the process exits with status 0. The CMS (cms/server.ts, which closes its listener, waits for open
// requests and closes Next, as `next start` does) drains the same way and exits 143. Both run here as their
// own processes (the production builds) against a throw-away database migrated by the release step.
import { spawn, type ChildProcess } from 'node:child_process'
import { Agent, request as httpRequest } from 'node:http'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { seedContent } from '@kindred/content-seed'

import { closePayload, migrate, openPayload } from '../../../../scripts/lib/payload'
import { freePort, startThrowawayDatabase } from '../../../../scripts/lib/throwaway-db'

type Database = Awaited<ReturnType<typeof startThrowawayDatabase>>

const root = path.resolve(import.meta.dirname, '../../../..')
let database: Database
let site: Server
let port: number

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> }

/** Starts a built server as its own process, keeping what it prints for log checks and failure messages. */
function startServer(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Server {
  let output = ''
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitForListening(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await sleep(250)
  }
  throw new Error(`${url} did not answer:\n${site.output()}`)
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  database = await startThrowawayDatabase()
  process.env.DATABASE_URL = database.url
  process.env.PAYLOAD_SECRET ??= 'drain-test-payload-secret-drain-test-payload-secret'
  process.env.AUTH_SECRET ??= 'drain-test-auth-secret-drain-test-auth-secret-0001'
  const payload = await openPayload()
  await migrate(payload)
  // The contact form's words come from the CMS: without them it answers 503.
  await seedContent(payload)
  await closePayload(payload)
  port = await freePort()
  site = startServer(process.execPath, [path.join(root, 'web/.output/server/index.mjs')], path.join(root, 'web'), {
    CI: '',
    TEST: '',
    NODE_ENV: 'production',
    APP_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    MAIL_DIR: path.join(root, '.data', `drain-mail-${port}`),
  })
  await waitForListening(`http://127.0.0.1:${port}/healthz`)
})

test.afterAll(async () => {
  if (site?.child.exitCode === null) site.child.kill('SIGKILL')
  await database?.stop()
})

/**
 * Starts a JSON POST on a keep-alive connection and sends only the first half of its body; `finish()`
 * sends the rest. `next()` sends a GET on the same connection if the server left it open.
 */
function slowPost(to: { port: number; path: string }, body: string) {
  const bytes = Buffer.from(body)
  const half = Math.floor(bytes.length / 2)
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const req = httpRequest({
    agent,
    host: '127.0.0.1',
    port: to.port,
    path: to.path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length, accept: 'application/json' },
  })
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
  })
  req.write(bytes.subarray(0, half))
  /** What a GET of `/healthz` through the same agent gets: `answered <status>`, or the connection's error code. */
  const next = () =>
    new Promise<string>((resolve) => {
      httpRequest({ agent, host: '127.0.0.1', port: to.port, path: '/healthz' }, (res) => {
        res.resume()
        res.on('end', () => resolve(`answered ${res.statusCode}`))
      })
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
        .end()
    }).finally(() => agent.destroy())
  return { answer, finish: () => req.end(bytes.subarray(half)), next }
}

async function storedMessages(email: string): Promise<number> {
  return (await read('select 1 from contact_messages where email = $1', [email])).length
}

/** The status of the support notification of the contact messages from `email`. */
async function notificationStatuses(email: string): Promise<string[]> {
  const rows = await read(`select o.status from email_outbox o join contact_messages m on o.ref = 'contact-messages:' || m.id where m.email = $1 and o.kind = 'contact-notification'`, [email])
  return rows.map((row) => String(row.status))
}

async function read(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** What a new request gets: `answered <status>`, or the connection error's code. */
const connect = (url: string) =>
  fetch(url).then(
    (response) => `answered ${response.status}`,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  )

/**
 * Sends SIGTERM while `slow` is still sending its body: once `signalled` holds, a new connection is
 * refused while the process is still up (the listener is closed, the request still open); then the
 * body is completed, the in-flight request's answer returned, and its connection found closed.
 */
async function terminateDuring(server: Server, base: string, slow: ReturnType<typeof slowPost>, signalled: () => Promise<void> = async () => {}) {
  await sleep(300)
  server.child.kill('SIGTERM')
  await signalled()
  // Up to 20 s for the process to act on the signal: CI runs this beside two integration files and
  // another browser worker, and a starved process took over 5 s to get to it.
  await expect.poll(() => connect(`${base}/healthz`), { timeout: 20_000 }).toBe('ECONNREFUSED')
  expect(server.child.exitCode).toBeNull()
  await sleep(1000)
  slow.finish()
  const answer = await slow.answer
  // The connection the request came on closes after its answer: a keep-alive client that sends
  // again is not served by a process that is shutting down (Node's close() alone leaves it open).
  expect(await slow.next()).toMatch(/^(ECONNREFUSED|ECONNRESET)$/)
  return answer
}

test('SIGTERM: the in-flight request completes, new connections are refused, the process exits 0', async () => {
  test.setTimeout(120_000)
  const base = `http://127.0.0.1:${port}`
  expect((await fetch(`${base}/readyz`)).status).toBe(200)
  // Warm the Payload instance, so the slow request below measures the drain and not the first open.
  const warm = await fetch(`${base}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Warm Up', email: 'warm@kindred.test', message: 'warming up' }),
  })
  expect(warm.status).toBe(201)

  const email = `drain-${Date.now()}@kindred.test`
  const slow = slowPost({ port, path: '/contact' }, JSON.stringify({ name: 'Drain Test', email, message: 'Sent while the server shuts down.' }))
  const answer = await terminateDuring(site, base, slow, () => expect.poll(() => site.output(), { timeout: 5000 }).toContain('SIGTERM: draining'))
  expect(answer.status, answer.text).toBe(201)
  expect(await storedMessages(email)).toBe(1)

  expect(await site.exited).toBe(0)
  expect(site.output()).toContain('[site] stopped')
  // The notification the last request started sending went out before the pool closed.
  expect(await notificationStatuses(email)).toEqual(['sent'])
})

test('SIGTERM on the CMS: the in-flight request is answered, new connections are refused, the CMS exits 143', async () => {
  test.setTimeout(120_000)
  const cmsPort = await freePort()
  const cms = startServer(process.execPath, [path.join(root, 'cms/server.ts'), '--port', String(cmsPort), '--hostname', '127.0.0.1'], path.join(root, 'cms'), {
    NODE_ENV: 'production',
    APP_ENV: 'test',
    CMS_PORT: String(cmsPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    MAIL_DIR: path.join(root, '.data', `drain-mail-${cmsPort}`),
  })
  try {
    const base = `http://127.0.0.1:${cmsPort}`
    await expect.poll(() => connect(`${base}/readyz`), { timeout: 60_000 }).toBe('answered 200')
    const login = { port: cmsPort, path: '/api/staff/login' }
    const credentials = JSON.stringify({ email: 'nobody@kindred.test', password: 'not-the-password-0000' })
    // Warm the route, so the slow request below measures the drain and not the first compile.
    const warm = slowPost(login, credentials)
    warm.finish()
    expect((await warm.answer).status).toBe(401)

    const answer = await terminateDuring(cms, base, slowPost(login, credentials))
    expect(answer.status, answer.text).toBe(401)
    expect(await cms.exited, cms.output()).toBe(143)
  } finally {
    if (cms.child.exitCode === null) cms.child.kill('SIGKILL')
  }
})
