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

/**
 * The fields of `stored` that are empty (null or missing) where `wanted` has a value, filled with
 * `wanted`'s, as the top-level fields to write; undefined when none is empty. It goes into groups,
 * and into arrays and blocks only item by item where both have the same items (it never adds or
 * removes one: an editor may have emptied a list). A rich-text value is filled whole or kept whole.
 */
export function emptyFilled(stored: Record<string, unknown>, wanted: Record<string, unknown>): Record<string, unknown> | undefined {
  const patch: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(wanted)) {
    if (key === 'id' || key === '_status') continue
    const filled = fill(stored[key], value)
    if (filled.changed) patch[key] = filled.value
  }
  return Object.keys(patch).length ? patch : undefined
}

function fill(stored: unknown, wanted: unknown): { value: unknown; changed: boolean } {
  const kept = { value: stored, changed: false }
  if (wanted === undefined || wanted === null) return kept
  if (stored === undefined || stored === null) return { value: wanted, changed: true }
  if (Array.isArray(wanted)) {
    if (!Array.isArray(stored) || stored.length !== wanted.length) return kept
    const items = stored.map((item, i) => fill(item, wanted[i]))
    return items.some((item) => item.changed) ? { value: items.map((item) => item.value), changed: true } : kept
  }
  if (typeof wanted !== 'object' || typeof stored !== 'object' || Array.isArray(stored)) return kept
  const [have, want] = [stored as Record<string, unknown>, wanted as Record<string, unknown>]
  if ('root' in want || ('blockType' in want && have.blockType !== want.blockType)) return kept
  let changed = false
  const value: Record<string, unknown> = { ...have }
  for (const [key, item] of Object.entries(want)) {
    if (key === 'id') continue
    const filled = fill(have[key], item)
    if (filled.changed) [value[key], changed] = [filled.value, true]
  }
  return changed ? { value, changed } : kept
}
