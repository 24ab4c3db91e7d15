// The business_profiles table's one owner (with its option tables): the public Partner card,
// the member's own profile, the directory search and the slug rules. Writes go through the CMS's
// Local API inside the platform transaction, so the admin, its hooks and the site agree.
import { createHash } from 'node:crypto'

import { profileFieldNames, profileFields, type ProfileFieldName, type ProfileText } from '@kindred/cms/profile-fields'
import { LRUCache } from 'lru-cache'

import { cached } from '~/server/cache.server'
import { preparedQuery, query, type Queryable, type Row, type Tx } from '~/server/db.server'
import { clientIp, type HandlerContext } from '~/server/http.server'
import type { User } from '~/server/member'
import { payload } from '~/server/payload.server'
import { joinMember, memberStandingColumns } from '~/server/members.server'

import { directoryQuery, directoryStatements, lexemesStatement, optionList, profileCardColumns, searchPrefix, searchWords, type SearchTerms } from './directory-query'
import { pageSize, slugShape, type BusinessProfile, type DirectoryFilters, type DirectoryResult, type Partner } from './partners.options'
import { slugBaseFor } from './slug'
import { canonicalWebsite } from './website'

/**
 * A Partner card: the profile's own columns, its member's standing and its reputation, read over
 * `partnerFrom`. The reputation (rating, review count, verified-partner badge) is the workspace's,
 * read through its SQL function partner_standing() (migration 20261129_023400_workspace_rules).
 */
const partnerColumns = `${profileCardColumns},
  ${memberStandingColumns}, s.rating, s.review_count, s.verified_partner`
const memberOfProfile = `${joinMember('p.member_id')} left join lateral partner_standing(p.id) s on true`
const partnerFrom = `from business_profiles p ${memberOfProfile}`

/** How a stored text field reads on a card, where that is not as stored. */
const shownAs: Partial<Record<ProfileFieldName, (stored: string) => string>> = {
  // Addresses saved before the website rule linked as typed: those it can read are linked in its form.
  website: (stored) => canonicalWebsite(stored) ?? stored,
}

/** The profile's text fields from a row read with `profileCardColumns`: an optional one left empty is null. */
function profileTextOf(row: Row): ProfileText {
  const entries = profileFieldNames.map((name) => {
    const stored = row[profileFields[name].column]
    if (profileFields[name].optional && !stored) return [name, null]
    const value = String(stored)
    return [name, shownAs[name]?.(value) ?? value]
  })
  return Object.fromEntries(entries) as ProfileText
}

export function toPartner(row: Row): Partner {
  return {
    slug: String(row.slug),
    ...profileTextOf(row),
    channels: optionList(row.channels) as Partner['channels'],
    offers: optionList(row.offers) as Partner['offers'],
    models: optionList(row.models) as Partner['models'],
    verified: Boolean(row.email_verified),
    memberSince: String(row.member_since),
    collaborations: Number(row.collaborations),
    rating: row.rating == null ? null : Number(row.rating),
    reviewCount: Number(row.review_count ?? 0),
    verifiedPartner: Boolean(row.verified_partner),
  }
}

const toProfile = (row: Row): BusinessProfile => ({ ...toPartner(row), listed: Boolean(row.listed), updatedAt: (row.updated_at as Date).toISOString() })

/** A listed business by its slug, with its owner's id (to tell an owner's own views apart). */
export async function findListedPartner(slug: string): Promise<{ partner: Partner; memberId: number; profileId: number } | null> {
  // Only a slug-shaped value can name a profile; anything else (a NUL byte fails PostgreSQL's text type) is simply unknown.
  if (!slugShape.test(slug)) return null
  const { rows } = await query(`select ${partnerColumns} ${partnerFrom} where p.slug = $1 and p.listed`, [slug])
  const row = rows[0]
  return row ? { partner: toPartner(row), memberId: Number(row.member_id), profileId: Number(row.id) } : null
}

/**
 * Where a listed business is now, when `slug` is one of its former addresses (a link shared before its
 * owner or staff changed it); null for any other value. The trigger of migration
 * 20261125_190000_former_slugs keeps the table; a slug in use is never a former one.
 */
export async function currentSlugOf(formerSlug: string): Promise<string | null> {
  if (!slugShape.test(formerSlug)) return null
  const { rows } = await query(`select p.slug from business_profile_former_slugs f join business_profiles p on p.id = f.profile_id where f.slug = $1 and p.listed`, [formerSlug])
  return rows[0] ? String(rows[0].slug) : null
}

export async function findOwnProfile(memberId: number, client?: Queryable): Promise<BusinessProfile | null> {
  const sql = `select ${partnerColumns}, p.updated_at ${partnerFrom} where p.member_id = $1`
  const { rows } = client ? await client.query(sql, [memberId]) : await query(sql, [memberId])
  return rows[0] ? toProfile(rows[0]) : null
}

/**
 * The id, slug, name and listing of a member's profile, locked against other changes to it for the
 * rest of the transaction. `no key update`, not `update`: a proposal to this business checks its
 * key (`key share`) while inserting, and must not wait for this lock, or two businesses proposing
 * to each other at once would each hold what the other waits for (a deadlock).
 */
export async function lockOwnProfile(
  tx: Queryable,
  memberId: number,
): Promise<{ id: number; slug: string; name: string; businessType: string; listed: boolean; heldBySupport: boolean; updatedAt: string } | null> {
  const { rows } = await tx.query(`select id, slug, name, business_type, listed, held_by_support, updated_at from business_profiles where member_id = $1 for no key update`, [memberId])
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    slug: String(row.slug),
    name: String(row.name),
    businessType: String(row.business_type),
    listed: Boolean(row.listed),
    heldBySupport: Boolean(row.held_by_support),
    updatedAt: (row.updated_at as Date).toISOString(),
  }
}

/** Whether support keeps the member's business off the directory (the profile editor says so). */
export async function isHeldBySupport(memberId: number): Promise<boolean> {
  const { rows } = await query(`select held_by_support from business_profiles where member_id = $1`, [memberId])
  return Boolean(rows[0]?.held_by_support)
}

/** A listed profile by slug, with its owner and the terms it lists: the other side of a new proposal. */
export async function findListedProfileBySlug(tx: Queryable, slug: string): Promise<{ id: number; memberId: number; name: string; terms: Pick<Partner, 'channels' | 'offers' | 'models'> } | null> {
  const { rows } = await tx.query(
    `select id, member_id, name, array_to_string(card_channels, ',') as channels, array_to_string(card_offers, ',') as offers,
       array_to_string(card_models, ',') as models
     from business_profiles where slug = $1 and listed`,
    [slug],
  )
  const row = rows[0]
  if (!row) return null
  const terms = { channels: optionList(row.channels) as Partner['channels'], offers: optionList(row.offers) as Partner['offers'], models: optionList(row.models) as Partner['models'] }
  return { id: Number(row.id), memberId: Number(row.member_id), name: String(row.name), terms }
}

/**
 * Every listed profile's page and when it last changed, for the sitemap: in creation order, so a
 * sitemap child's list only shifts when profiles are listed or unlisted. Read by the index on
 * (created_at, id) where listed.
 */
async function listedProfilePages(): Promise<{ path: string; updated: string }[]> {
  const { rows } = await query(`select slug, updated_at from business_profiles where listed order by created_at, id`)
  return rows.map((row) => ({ path: `/partners/${String(row.slug)}`, updated: new Date(row.updated_at as string).toISOString() }))
}

/** The directory's part of the sitemap: the directory, dated by its newest profile, and every listed profile. */
export async function directorySitemapEntries(): Promise<{ path: string; updated: string }[]> {
  const profiles = await listedProfilePages()
  const newest = profiles.reduce((max, p) => (p.updated > max ? p.updated : max), '')
  return newest ? [{ path: '/partners', updated: newest }, ...profiles] : []
}

/**
 * Whether `slug` belongs to a profile other than `exceptId`: its address now, a former one that
 * still leads to it, or one of a business that has left Kindred (a former address with no profile).
 * A renamed or departed business's old links stay its own; passed on, they would send the people
 * who follow them to another business. An owner may go back to its own. Race-free without a lock:
 * the rename (or the departure) and the former address it leaves commit together, so a claim sees
 * one or the other.
 */
export async function slugTaken(tx: Queryable, slug: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await tx.query(
    `select 1 from business_profiles where slug = $1 and id is distinct from $2
     union all select 1 from business_profile_former_slugs where slug = $1 and (profile_id is null or profile_id is distinct from $2)`,
    [slug, exceptId],
  )
  return rows.length > 0
}

/**
 * A free slug made from a name: the name's own, else with -2, -3, … (decision 0077: 3–60 characters),
 * never another business's address, former ones included. Saves making a slug from the same name
 * take turns until their transactions end, so each sees the addresses the others took: several
 * "Corner Café"s saved at once get `corner-cafe`, `-2`, `-3`.
 */
export async function freeSlugFor(tx: Queryable, name: string): Promise<string> {
  const base = slugBaseFor(name)
  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`kindred:slug:${base}`])
  const { rows } = await tx.query(
    `select slug from business_profiles where slug = $1 or slug like $2
     union all select slug from business_profile_former_slugs where slug = $1 or slug like $2`,
    [base, `${base}-%`],
  )
  const taken = new Set(rows.map((row) => String(row.slug)))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/**
 * The directory: listed businesses matching the filters, best match (or newest) first, and how
 * many match (docs/decisions/0040-partner-search.md, 0070). Free text matches whole words first;
 * only when that finds nothing does it try the last word as a prefix.
 */
export async function searchProfiles(filters: DirectoryFilters): Promise<DirectoryResult> {
  const words = filters.q ? searchWords(filters.q) : []
  const result = await searchOnce(filters, words.length ? await stem(words, false) : null)
  if (result.total > 0 || !words.length) return result
  return searchOnce(filters, await stem(words, true))
}

/**
 * Stemmed searches, by their words. Stemming depends only on the words and PostgreSQL's English
 * configuration, never on the data, so popular searches skip that round trip; the bound keeps the
 * memory small whatever visitors type (at most 8 words of a bounded query each). lru-cache's `fetch`
 * lets concurrent callers share one round trip: a page's search and its type suggestions stem the
 * same words at once.
 */
const stemmed = new LRUCache<string, SearchTerms, { words: string[]; prefixLast: boolean }>({
  max: 2000,
  fetchMethod: async (_key, _stale, { context: { words, prefixLast } }) => {
    const statement = lexemesStatement(words, prefixLast)
    const row = (await preparedQuery(statement.sql, statement.params)).rows[0]!
    const prefix = prefixLast ? searchPrefix(words.at(-1) ?? '', row.prefix ? String(row.prefix) : null) : null
    return { exact: (row.exact as string[] | null) ?? [], prefix }
  },
})

/** The words as the index's lexemes (PostgreSQL's English stemming and stop words). */
async function stem(words: string[], prefixLast: boolean): Promise<SearchTerms> {
  return (await stemmed.fetch(`${prefixLast ? 'p' : 'w'}:${words.join(' ')}`, { context: { words, prefixLast } }))!
}

async function searchOnce(filters: DirectoryFilters, search: SearchTerms | null): Promise<DirectoryResult> {
  const page = filters.page ?? 1
  const statements = directoryStatements(filters, { page, pageSize, search, columns: partnerColumns, joins: memberOfProfile })
  const { rows } = await preparedQuery(statements.page, statements.params)
  // A filtered page carries its total; an unfiltered one, or a page past the end, counts apart.
  const total = statements.filtered && rows[0] ? Number(rows[0].total) : Number((await preparedQuery(statements.count, statements.params)).rows[0]!.total)
  return { items: rows.map(toPartner), total, page, pageSize }
}

/** At most this many types are offered beside one search. */
const typesOffered = 3

/**
 * The words of each type someone is listed under, in the CMS's order: its published name, stemmed
 * as the directory stems a search. One query to the CMS and one statement for every name, shared for
 * the content cache's short period; a search then compares words in memory.
 */
const listedTypeWords = (): Promise<{ slug: string; words: ReadonlySet<string> }[]> =>
  cached('partners:listed-type-words', async () => {
    const listed = await listedBusinessTypes()
    if (!listed.length) return []
    const cms = await payload()
    const { docs } = await cms.find({
      collection: 'business-types',
      where: { slug: { in: listed } },
      select: { slug: true, navLabel: true },
      sort: 'order',
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    const { rows } = await query(`select t.i, tsvector_to_array(to_tsvector('english_unaccent', t.name)) as words from unnest($1::text[]) with ordinality as t(name, i)`, [
      docs.map((doc) => doc.navLabel),
    ])
    const wordsAt = new Map(rows.map((row) => [Number(row.i), new Set(row.words as string[])]))
    return docs.map((doc, i) => ({ slug: String(doc.slug), words: wordsAt.get(i + 1) ?? new Set<string>() }))
  })

/**
 * The business types whose names share a word with a free-text search, other than the one already
 * chosen: the directory page offers them as filters, so "bakery" leads to every business listed
 * under Coffee Shops & Bakeries, although the search itself reads only names, descriptions and
 * suburbs (decision 0040). Only types someone is listed under, so a link always finds someone.
 */
export async function typesNamedBy(q: string, chosen: string | null = null): Promise<string[]> {
  const words = searchWords(q)
  if (!words.length) return []
  const [{ exact }, types] = await Promise.all([stem(words, false), listedTypeWords()])
  if (!exact.length) return []
  return types
    .filter((type) => type.slug !== chosen && exact.some((word) => type.words.has(word)))
    .slice(0, typesOffered)
    .map((type) => type.slug)
}

/**
 * Where "Find partners" leads a member: the narrowest of their type in their suburb, anyone in their
 * suburb, their type anywhere, or the whole directory, that lists a business other than their own,
 * so the link never opens on the member's own card alone (or on nothing). One statement; each
 * `exists` stops at its first match.
 */
export async function findPartnersFilters(memberId: number, type: string | null, suburb: string | null): Promise<DirectoryFilters> {
  const candidates: DirectoryFilters[] = []
  if (type && suburb) candidates.push({ type, location: suburb })
  if (suburb) candidates.push({ location: suburb })
  if (type) candidates.push({ type })
  if (!candidates.length) return {}
  const params: unknown[] = [memberId]
  const probes = candidates.map((filters, i) => {
    const { where, params: own } = directoryQuery(filters)
    // Renumber the filter's own placeholders after those before it.
    const clause = where.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + params.length}`)
    params.push(...own)
    return `exists (select 1 from business_profiles p ${clause} and p.member_id <> $1) as found_${i}`
  })
  const row = (await query(`select ${probes.join(', ')}`, params)).rows[0]!
  return candidates.find((_, i) => row[`found_${i}`] === true) ?? {}
}

/**
 * Who viewed a profile, for counting each viewer once a day: the member, or the visitor's address
 * (its throttle key: an IPv4 address or an IPv6 /64). Never the User-Agent: the caller writes it,
 * and a script changing it on every request would count (and store) a view each time.
 */
export function viewerKey(member: User | null, request: Request, context: HandlerContext = {}, now = new Date()): string {
  const who = member ? `member:${member.id}` : `visitor:${clientIp(request, context)}`
  return createHash('sha256')
    .update(`${who}|${now.toISOString().slice(0, 10)}`)
    .digest('base64url')
    .slice(0, 32)
}

/**
 * The business types at least one listed profile has: what the directory's type filter offers, so
 * a choice always finds someone and a catalogue of thousands of types does not weigh every page.
 * A loose index scan, one probe per type found (0.5 ms for 9 types among 100,000 profiles), and
 * shared for the content cache's short period, as the CMS's own lists are.
 */
export const listedBusinessTypes = (): Promise<string[]> =>
  cached('partners:listed-types', async () => {
    const { rows } = await preparedQuery(
      `with recursive found as (
         (select business_type from business_profiles where listed order by business_type limit 1)
         union all
         select (select p.business_type from business_profiles p where p.listed and p.business_type > found.business_type order by p.business_type limit 1)
           from found where found.business_type is not null)
       select business_type from found where business_type is not null`,
      [],
    )
    return rows.map((row) => String(row.business_type))
  })

/** Whether `slug` is a published business type of the CMS (one count, inside `tx` when given). */
export async function isBusinessType(slug: string, tx?: Tx): Promise<boolean> {
  const cms = tx?.payload ?? (await payload())
  const { totalDocs } = await cms.count({ collection: 'business-types', where: { slug: { equals: slug } }, overrideAccess: false, req: tx?.req })
  return totalDocs > 0
}
