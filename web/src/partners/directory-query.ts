// The directory's WHERE clause and ranking as parameterised SQL, from already validated filters
// (docs/decisions/0040-partner-search.md). Pure, so unit tests pin it down; profiles.server.ts runs it.
import type { DirectoryFilters } from './partners.options'

export type DirectoryQuery = { where: string; params: unknown[]; rank: string | null }

/**
 * Free text as a prefix-matching tsquery: every word must match, each as a word prefix
 * ("flor" finds "Florist"), stemmed by the English configuration like the indexed text.
 * Only letters and digits survive, so the string is always a valid tsquery. At most 8 words.
 */
export function toPrefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}

const postcode = /^\d{4,5}$/

export function directoryQuery(filters: DirectoryFilters): DirectoryQuery {
  const clauses = ['p.listed']
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  let rank: string | null = null
  const tsquery = filters.q ? toPrefixQuery(filters.q) : null
  if (tsquery) {
    const q = `to_tsquery('english', ${param(tsquery)})`
    // A query of stop words only ("the") has no lexemes: it filters nothing rather than everything.
    clauses.push(`(numnode(${q}) = 0 or p.search @@ ${q})`)
    rank = `ts_rank_cd(p.search, ${q})`
  }
  if (filters.type) clauses.push(`p.business_type = ${param(filters.type)}`)
  for (const [list, value] of [
    ['channels', filters.channel],
    ['offers', filters.offer],
    ['models', filters.model],
  ] as const) {
    if (value) clauses.push(`exists (select 1 from business_profiles_${list} v where v.parent_id = p.id and v.value = ${param(value)})`)
  }
  const location = filters.location?.trim()
  if (location) {
    clauses.push(postcode.test(location) ? `p.postcode = ${param(location)}` : `lower(p.suburb) = lower(${param(location)})`)
  }
  return { where: `where ${clauses.join(' and ')}`, params, rank }
}
