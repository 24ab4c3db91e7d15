// Load check for POST /contact (not a timed test): N client addresses each send LIMIT+1 messages,
// all at once, through a real HTTP server running the real handler against a throw-away database.
// Expected: exactly LIMIT 201s and one 429 per address, and as many stored messages, queued
// notifications and delivered emails as there were 201 answers — nothing lost, nothing doubled.
// Usage: node --import tsx scripts/bench/contact-load.ts [addresses=50]   (record results in docs/performance.md)
import { mkdtempSync, readdirSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { closePayload, migrate, openPayload } from '../lib/payload'
import { startThrowawayDatabase } from '../lib/throwaway-db'

const addresses = Number(process.argv[2] ?? 50)

function toRequest(req: IncomingMessage, body: Buffer): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  return new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: new Uint8Array(body) })
}

async function main() {
  const database = await startThrowawayDatabase()
  const mailDir = mkdtempSync(path.join(tmpdir(), 'kindred-bench-mail-'))
  // The bench plays many clients from one machine: trust X-Forwarded-For for distinct addresses.
  Object.assign(process.env, { DATABASE_URL: database.url, PAYLOAD_SECRET: 'bench-only-secret-bench-only', MAIL_DIR: mailDir, TRUST_PROXY: '1' })
  delete process.env.SMTP_URL
  const payload = await openPayload()
  await migrate(payload)
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      brandName: 'Kindred',
      tagline: 't',
      description: 'd',
      generalEmail: 'hello@kindred.test',
      supportEmail: 'support@kindred.test',
      privacyEmail: 'privacy@kindred.test',
      devBanner: 'bench',
      _status: 'published',
      organization: { foundingYear: 2024, city: 'Melbourne', country: 'AU', areasServed: 'Australia' },
    },
  })
  const { handleContactPost } = await import('../../web/src/contact/contact.server')
  const { settleDeliveries } = await import('../../web/src/server/mail.server')
  const { contactLimit } = await import('../../web/src/contact/rate-limit.server')
  const limit = contactLimit().max

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const answer = async () => {
        const response = (await handleContactPost(toRequest(req, Buffer.concat(chunks)), { ip: req.socket.remoteAddress })) as Response
        res.writeHead(response.status, Object.fromEntries(response.headers))
        res.end(Buffer.from(await response.arrayBuffer()))
      }
      // A failure here is the benchmark's own fault: it ends the connection and shows in the error count.
      answer().catch((error: unknown) => res.destroy(error instanceof Error ? error : new Error(String(error))))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }

  const send = (ip: number, n: number) =>
    fetch(`http://127.0.0.1:${port}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${Math.floor(ip / 250)}.${ip % 250}` },
      body: JSON.stringify({ name: `Load ${ip}-${n}`, email: `load-${ip}-${n}@bench.test`, message: 'Load check' }),
    }).then((r) => r.status)

  const started = performance.now()
  const jobs = []
  for (let ip = 0; ip < addresses; ip++) for (let n = 0; n <= limit; n++) jobs.push(send(ip, n))
  const statuses = await Promise.all(jobs)
  const seconds = (performance.now() - started) / 1000
  await settleDeliveries()

  const { poolOf } = await import('@kindred/cms/database')
  const pool = poolOf(payload)
  const count = async (sql: string) => Number((await pool.query(sql)).rows[0]!.n)
  const created = statuses.filter((s) => s === 201).length
  const result = {
    requests: statuses.length,
    concurrent: statuses.length,
    addresses,
    limitPerAddress: limit,
    answered201: created,
    answered429: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 201 && s !== 429).length,
    storedMessages: await count(`select count(*)::int n from contact_messages where email like 'load-%'`),
    distinctStored: await count(`select count(distinct email)::int n from contact_messages where email like 'load-%'`),
    queuedEmails: await count(`select count(*)::int n from email_outbox where kind = 'contact-notification'`),
    sentEmails: await count(`select count(*)::int n from email_outbox where kind = 'contact-notification' and status = 'sent'`),
    emlFiles: readdirSync(mailDir).length,
    seconds: Number(seconds.toFixed(2)),
  }
  console.log(JSON.stringify(result, null, 2))
  const ok =
    result.answered201 === addresses * limit &&
    result.answered429 === addresses &&
    result.storedMessages === created &&
    result.distinctStored === created &&
    result.queuedEmails === created &&
    result.sentEmails === created &&
    result.emlFiles === created
  console.log(ok ? 'OK: nothing lost, nothing doubled' : 'MISMATCH')
  server.close()
  await closePayload(payload)
  await database.stop()
  process.exit(ok ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
