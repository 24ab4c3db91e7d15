import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { makeCommitsDurable, verifiedAdapterVersion, type TransactionalAdapter } from './transactions'

/** The installed adapter's version, read beside its entry (its exports name no package.json). */
function installedAdapterVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@payloadcms/db-postgres')
  let folder = path.dirname(entry)
  while (path.basename(folder) !== 'db-postgres') folder = path.dirname(folder)
  return (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version
}

describe('the durable-commit replacements', () => {
  it('are re-checked whenever Payload’s PostgreSQL adapter changes version', () => {
    // On an upgrade: run tests/integration/platform/durable-writes.int.test.ts, check whether
    // payloadcms/payload#17726 is fixed in the new release, then update verifiedAdapterVersion.
    expect(installedAdapterVersion(), 'transactions.ts replaces adapter internals; re-verify them for this release').toBe(verifiedAdapterVersion)
  })

  it('refuse an adapter whose transaction internals are not the ones they replace', () => {
    // No rollback of its own to pair with (the sessions' `reject` is what Payload's rollback calls).
    const moved = { drizzle: undefined, sessions: {}, beginTransaction: async () => null, commitTransaction: async () => {} } as unknown as TransactionalAdapter
    expect(() => makeCommitsDurable(moved)).toThrow(/no longer has the transaction internals/)
  })

  it('install themselves on an adapter of the expected shape, leaving its rollback alone', () => {
    const rollbackTransaction = async () => {}
    const adapter = { drizzle: undefined, sessions: {}, beginTransaction: async () => null, commitTransaction: async () => {}, rollbackTransaction } as unknown as TransactionalAdapter
    const original = adapter.commitTransaction
    makeCommitsDurable(adapter)
    expect(adapter.commitTransaction).not.toBe(original)
    expect(adapter.rollbackTransaction).toBe(rollbackTransaction)
  })
})
