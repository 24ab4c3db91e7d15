// A short-lived in-process cache for published content (and the lists derived from it, such as the
// business types the directory can find). Several site processes may run against
// one database, so nothing is invalidated by message: every entry simply expires after
// CONTENT_TTL_MS (default 2 s), which keeps a published edit live within seconds everywhere.
// Stale-if-error: when a reload fails (the database restarting, say), the last good value is
// served for another TTL instead of failing the page; anonymous pages keep rendering.
// Keys name content that exists (pages.server.ts checks a path against the published paths before
// it reads or caches anything), so the cache holds a site's worth of entries; the bound is a backstop.
import { LRUCache } from 'lru-cache'

import { noteIfUnavailable } from '~/server/outage.server'
import { serverEnv } from '~/server/env.server'

/** How long a published edit may take to show in this process's content reads. */
export const contentTtlMs = serverEnv().CONTENT_TTL_MS
const ttl = contentTtlMs

type Entry = { value: Promise<unknown>; expires: number; lastGood?: { value: unknown } }
/** Expired entries stay (least recently used first out) as the stale-if-error copy. */
const entries = new LRUCache<string, Entry>({ max: 1000 })

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const entry: Entry = { value: Promise.resolve(), expires: now + ttl, lastGood: hit?.lastGood }
  entry.value = load().then(
    (value) => {
      entry.lastGood = { value }
      return value
    },
    (error: unknown) => {
      noteIfUnavailable(error)
      if (entry.lastGood) {
        console.warn(`[content] ${key}: serving the last good copy (${error instanceof Error ? error.message : String(error)})`)
        return entry.lastGood.value
      }
      // Nothing to fall back on: forget the failure so the next request tries again.
      if (entries.peek(key) === entry) entries.delete(key)
      throw error
    },
  )
  entries.set(key, entry)
  return entry.value as Promise<T>
}
