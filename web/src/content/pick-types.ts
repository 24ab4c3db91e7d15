// Picking a few business types out of a catalogue that may hold thousands, in the catalogue's order.

// Each list's positions by slug, kept while the list is (the content cache replaces the list when
// it reloads), so a page naming a few types costs a few lookups rather than a pass over them all.
const positions = new WeakMap<readonly { slug: string }[], Map<string, number>>()

/** The types of `list` whose slugs are `wanted` (all of them for 'all'), in `list`'s order. */
export function pickTypes<T extends { slug: string }>(list: readonly T[], wanted: 'all' | ReadonlySet<string>): readonly T[] {
  if (wanted === 'all') return list
  let at = positions.get(list)
  if (!at) positions.set(list, (at = new Map(list.map((type, index) => [type.slug, index]))))
  const found = [...wanted].flatMap((slug) => at.get(slug) ?? [])
  return found.sort((a, b) => a - b).map((index) => list[index]!)
}
