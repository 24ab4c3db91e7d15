// What each integration file has to itself, set before the file or anything it imports reads the
// environment (the first of the setup files): a copy of the run's migrated template database, and
// folders for its mail and media inside the run's. Files can therefore run side by side; a file
// sees only the rows, messages and uploads its own tests made (and what the template holds), and a
// test looks for its email among its file's, not among the thousands a run sends. The servers and
// child processes a file starts inherit all three.
//
// A worker runs its files one after another in one process (the project's `isolate: false`): the
// packages stay loaded (Payload alone is some 1,900 modules, about 2 s to load), while everything
// else a file had is undone before the next one starts. The project's own modules are evaluated
// afresh for each file, the environment is the worker's as it started, the previous file's Payload
// instance is closed and forgotten, and the process-wide flags the site's modules set are cleared.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, vi } from 'vitest'

import { closePayload } from '../../scripts/lib/payload'
import { cloneDatabase } from '../../scripts/lib/postgres'

type PayloadCache = Map<string, { payload: Payload | null; promise: Promise<unknown> | null }>
type WorkerState = typeof globalThis & { _payload?: PayloadCache; kindredWorkerEnv?: NodeJS.ProcessEnv }

const worker = globalThis as WorkerState

/** Closes the Payload instances a file opened (Payload caches them on a global) and forgets them. */
async function closeFilesPayload(): Promise<void> {
  const cache = worker._payload
  if (!cache) return
  const entries = [...cache.values()]
  // Payload holds the Map it caches in from its first load: it is emptied, not replaced.
  cache.clear()
  for (const entry of entries) {
    // An instance whose start failed (its file reported that) has nothing to close.
    const instance = entry.payload ?? ((await entry.promise?.catch(() => null)) as Payload | null)
    if (instance) await closePayload(instance)
  }
}

/** The flags and running tasks the site's modules keep on globals (`Symbol.for('kindred.…')`). */
function forgetSiteGlobals(): void {
  for (const key of Object.getOwnPropertySymbols(globalThis)) {
    if (Symbol.keyFor(key)?.startsWith('kindred.')) delete (globalThis as Record<symbol, unknown>)[key]
  }
}

// The worker's environment as Vitest started it, kept by its first file; later files start from it.
worker.kindredWorkerEnv ??= { ...process.env }
for (const name of Object.keys(process.env)) if (!(name in worker.kindredWorkerEnv)) delete process.env[name]
Object.assign(process.env, worker.kindredWorkerEnv)
await closeFilesPayload()
forgetSiteGlobals()
vi.resetModules()

const template = process.env.TEST_TEMPLATE_DATABASE_URL!
const name = `${decodeURIComponent(new URL(template).pathname.slice(1))}_f${randomBytes(4).toString('hex')}`
process.env.DATABASE_URL = await cloneDatabase(template, name)
process.env.MAIL_DIR = mkdtempSync(path.join(process.env.MAIL_DIR!, 'file-'))
process.env.MEDIA_DIR = mkdtempSync(path.join(process.env.MEDIA_DIR!, 'file-'))

// Registered first, so it runs after the file's own `afterAll` hooks: its connections end with it.
afterAll(closeFilesPayload)
