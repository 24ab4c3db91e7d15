// A database that lives for one test run: a fresh embedded PostgreSQL cluster in a temporary
// directory on a free port, or, when TEST_DATABASE_URL names a server, a fresh database on it.
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { dropDatabase, ensureDatabase, startEmbeddedPostgres, type Database } from './postgres'

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function startThrowawayDatabase(): Promise<Database> {
  const name = `kindred_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL)
    url.pathname = `/${name}`
    await ensureDatabase(url.toString())
    return { url: url.toString(), stop: () => dropDatabase(url.toString()) }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-pg-'))
  // As root, PostgreSQL runs as its own user, which must be able to reach the data directory.
  chmodSync(dir, 0o755)
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port: await freePort(), database: name, quiet: true })
  return {
    url: server.url,
    restart: server.restart,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
