// A throw-away cluster whose run was killed is removed by the next run, and only such a cluster: one
// whose run or server is alive, or that a run is making right now, stays.
import { spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, expect, it } from 'vitest'

import { removeLeftovers } from './throwaway-db'

const parents: string[] = []
afterEach(() => {
  for (const parent of parents.splice(0)) rmSync(parent, { recursive: true, force: true })
})

/** The id of a process that has ended. */
function endedPid(): number {
  const run = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(run.stdout)
}

function cluster(parent: string, name: string, files: { owner?: number; server?: number }): string {
  const dir = path.join(parent, name)
  mkdirSync(path.join(dir, 'data'), { recursive: true })
  if (files.owner !== undefined) writeFileSync(path.join(dir, 'owner'), String(files.owner))
  if (files.server !== undefined) writeFileSync(path.join(dir, 'data', 'postmaster.pid'), `${files.server}\n/data\n`)
  return dir
}

it('removes the clusters whose run and server have ended, and keeps the rest', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'leftovers-'))
  parents.push(parent)
  const gone = endedPid()
  const killedRun = cluster(parent, 'kindred-pg-killed', { owner: gone, server: endedPid() })
  const stoppedServer = cluster(parent, 'kindred-pg-stopped', { owner: gone })
  const liveRun = cluster(parent, 'kindred-pg-live', { owner: process.pid })
  const orphanedServer = cluster(parent, 'kindred-pg-orphan', { owner: gone, server: process.pid })
  const beingMade = cluster(parent, 'kindred-pg-new', {})
  const other = cluster(parent, 'someone-else', { owner: gone })

  removeLeftovers(parent)

  expect(existsSync(killedRun)).toBe(false)
  expect(existsSync(stoppedServer)).toBe(false)
  for (const kept of [liveRun, orphanedServer, beingMade, other]) expect(existsSync(kept)).toBe(true)
})

// Only root can give a folder to another user; elsewhere the shared folder's sticky bit keeps it.
it.runIf(process.getuid?.() === 0)('keeps another user’s left-over cluster, which this user may not remove', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'leftovers-'))
  parents.push(parent)
  const theirs = cluster(parent, 'kindred-pg-theirs', { owner: endedPid() })
  chownSync(theirs, 65534, 65534)
  removeLeftovers(parent)
  expect(existsSync(theirs)).toBe(true)
})
