// Loading the embedded PostgreSQL driver must not change how a process exits: its exit hook ends a
// process that finishes on its own with status 0, which once hid every failing integration test.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const postgresModule = path.join(import.meta.dirname, 'postgres.ts')

function exitStatusAfterLoading(setStatus: string): number | null {
  const script = `await import(${JSON.stringify(postgresModule)}); ${setStatus}`
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 60_000 })
  return run.status
}

describe('a process that loads scripts/lib/postgres.ts', () => {
  it('keeps the failure status it set', () => {
    expect(exitStatusAfterLoading('process.exitCode = 3')).toBe(3)
  })

  it('still exits 0 when nothing failed', () => {
    expect(exitStatusAfterLoading('')).toBe(0)
  })
})
