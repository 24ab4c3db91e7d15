// The seed's memory of what it wrote (the hidden `seed-records` collection): one snapshot per
// document or global, keyed `<collection>:<stable key>` or `global:<slug>`.
import type { Payload } from 'payload'

import { snapshotOf } from './compare'

export type SeedRecords = {
  /** The snapshot the seed stored for `key`, or undefined when it never wrote one. */
  written(key: string): unknown
  /** Remembers `stored` as what the seed wrote for `key` (skipped when the snapshot is the same). */
  remember(key: string, stored: Record<string, unknown>): Promise<void>
}

// PostgreSQL's jsonb keeps its own key order: compare snapshots with keys sorted.
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (item && typeof item === 'object' && !Array.isArray(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1))) : item))

export async function loadSeedRecords(payload: Payload): Promise<SeedRecords> {
  const { docs } = await payload.find({ collection: 'seed-records', depth: 0, limit: 0, pagination: false, overrideAccess: true })
  const byKey = new Map(docs.map((doc) => [doc.key, { id: doc.id, written: doc.written as unknown }]))
  return {
    written: (key) => byKey.get(key)?.written,
    async remember(key, stored) {
      const written = snapshotOf(stored)
      const known = byKey.get(key)
      if (known && canonical(known.written) === canonical(written)) return
      const doc = known
        ? await payload.update({ collection: 'seed-records', id: known.id, data: { written }, depth: 0, overrideAccess: true })
        : await payload.create({ collection: 'seed-records', data: { key, written }, depth: 0, overrideAccess: true })
      byKey.set(key, { id: doc.id, written })
    },
  }
}
