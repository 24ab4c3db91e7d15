// Reads that may wait a few milliseconds to share one statement with others: a flood of lookups by
// key (a tracking link's codes, each one different) costs the database and this process one round
// trip for all that arrive within `delayMs`, rather than one each
// (docs/decisions/0102-results-codes-clicks-and-sales.md). Gathering is write-behind's
// (write-behind.server.ts); unlike a write, every caller waits for its answer, and a failed read
// rejects each caller of its batch.
//
// A caller is only ever answered by a read sent after it asked: a key asked for while a read is in
// flight waits for the next one, so nothing stored before the ask (by any process) is missed.

import { gather } from './write-behind.server'

type Asked<K, V> = { key: K; resolve: (value: V | undefined) => void; reject: (error: unknown) => void }

/**
 * A lookup by key whose calls arriving together are read with one call of `read`, `delayMs` after
 * the first (or at once when `maxItems` are waiting). `read` answers the keys it found; the others
 * resolve to undefined. Batches run side by side, each on its own pooled connection.
 */
export function readTogether<K, V>({ maxItems, delayMs, read }: { maxItems: number; delayMs: number; read: (keys: K[]) => Promise<Map<K, V>> }): (key: K) => Promise<V | undefined> {
  const batches = gather<Asked<K, V>>({
    maxItems,
    delayMs,
    run: async (asked) => {
      try {
        const found = await read([...new Set(asked.map(({ key }) => key))])
        for (const { key, resolve } of asked) resolve(found.get(key))
      } catch (error) {
        for (const { reject } of asked) reject(error)
      }
    },
  })
  return (key) => new Promise<V | undefined>((resolve, reject) => batches.add({ key, resolve, reject }))
}
