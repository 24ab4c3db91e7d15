// The directory's SQL as parameterised statements, from already validated filters
// (docs/decisions/0040-partner-search.md, 0070-partner-search-at-scale.md). Pure, so unit tests pin
// it down; profiles.server.ts runs it.
import { profileFieldNames, profileFields } from '@kindred/cms/profile-fields'

import type { DirectoryFilters } from './partners.options'
import { placeOf } from './place'

/**
 * Free text as at most 8 words of letters and digits. PostgreSQL turns them into lexemes (English
 * stemming, stop words dropped: `lexemesStatement`) before the search, so any input is safe.
 */
export function searchWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? []
  )
}

/** The lexemes of a search: every one must match; `prefix` (the last word, on retry) matches as a prefix. */
export type SearchTerms = { exact: string[]; prefix: string | null }

/**
 * The statement that stems the words with the indexed text's configuration: accents dropped, then
 * English stemming ("bakeries" → "bakeri", as "Bakery" was indexed; "café" and "cafe" → "cafe").
 * With `prefixLast` the last word becomes the prefix: the directory retries that way only when
 * whole words found nothing ("flor" finds "Florist").
 */
export function lexemesStatement(words: string[], prefixLast: boolean): { sql: string; params: unknown[] } {
  const exact = prefixLast ? words.slice(0, -1) : words
  return {
    sql: `select tsvector_to_array(to_tsvector('english_unaccent', $1)) as exact, (tsvector_to_array(to_tsvector('english_unaccent', $2)))[1] as prefix`,
    params: [exact.join(' '), prefixLast ? (words.at(-1) ?? '') : ''],
  }
}

/**
 * The prefix the last word matches: what the typed letters and their stem share. Stemming a cut-off
 * word can change its end ("pottery" typed as "potty" stems to "potti", which no indexed word starts
 * with), while the stem is what indexed words start with when the letters form a whole word.
 */
export function searchPrefix(typed: string, stemmed: string | null): string | null {
  if (!stemmed) return null
  // The stem has lost its accents (the index's configuration): compare the typed letters without theirs.
  const letters = typed.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')
  let shared = 0
  while (shared < letters.length && shared < stemmed.length && letters[shared] === stemmed[shared]) shared++
  return shared > 0 ? stemmed.slice(0, shared) : stemmed
}

/**
 * The profile's own Partner columns (its member's come from members.server.ts): its text fields'
 * (@kindred/cms/profile-fields) under their own names, so `row[column]` reads each. The option lists and
 * the accepted-proposal count are copies kept on the profile row by triggers (migration
 * 20261123_220000_partner_cards), so a card is one row. The lists come as comma-joined slugs
 * (`optionList` splits them): node-postgres parses a text[] one character at a time, a measurable
 * share of a directory request's CPU.
 */
export const profileCardColumns = `p.id, p.member_id, p.slug, ${profileFieldNames.map((name) => `p.${profileFields[name].column}`).join(', ')}, p.listed,
  array_to_string(p.card_channels, ',') as channels, array_to_string(p.card_offers, ',') as offers,
  array_to_string(p.card_models, ',') as models, p.card_collaborations as collaborations`

/** A list read with `profileCardColumns`: option slugs never contain a comma. */
export const optionList = (joined: unknown): string[] => (joined ? String(joined).split(',') : [])

/**
 * Profiles holding every lexeme: one index-only scan of the word index per lexeme, merged on the
 * profile id (each lexeme's entries are stored in profile order), so the cost follows the words'
 * entries rather than a visit to each matching profile. A prefix may match several words of one
 * profile: it counts once, with its best field.
 */
function termsQuery(search: SearchTerms, param: (value: unknown) => string): string {
  const range = (alias: string) => {
    const from = param(search.prefix)
    return `${alias}.lexeme >= ${from} and ${alias}.lexeme < ${from} || chr(1114111)`
  }
  const prefixed = (alias: string) => `select ${alias}.profile_id, max(${alias}.weight) as weight, max(${alias}.created_at) as created_at
      from business_profile_terms ${alias} where ${range(alias)} group by ${alias}.profile_id`
  if (!search.exact.length) return `select x.profile_id as id, x.weight as rank, x.created_at from (${prefixed('tp')}) x`
  const [first, ...others] = search.exact.map(param)
  const joins = others.map((lexeme, i) => `join business_profile_terms t${i + 1} on t${i + 1}.profile_id = t0.profile_id and t${i + 1}.lexeme = ${lexeme}`)
  const weights = ['t0.weight', ...others.map((_, i) => `t${i + 1}.weight`)]
  if (search.prefix) {
    joins.push(`join (${prefixed('tp')}) x on x.profile_id = t0.profile_id`)
    weights.push('x.weight')
  }
  return `select t0.profile_id as id, ${weights.join(' + ')} as rank, t0.created_at
      from business_profile_terms t0 ${joins.join(' ')} where t0.lexeme = ${first}`
}

export type DirectoryQuery = { where: string; params: unknown[]; terms: string | null; filtered: boolean }

/**
 * The structured filters as a WHERE clause over `p`, and, for free text, `terms`: a query over the
 * word index (business_profile_terms) giving each matching profile's id, rank and creation time.
 * Rank: per word, the best field it occurs in (name 10, suburb 4, description 2), summed.
 */
export function directoryQuery(filters: DirectoryFilters, search: SearchTerms | null = null): DirectoryQuery {
  const clauses = ['p.listed']
  const params: unknown[] = []
  const param = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  let terms: string | null = null
  // A query of stop words only ("the") has no lexemes: it filters nothing rather than everything.
  if (search && (search.exact.length || search.prefix)) terms = termsQuery(search, param)
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
    const place = placeOf(location)
    if (place.postcode) clauses.push(`p.postcode = ${param(place.postcode)}`)
    if (place.suburb) clauses.push(`lower(p.suburb) = lower(${param(place.suburb)})`)
  }
  return { where: `where ${clauses.join(' and ')}`, params, terms, filtered: Boolean(terms) || clauses.length > 1 }
}

export type DirectoryStatements = { page: string; count: string; params: unknown[]; filtered: boolean }

/**
 * The directory's statements for one page. With filters, one scan both ranks and counts the
 * matches (a window count beside the page's ids); without, `count` reads the listed index and the
 * page is its first entries. Free text alone reads only the word index; with other filters the
 * matches are joined to their profiles. `columns` (over `p`, and what `joins` adds to it) are read
 * for the page only.
 *
 * One whole word alone is the exception: its entries are stored in rank order, so the page is the
 * first 24 of them, and the total an aggregate over the same entries. A window count would buffer
 * every match to count them first (1.9 → 1.35 ms for a word with 3,112 matches); several words
 * are merged and sorted by their summed weights anyway, where one pass does both.
 */
export function directoryStatements(filters: DirectoryFilters, options: { page: number; pageSize: number; search?: SearchTerms | null; columns: string; joins?: string }): DirectoryStatements {
  const { where, params, terms, filtered } = directoryQuery(filters, options.search ?? null)
  const order = (alias: string) => `${terms ? `${alias}rank desc, ` : ''}${alias}created_at desc, ${alias}id desc`
  const structured = where !== 'where p.listed'
  const oneWord = Boolean(terms) && !structured && options.search?.exact.length === 1 && !options.search.prefix
  const window = filtered && !oneWord ? ', count(*) over () as total' : ''
  // Free text alone: the word index holds listed profiles only, so no profile row is read.
  const source = !terms
    ? `select p.id, p.created_at${window} from business_profiles p ${where}`
    : structured
      ? `select h.id, h.created_at, h.rank${window} from terms h join business_profiles p on p.id = h.id ${where}`
      : `select h.id, h.created_at, h.rank${window} from terms h`
  // Inlined where it is read twice, so each reader gets its own index scan rather than a buffered copy.
  const withTerms = terms ? `terms as ${oneWord ? 'not materialized ' : ''}(${terms}), ` : ''
  const total = !filtered ? '' : oneWord ? ', (select count(*) from terms) as total' : ', hits.total'
  const page = `with ${withTerms}hits as (
       ${source}
        order by ${order('')} limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize})
     select ${options.columns}${total}
       from hits join business_profiles p on p.id = hits.id${options.joins ? ` ${options.joins}` : ''}
      order by ${order('hits.')}`
  const count = !terms
    ? `select count(*)::int as total from business_profiles p ${where}`
    : `with ${withTerms.slice(0, -2)} select count(*)::int as total from terms h${structured ? ` join business_profiles p on p.id = h.id ${where}` : ''}`
  return { page, count, params, filtered }
}
