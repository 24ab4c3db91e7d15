// SIGTERM drains the built site: an in-flight request (a contact message whose body is still
// arriving) completes and is stored, new connections are refused once the listener is closed, and
// the process exits with status 0. The CMS (`next start`, whose own SIGTERM handling closes the
// listener and waits for open requests) drains the same way and exits 143. Both run here as their
// own processes (the production builds) against a throw-away database migrated by the release step.
import { spawn, type ChildProcess } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import path from 'node:path'

import { expect, test } from '@playwright/test'
import pg from 'pg'

import { seedContent } from '@kindred/content-seed'

import { closePayload, migrate, openPayload } from '../../../../scripts/lib/payload'
import { freePort, startThrowawayDatabase } from '../../../../scripts/lib/throwaway-db'

type Database = Awaited<ReturnType<typeof startThrowawayDatabase>>

const root = path.resolve(import.meta.dirname, '../../../..')
let database: Database
let site: ChildProcess
let port: number
let output = ''
let exited: Promise<number | null>

async function waitForListening(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await fetch(url).then((response) => response.ok, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer:\n${output}`)
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
  site = spawn(process.execPath, [path.join(root, 'web/.output/server/index.mjs')], {
    cwd: path.join(root, 'web'),
    env: {
      ...process.env,
      CI: '',
      TEST: '',
      NODE_ENV: 'production',
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SHUTDOWN_TIMEOUT_SECONDS: '10',
      MAIL_DIR: path.join(root, '.data', `drain-mail-${port}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  site.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  site.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  exited = new Promise((resolve) => site.once('exit', (code) => resolve(code)))
  await waitForListening(`http://127.0.0.1:${port}/healthz`)
})

test.afterAll(async () => {
  if (site.exitCode === null) site.kill('SIGKILL')
  await database?.stop()
})

/** Starts a JSON POST and sends only the first half of its body; `finish()` sends the rest. */
function slowPost(to: { port: number; path: string }, body: string) {
  const bytes = Buffer.from(body)
  const half = Math.floor(bytes.length / 2)
  const req = httpRequest({ host: '127.0.0.1', port: to.port, path: to.path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': bytes.length, accept: 'application/json' } })
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
  })
  req.write(bytes.subarray(0, half))
  return { answer, finish: () => req.end(bytes.subarray(half)) }
}

async function storedMessages(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query('select 1 from contact_messages where email = $1', [email])).rowCount ?? 0
  } finally {
    await client.end()
  }
}

/** What a new request gets: `answered <status>`, or the connection error's code. */
const connect = (url: string) => fetch(url).then((response) => `answered ${response.status}`, (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message)

test('SIGTERM: the in-flight request completes, new connections are refused, the process exits 0', async () => {
  test.setTimeout(120_000)
  const base = `http://127.0.0.1:${port}`
  expect((await fetch(`${base}/readyz`)).status).toBe(200)
  // Warm the Payload instance, so the slow request below measures the drain and not the first open.
  const warm = await fetch(`${base}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Warm Up', email: 'warm@kindred.test', message: 'warming up' }) })
  expect(warm.status).toBe(201)

  const email = `drain-${Date.now()}@kindred.test`
  const slow = slowPost({ port, path: '/contact' }, JSON.stringify({ name: 'Drain Test', email, message: 'Sent while the server shuts down.' }))
  await new Promise((resolve) => setTimeout(resolve, 300))
  site.kill('SIGTERM')
  await expect.poll(() => output, { timeout: 5000 }).toContain('SIGTERM: draining')

  // The listener is closed: a new connection is refused while the slow request is still open.
  await expect.poll(() => connect(`${base}/healthz`), { timeout: 5000 }).toBe('ECONNREFUSED')
  expect(site.exitCode).toBeNull()

  await new Promise((resolve) => setTimeout(resolve, 1000))
  slow.finish()
  const answer = await slow.answer
  expect(answer.status, answer.text).toBe(201)
  expect(await storedMessages(email)).toBe(1)

  expect(await exited).toBe(0)
  expect(output).toContain('[site] stopped')
})

test('SIGTERM on the CMS: the in-flight request is answered, new connections are refused, Next exits 143', async () => {
  test.setTimeout(120_000)
  const cmsPort = await freePort()
  let cmsOutput = ''
  const cms = spawn(path.join(root, 'cms/node_modules/.bin/next'), ['start', '--port', String(cmsPort), '--hostname', '127.0.0.1'], {
    cwd: path.join(root, 'cms'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_ENV: 'test',
      CMS_PORT: String(cmsPort),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      MAIL_DIR: path.join(root, '.data', `drain-mail-${cmsPort}`),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cms.stdout!.on('data', (chunk: Buffer) => (cmsOutput += chunk.toString()))
  cms.stderr!.on('data', (chunk: Buffer) => (cmsOutput += chunk.toString()))
  const cmsExited = new Promise<number | null>((resolve) => cms.once('exit', (code) => resolve(code)))
  try {
    const base = `http://127.0.0.1:${cmsPort}`
    await expect.poll(() => connect(`${base}/readyz`), { timeout: 60_000 }).toBe('answered 200')
    const login = { port: cmsPort, path: '/api/staff/login' }
    const credentials = JSON.stringify({ email: 'nobody@kindred.test', password: 'not-the-password-0000' })
    // Warm the route, so the slow request below measures the drain and not the first compile.
    const warm = slowPost(login, credentials)
    warm.finish()
    expect((await warm.answer).status).toBe(401)

    const slow = slowPost(login, credentials)
    await new Promise((resolve) => setTimeout(resolve, 300))
    cms.kill('SIGTERM')
    await expect.poll(() => connect(`${base}/healthz`), { timeout: 5000 }).toBe('ECONNREFUSED')
    expect(cms.exitCode).toBeNull()

    await new Promise((resolve) => setTimeout(resolve, 1000))
    slow.finish()
    const answer = await slow.answer
    expect(answer.status, answer.text).toBe(401)
    expect(await cmsExited, cmsOutput).toBe(143)
  } finally {
    if (cms.exitCode === null) cms.kill('SIGKILL')
  }
})
