// What an operator does beside the running stack, for the browser tests: run a `pnpm` command in
// the site's environment (the throw-away stack writes it to a file; support/urls.ts names it) and, where no
// route can do it, touch the stack's database directly.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

import { stack } from './urls'

const root = path.resolve(import.meta.dirname, '../../../..')

/** The stack's operator environment: its database, secrets and addresses. */
export function stackEnv(): Record<string, string> {
  return JSON.parse(readFileSync(stack().envFile, 'utf8')) as Record<string, string>
}

/** Runs `pnpm <args>` at the repository's root in the stack's environment, as an operator would; its output. */
export async function operatorCommand(args: string[], timeoutMs = 120_000): Promise<string> {
  const { stdout } = await promisify(execFile)('pnpm', args, { cwd: root, env: { ...process.env, ...stackEnv() }, timeout: timeoutMs })
  return stdout
}

/** Runs `run` with a connection to the stack's database, closed afterwards. */
export async function withStackDatabase<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: stackEnv().DATABASE_URL })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
