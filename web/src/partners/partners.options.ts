// The partners feature's fixed vocabulary (decisions 0040, 0041) and JSON shapes, as plain
// constants and types with no zod: route options and directory pages import this file, and it
// stays out of every page's JavaScript weight. The zod schemas live in partners.schema.ts.
// The words a person reads for each option (labels) are CMS copy (the `directory` global).
// A profile's own text fields are declared once in @kindred/cms/profile-fields (decision 0121).
import { profileFieldNames, profileFields, profileLimits, type OffCardFieldName, type ProfileText } from '@kindred/cms/profile-fields'

import { isSingleLine } from '~/server/text-rules'

export const channels = ['in-store-space', 'packaging-flyer', 'newsletter'] as const
export const offers = ['brand-exposure', 'product-sample', 'consignment', 'discount'] as const
export const models = ['paid-placement', 'commission', 'reciprocal'] as const
export const proposalStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const
export const proposalActions = ['accept', 'decline', 'withdraw'] as const

export type Channel = (typeof channels)[number]
export type Offer = (typeof offers)[number]
export type Model = (typeof models)[number]
export type ProposalStatus = (typeof proposalStatuses)[number]
export type ProposalAction = (typeof proposalActions)[number]
/** The answers asked to be confirmed first when sent without script: they cannot be undone. */
export type ConfirmedAction = Exclude<ProposalAction, 'accept'>
/** What /dashboard/collaborations shows for one card: the question to confirm (from its address), or why its form was refused. */
export type AnswerFormState = { id: number; confirming?: ConfirmedAction; refusal?: string }

/** Directory results a page (decision 0040). */
export const pageSize = 24

/** Bounds shared by the schemas, the CMS fields and the pages' inputs; a profile field's is its declaration's. */
export const limits = {
  ...profileLimits,
  slugMin: 3,
  slug: 60,
  message: 2000,
  q: 100,
  location: 80,
  /** Deep pages past this are refused: nobody pages through 24 000 businesses. */
  maxPage: 1000,
  /** Decision 0107: a commission collaboration's share of each sale, in whole percent. */
  commissionPercentMin: 1,
  commissionPercentMax: 50,
  /** A paid placement's fee, in AUD cents ($0.01 to $1,000,000). */
  feeMin: 1,
  feeMax: 100_000_000,
} as const

/** AUD cents as people read them ("$1,250.00"): the fee on cards and in emails. */
export const dollarsOf = (cents: number) => `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/** Slugs (decision 0077): lowercase letters, digits and hyphens, 3–60 characters. */
export const slugPattern = /^(?=.{3,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * What a looked-up address may be: the characters of any slug ever stored, including any saved
 * before slugPattern refused stray hyphens, so such a business stays reachable at its address.
 */
export const slugShape = /^[a-z0-9-]{1,60}$/

/**
 * A business type's name when the CMS no longer publishes it (staff took it down while businesses
 * are listed under it): its slug in words, `startup-tech` → "Startup tech", never the bare slug.
 */
export const typeNameFromSlug = (slug: string): string => {
  const words = slug.replace(/-+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * A business as the directory shows it (`GET /api/partners`, decision 0040): never an email, phone or
 * id. Its own text fields (name, business type, description, suburb, postcode, website, …) are
 * those of @kindred/cms/profile-fields.
 */
export type Partner = ProfileText & {
  slug: string
  channels: Channel[]
  offers: Offer[]
  models: Model[]
  /** The member's email address is verified. */
  verified: boolean
  /** ISO date (YYYY-MM-DD) the member joined. */
  memberSince: string
  /** Accepted proposals the business took part in, either side. */
  collaborations: number
  /** Average of its shown reviews to one decimal, or null without any (decision 0105). */
  rating: number | null
  reviewCount: number
  /** It finished a collaboration whose milestones were all confirmed, and support holds nothing against it. */
  verifiedPartner: boolean
}

/**
 * The member's own profile: the public card, whether it is listed, and when it last changed (by its
 * owner, or by support), which an edit sends back so a save from a page loaded before that change
 * is refused rather than undoing it.
 */
export type BusinessProfile = Partner & { listed: boolean; updatedAt: string }

export type ProposalParty = { slug: string; name: string }

/** The member behind the other business of an accepted collaboration: who to write to. */
export type PartyContact = { person: string; email: string }

/**
 * The collaborations page: `GET /api/proposals`'s two lists, the businesses off the directory or gone from
 * Kindred, for each accepted proposal (by id) how to reach the other side, and for each received
 * proposal that cannot be accepted now (support holds either business) why. The API answers only
 * the two lists.
 */
export type ProposalLists = {
  incoming: Proposal[]
  outgoing: Proposal[]
  /** Where each list goes on: the last answered proposal listed when older ones are left out, else null. */
  olderIncoming: number | null
  olderOutgoing: number | null
  unlisted: string[]
  departed: DepartedSides
  contacts: Record<number, PartyContact>
  acceptRefused: Record<number, string>
}

/** Which page of each list: the answered proposals older than that one (pending ones are on the first page only). */
export type ProposalPages = { receivedBefore?: number; sentBefore?: number }

/**
 * The proposals (by id) whose other business has left Kindred, and which side it was on: named
 * from the snapshot kept as it left, with no link (its slug names no page) and nobody to contact.
 */
export type DepartedSides = Record<number, 'from' | 'to'>

/** Proposal JSON, as `GET /api/proposals` answers it (decision 0041). */
export type Proposal = {
  id: number
  from: ProposalParty
  to: ProposalParty
  channel: Channel
  offer: Offer
  model: Model
  message: string
  /** ISO date (YYYY-MM-DD) or null. */
  startDate: string | null
  /** Decision 0107: whole percent of each sale, only in a `commission` proposal (null otherwise). */
  commissionPercent: number | null
  /** Decision 0107: AUD cents, only in a `paid-placement` proposal (null otherwise). */
  fee: number | null
  status: ProposalStatus
  createdAt: string
  updatedAt: string
}

export type DirectoryFilters = {
  q?: string
  type?: string
  channel?: Channel
  offer?: Offer
  model?: Model
  location?: string
  page?: number
}

export type DirectoryResult = { items: Partner[]; total: number; page: number; pageSize: number }

/** What a directory card draws of a business (components/partners/PartnerCard.tsx). */
export type CardPartner = Omit<Partner, 'offers' | 'models' | OffCardFieldName>
/** A page of the directory as the directory page carries it: its cards' data only, since the page repeats it for its script. */
export type DirectoryCards = Omit<DirectoryResult, 'items'> & { items: CardPartner[] }

const cardFieldNames = profileFieldNames.filter((name) => profileFields[name].card)

export const directoryCards = (result: DirectoryResult): DirectoryCards => ({
  ...result,
  items: result.items.map((p) => ({
    slug: p.slug,
    ...(Object.fromEntries(cardFieldNames.map((name) => [name, p[name]])) as Omit<ProfileText, OffCardFieldName>),
    channels: p.channels,
    verified: p.verified,
    memberSince: p.memberSince,
    collaborations: p.collaborations,
    rating: p.rating,
    reviewCount: p.reviewCount,
    verifiedPartner: p.verifiedPartner,
  })),
})

export const activityKinds = [
  'account-created',
  'profile-created',
  'profile-listed',
  'profile-unlisted',
  'proposal-sent',
  'proposal-received',
  'proposal-accepted-by-you',
  'proposal-accepted-by-them',
  'proposal-declined-by-you',
  'proposal-declined-by-them',
  'proposal-withdrawn-by-you',
  'proposal-withdrawn-by-them',
] as const
export type ActivityKind = (typeof activityKinds)[number]

/** The dashboard's live cards: counts, My Network, Recent activity, the Getting Started checklist. */
export type MemberActivity = {
  counts: { profileViews: number; proposalsSent: number; proposalsReceived: number; accepted: number }
  /** Accepted collaborations, newest first. */
  network: Proposal[]
  /** Slugs of the businesses in `network` that are off the directory (named, not linked). */
  unlisted: string[]
  /** The collaborations in `network` whose other business has left Kindred. */
  departed: DepartedSides
  /** The member's own latest events, newest first; `text` is the CMS template filled in. */
  recent: { kind: ActivityKind; at: string; text: string }[]
  checklist: { emailVerified: boolean; profileComplete: boolean; listed: boolean; proposalSent: boolean }
  /** Where "Find partners" leads: the narrowest of type and suburb that finds someone else. */
  findFilters: DirectoryFilters
}

/**
 * Whether the signed-in viewer may propose to a business, and if not why: the profile page shows
 * the action, a sign-in link, or what is missing (verify email, list your profile).
 */
export type Eligibility = {
  signedIn: boolean
  /** The business is the viewer's own. */
  self: boolean
  emailVerified: boolean
  /** The viewer has a profile of their own, listed or not. */
  hasProfile: boolean
  /** The viewer has a listed profile of their own. */
  listed: boolean
  /** Support has taken the viewer's own business off the directory: it may not propose. */
  heldBySupport: boolean
  canPropose: boolean
  /**
   * Where the viewer and this business stand: a pending proposal between them (either way), else
   * their latest accepted one: its id, whether the viewer's business sent it, and the day (in
   * Melbourne, YYYY-MM-DD) it was sent or accepted.
   */
  standing: { id: number; status: 'pending' | 'accepted'; sent: boolean; on: string } | null
  /**
   * The viewer's business has sent as many proposals as it may: to this business this week, or to
   * anyone today. When it may propose again, and the refusal a send would get (so the page says it
   * instead of a form).
   */
  limitReached: ProposalLimit | null
}

/** A sending limit reached: when the oldest counted proposal leaves its window (ISO), and the CMS's words for it. */
export type ProposalLimit = { until: string; message: string }

/** What a failed call answers: the contract's failure shape plus the HTTP status it maps to. */
export type Failure = { success: false; status: number; errorMessage: string; errors?: Record<string, string> }

// Option values and type slugs are lower case: a link typed "Newsletter" or "Coffee-Shop" means them.
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => {
  const lower = typeof value === 'string' ? value.trim().toLowerCase() : value
  return allowed.includes(lower as T) ? (lower as T) : undefined
}

/** One line of text within `max` characters; control characters (a NUL fails PostgreSQL's text type) read as absent. */
const text = (value: unknown, max: number): string | undefined => {
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed && trimmed.length <= max && isSingleLine(trimmed) ? trimmed : undefined
}

/**
 * Every directory filter of a URL's search params, leniently: anything unknown, empty or out of
 * bounds reads as undefined, so a hand-edited link still shows a page (the API is strict instead).
 */
function readEveryFilter(search: Record<string, unknown>): DirectoryFilters {
  const page = Number(search.page)
  return {
    q: text(search.q, limits.q),
    type: text(search.type, limits.businessType)?.toLowerCase(),
    channel: oneOf(search.channel, channels),
    offer: oneOf(search.offer, offers),
    model: oneOf(search.model, models),
    location: text(search.location, limits.location),
    page: Number.isInteger(page) && page > 1 && page <= limits.maxPage ? page : undefined,
  }
}

/** The directory filters a URL's search params set (`readEveryFilter`), the absent ones left out. */
export function readDirectoryFilters(search: Record<string, unknown>): DirectoryFilters {
  return Object.fromEntries(Object.entries(readEveryFilter(search)).filter(([, value]) => value !== undefined)) as DirectoryFilters
}

/** How many pages a result has, as the directory links them (at most `limits.maxPage`). */
export const pageCount = (result: Pick<DirectoryResult, 'total' | 'pageSize'>): number => Math.min(Math.ceil(result.total / result.pageSize), limits.maxPage)

/**
 * The directory route's search: every filter named, those read as absent set to undefined. The
 * router lays a route's search over the address's own parameters, so a value read as absent (a
 * search over 100 characters, an unknown channel, `page=0`) would otherwise reach the page as it
 * was typed, and the form would show a filter the results do not apply.
 */
export const directorySearch = (search: Record<string, unknown>): DirectoryFilters => readEveryFilter(search)

/** The filters set (not the page), by name. */
export const filterNames = (filters: DirectoryFilters): string[] => Object.entries(filters).flatMap(([name, value]) => (name !== 'page' && value !== undefined ? [name] : []))

/** True when a filter is set: a later page of the whole directory has nothing to clear. */
export const hasFilters = (filters: DirectoryFilters) => filterNames(filters).length > 0

/** True when any filter or a page beyond the first is set (such views carry noindex, decision 0040). */
export const isFilteredView = (filters: DirectoryFilters) => hasFilters(filters) || filters.page !== undefined
