// A short-lived in-process cache for published content. Several site processes may run against
// one database, so nothing is invalidated by message: every entry simply expires after
// CONTENT_TTL_MS (default 2 s), which keeps a published edit live within seconds everywhere.
const ttl = Number(process.env.CONTENT_TTL_MS ?? 2000)
const entries = new Map<string, { value: Promise<unknown>; expires: number }>()

export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  entries.set(key, { value, expires: now + ttl })
  // A failed load must not stay cached.
  value.catch(() => entries.delete(key))
  return value
}
