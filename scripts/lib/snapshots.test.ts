import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { pruneSnapshots, snapshots } from './snapshots'

const dirs: string[] = []
function folder(...names: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-snapshots-'))
  dirs.push(dir)
  for (const name of names) writeFileSync(path.join(dir, name), '{}')
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('migration snapshots', () => {
  it('the committed migrations hold one snapshot, the one the next migration starts from', () => {
    expect(snapshots()).toHaveLength(1)
  })

  it('after migrate:create, keep only the snapshot it wrote, whatever the names', () => {
    const dir = folder('20261129_000000_baseline.json', '20261129_000000_baseline.ts')
    const before = snapshots(dir)
    writeFileSync(path.join(dir, '20261129_120000_new_field.json'), '{}')
    expect(pruneSnapshots(before, dir)).toEqual(['20261129_000000_baseline.json'])
    expect(snapshots(dir)).toEqual(['20261129_120000_new_field.json'])
  })

  it('a run that wrote no snapshot deletes none', () => {
    const dir = folder('20261129_000000_baseline.json')
    expect(pruneSnapshots(snapshots(dir), dir)).toEqual([])
    expect(snapshots(dir)).toEqual(['20261129_000000_baseline.json'])
  })
})
