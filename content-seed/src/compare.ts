/**
 * True when everything `wanted` says is already in `stored`. Keys the CMS adds (ids, timestamps,
 * block names) are ignored, so a re-run of the seed can tell "unchanged" without writing a version.
 */
export function containsSeed(stored: unknown, wanted: unknown): boolean {
  if (wanted === undefined) return true
  if (wanted === null) return stored === null || stored === undefined
  if (Array.isArray(wanted)) {
    return Array.isArray(stored) && stored.length === wanted.length && wanted.every((item, i) => containsSeed(stored[i], item))
  }
  if (typeof wanted === 'object') {
    if (!stored || typeof stored !== 'object') return false
    // `id`s are always the CMS's own (array rows, blocks, rich-text links get fresh ones per conversion).
    return Object.entries(wanted).every(([key, value]) => key === 'id' || containsSeed((stored as Record<string, unknown>)[key], value))
  }
  if (typeof wanted === 'string' && typeof stored === 'string' && /^\d{4}-\d\d-\d\dT/.test(wanted)) {
    return Date.parse(wanted) === Date.parse(stored)
  }
  return stored === wanted
}

// Keys every save moves on, whoever saves: they say nothing about who changed the content.
const bookkeeping = new Set(['createdAt', 'updatedAt'])

/** A stored document as the seed remembers it: everything but its save timestamps. */
export function snapshotOf(stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(stored).filter(([key]) => !bookkeeping.has(key)))
}

/**
 * True when nobody changed `stored` since the seed wrote `written` (its snapshot then). Fields the
 * schema gained later are not in the snapshot and do not count as a change; a changed, cleared,
 * reordered or drafted value does.
 */
export function untouchedSince(stored: Record<string, unknown>, written: unknown): boolean {
  return containsSeed(stored, written)
}
