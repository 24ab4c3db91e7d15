// A database that lives for one test run: a fresh embedded PostgreSQL cluster in a temporary
// directory on a free port, or, when TEST_DATABASE_URL names a server, a fresh database on it.
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs'
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

/**
 * Where a throw-away cluster's files go: memory (/dev/shm) when it has room, else the temporary
 * folder. Nothing in it has to outlive the machine, and on this VM's disk every file PostgreSQL
 * creates costs kernel time: a test file's copy of the template (about 400 files) took 0.6–1 s
 * there and 0.08 s in memory, and dropping the run's copies at the end took 29 s (decision 0132).
 */
function clusterParent(): string {
  const memory = '/dev/shm'
  if (!existsSync(memory)) return tmpdir()
  const { bavail, bsize } = statfsSync(memory)
  return bavail * bsize >= 4 * 1024 ** 3 ? memory : tmpdir()
}

/** `dir`, removed with everything in it when this process ends, however it ends through Node. */
function removedOnExit(dir: string): string {
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A new folder in the temporary folder, named `prefix` and some letters, removed when this process ends. */
export const throwawayDir = (prefix: string): string => removedOnExit(mkdtempSync(path.join(tmpdir(), prefix)))

const clusterPrefix = 'kindred-pg-'

/** True while process `pid` exists (one of another user, such as the `postgres` user's server, included). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

const pidIn = (file: string) => (existsSync(file) ? Number.parseInt(readFileSync(file, 'utf8'), 10) : Number.NaN)

/**
 * Removes the clusters of runs that were killed before they could remove their own: each names the
 * process that made it (`owner`), and one whose owner and server have both gone is left over. In
 * memory, a few dozen of them would hold gigabytes until the machine restarts.
 */
export function removeLeftovers(parent: string): void {
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(clusterPrefix)) continue
    const dir = path.join(parent, entry)
    // Another user's folders are theirs to remove (a shared /dev/shm is sticky: this user cannot).
    if (statSync(dir).uid !== process.getuid?.()) continue
    const owner = pidIn(path.join(dir, 'owner'))
    const server = pidIn(path.join(dir, 'data', 'postmaster.pid'))
    // A folder without an owner yet is a cluster another run is making at this moment.
    if (Number.isNaN(owner) || isRunning(owner) || (!Number.isNaN(server) && isRunning(server))) continue
    rmSync(dir, { recursive: true, force: true })
  }
}

export async function startThrowawayDatabase(): Promise<Database> {
  const name = `kindred_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  if (process.env.TEST_DATABASE_URL) {
    const url = new URL(process.env.TEST_DATABASE_URL)
    url.pathname = `/${name}`
    await ensureDatabase(url.toString())
    return { url: url.toString(), stop: () => dropDatabase(url.toString()) }
  }
  const parent = clusterParent()
  removeLeftovers(parent)
  const dir = mkdtempSync(path.join(parent, clusterPrefix))
  writeFileSync(path.join(dir, 'owner'), String(process.pid))
  // As root, PostgreSQL runs as its own user, which must be able to reach the data directory.
  chmodSync(dir, 0o755)
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port: await freePort(), database: name, quiet: true })
  // A process asked to stop (SIGTERM, Ctrl-C) ends through the PostgreSQL package's exit hook, which
  // stops the server and exits before `stop` below is called: the folder goes as the process ends.
  removedOnExit(dir)
  return {
    url: server.url,
    restart: server.restart,
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
