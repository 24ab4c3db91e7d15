// The directory's WHERE clause and ranking as parameterised SQL, from already validated filters
// (docs/decisions/0040-partner-search.md). Pure, so unit tests pin it down; profiles.server.ts runs it.
import type { DirectoryFilters } from './partners.options'

export type DirectoryQuery = { where: string; params: unknown[]; rank: string | null; filtered: boolean }

/**
 * Free text as a tsquery: every word must match, stemmed by the English configuration like the
 * indexed text ("bakeries" finds "Bakery"). With `prefixLast` the last word also matches as a
 * prefix ("flor" finds "Florist"): the directory retries that way only when whole words found
 * nothing, because a prefix makes the GIN index merge every matching word's postings (4–5x the
 * cost of a whole word on 100,000 profiles). Only letters and digits survive, so the string is
 * always a valid tsquery. At most 8 words.
 */
export function toWordsQuery(text: string, prefixLast = false): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []
  if (!words.length) return null
  return words.map((word, index) => (prefixLast && index === words.length - 1 ? `${word}:*` : word)).join(' & ')
}

/** The Partner columns. Option lists and the collaboration count are read for the returned rows only. */
export const partnerColumns = `p.id, p.member_id, p.slug, p.name, p.business_type, p.description, p.suburb, p.postcode, p.website, p.listed,
  m.email_verified,
  to_char(m.created_at at time zone 'Australia/Melbourne', 'YYYY-MM-DD') as member_since,
  array(select v.value::text from business_profiles_channels v where v.parent_id = p.id order by v."order") as channels,
  array(select v.value::text from business_profiles_offers v where v.parent_id = p.id order by v."order") as offers,
  array(select v.value::text from business_profiles_models v where v.parent_id = p.id order by v."order") as models,
  (select count(*) from proposals r where r.from_id = p.id and r.status = 'accepted')
    + (select count(*) from proposals r where r.to_id = p.id and r.status = 'accepted') as collaborations`

const postcode = /^\d{4,5}$/

export function directoryQuery(filters: DirectoryFilters, options: { prefixLast?: boolean } = {}): DirectoryQuery {
  const clauses = ['p.listed']
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  let rank: string | null = null
  const tsquery = filters.q ? toWordsQuery(filters.q, options.prefixLast) : null
  if (tsquery) {
    const q = `to_tsquery('english', ${param(tsquery)})`
    // A query of stop words only ("the") has no lexemes: it filters nothing rather than everything.
    clauses.push(`(numnode(${q}) = 0 or p.search @@ ${q})`)
    rank = `ts_rank(p.search, ${q})`
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
  return { where: `where ${clauses.join(' and ')}`, params, rank, filtered: clauses.length > 1 }
}

export type DirectoryStatements = { page: string; count: string; params: unknown[]; filtered: boolean }

/**
 * The directory's statements for one page. With filters, one scan both ranks and counts the
 * matches (a window count beside the page's ids); without, `count` reads the listed index and the
 * page is its first entries. `columns` (over `p`, joined to members as `m`) are read for the page only.
 */
export function directoryStatements(filters: DirectoryFilters, options: { page: number; pageSize: number; prefixLast?: boolean; columns: string }): DirectoryStatements {
  const { where, params, rank, filtered } = directoryQuery(filters, { prefixLast: options.prefixLast })
  const order = (alias: string) => `${rank ? `${alias}rank desc, ` : ''}${alias}created_at desc, ${alias}id desc`
  const page = `with hits as (
       select p.id, p.created_at${rank ? `, ${rank} as rank` : ''}${filtered ? ', count(*) over () as total' : ''}
         from business_profiles p ${where}
        order by ${order('')} limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize})
     select ${options.columns}${filtered ? ', hits.total' : ''}
       from hits join business_profiles p on p.id = hits.id join members m on m.id = p.member_id
      order by ${order('hits.')}`
  return { page, count: `select count(*)::int as total from business_profiles p ${where}`, params, filtered }
}
