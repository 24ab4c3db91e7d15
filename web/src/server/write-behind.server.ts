// Writes that may wait a few milliseconds to share one statement with others: a tracking link's
// visits arrive in floods, and one statement for a batch costs the database and this process far
// less than one for each (docs/decisions/0102-results-codes-clicks-and-sales.md). A batcher writes
// what it gathered `delayMs` after the first item, or at once when `maxItems` are waiting, one
// batch at a time. Shutdown writes whatever is waiting before the pool closes (lifecycle.nitro.ts).
// Only writes whose loss in a crash costs nothing anyone was promised belong here: a visitor who was
// already sent on, not a sale or a message.

export type WriteBehind<T> = {
  /** Queues `item`; it is written within `delayMs`. */
  add(item: T): void
  /** Writes what is waiting now; resolves once every batch queued so far is written or given up. */
  flush(): Promise<void>
}

// Kept on a global: the lifecycle plugin and the server entry are separate bundles' modules.
const registry = Symbol.for('kindred.site.write-behind')
type WithRegistry = typeof globalThis & { [registry]?: Set<() => Promise<void>> }
const flushes = (): Set<() => Promise<void>> => ((globalThis as WithRegistry)[registry] ??= new Set())

/**
 * Items gathered into batches: `run` gets what arrived within `delayMs` after the first item, or
 * what is waiting the moment `maxItems` are. Batches are handed over as they close; `run` decides
 * whether they go one at a time. Shutdown hands over what is waiting and awaits every batch.
 */
export function gather<T>({ maxItems, delayMs, run }: { maxItems: number; delayMs: number; run: (items: T[]) => Promise<void> }): { add(item: T): void; flush(): Promise<void> } {
  let waiting: T[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  const running = new Set<Promise<void>>()

  const flush = async (): Promise<void> => {
    if (timer) clearTimeout(timer)
    timer = null
    if (waiting.length > 0) {
      const items = waiting
      waiting = []
      const batch = run(items)
        .catch((error: unknown) => console.error(`[batch] ${items.length} items failed: ${String(error)}`))
        .finally(() => running.delete(batch))
      running.add(batch)
    }
    await Promise.all(running)
  }
  flushes().add(flush)

  return {
    add(item) {
      waiting.push(item)
      if (waiting.length >= maxItems) void flush()
      else if (!timer) timer = setTimeout(() => void flush(), delayMs)
    },
    flush,
  }
}

export function writeBehind<T>({ name, maxItems, delayMs, write }: { name: string; maxItems: number; delayMs: number; write: (items: T[]) => Promise<void> }): WriteBehind<T> {
  let written: Promise<void> = Promise.resolve()
  // One batch at a time, in order. A batch the database refused is reported, not retried: its items
  // were never promised to anyone.
  const batches = gather<T>({
    maxItems,
    delayMs,
    run: (items) => (written = written.then(() => write(items)).catch((error: unknown) => console.warn(`[${name}] ${items.length} queued writes failed: ${String(error)}`))),
  })
  return { add: batches.add, flush: batches.flush }
}

/** Writes what every batcher of this process is holding; the lifecycle plugin awaits it before closing the pool. */
export async function settleWriteBehinds(): Promise<void> {
  await Promise.all([...flushes()].map((flush) => flush()))
}
