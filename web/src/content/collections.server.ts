// Published CMS content, read as an anonymous visitor (overrideAccess: false) so drafts never
// show, and cached for a couple of seconds (cache.server.ts) so edits go live quickly everywhere.
// In draft preview (preview.server.ts) the same reads go uncached and include drafts.
import type { BusinessType, ComparisonCard, Directory, Faq, Footer, LegalPage, Navigation, Plan, Redirect, Step } from '@kindred/cms/types'
import { isRedirectTarget, pagePart } from '@kindred/cms/redirects'

import { cached } from '~/server/cache.server'
import { payload } from '~/server/payload.server'

export type ReadMode = { draft: boolean }
const published: ReadMode = { draft: false }

/** Reads through the cache for the public, straight from the database (drafts included) for a preview. */
function read<T>(key: string, mode: ReadMode, load: (draft: boolean) => Promise<T>): Promise<T> {
  return mode.draft ? load(true) : cached(key, () => load(false))
}

async function findAll<T>(collection: string, mode: ReadMode, where?: object, sort?: string): Promise<T[]> {
  const cms = await payload()
  const { docs } = await cms.find({
    collection: collection as 'pages',
    where: where as never,
    sort,
    depth: 0,
    limit: 200,
    pagination: false,
    draft: mode.draft,
    overrideAccess: mode.draft,
  })
  return docs as T[]
}

/**
 * How many business types the header menu and the industries cards list: the first by their order.
 * Every page carries the menu, so a catalogue of thousands of types (each still its own page, in
 * the sitemap) keeps pages light.
 */
export const menuTypeLimit = 24

export type BusinessTypeOption = Pick<BusinessType, 'slug' | 'navLabel' | 'icon'>

/**
 * Every published business type, in order, with what a choice of type shows: the directory's
 * filter, the profile editors and the cards' labels. Never capped: a member must be able to pick
 * the catalogue's last type, and a card must name it.
 */
export const businessTypeOptions = (mode = published) =>
  read('bt:options', mode, async (draft) => {
    const cms = await payload()
    const { docs } = await cms.find({
      collection: 'business-types',
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'order',
      draft,
      overrideAccess: draft,
      select: { slug: true, navLabel: true, icon: true },
    })
    return docs as BusinessTypeOption[]
  })

export type MenuBusinessType = Pick<BusinessType, 'slug' | 'navLabel' | 'icon' | 'cardDescription'>

/**
 * The business types every page's menu (and the industries cards) show: the first by their order,
 * with only the fields shown. Read apart from the full list so each page's shell reloads
 * `menuTypeLimit` small rows every CONTENT_TTL_MS whatever the size of the catalogue.
 */
export const menuBusinessTypes = (mode = published) =>
  read('bt:menu', mode, async (draft) => {
    const cms = await payload()
    const { docs } = await cms.find({
      collection: 'business-types',
      depth: 0,
      limit: menuTypeLimit,
      pagination: false,
      sort: 'order',
      draft,
      overrideAccess: draft,
      select: { slug: true, navLabel: true, icon: true, cardDescription: true },
    })
    return docs as MenuBusinessType[]
  })

/** Every published business type's slug and alias slugs: what `/$slug` may name, however many there are. */
export const businessTypeSlugs = (): Promise<ReadonlySet<string>> =>
  cached('bt:slugs', async () => {
    const cms = await payload()
    const { docs } = await cms.find({ collection: 'business-types', depth: 0, limit: 0, pagination: false, overrideAccess: false, select: { slug: true, aliases: true } })
    return new Set(docs.flatMap((type) => [type.slug, ...(type.aliases ?? []).map((alias) => alias.slug)]))
  })

export const comparisonCards = (mode = published) => read('cc:all', mode, () => findAll<ComparisonCard>('comparison-cards', mode, undefined, 'order'))

export const steps = (mode = published) => read('steps:all', mode, () => findAll<Step>('steps', mode, undefined, 'stepNumber'))

export const plans = (mode = published) => read('plans:all', mode, () => findAll<Plan>('plans', mode, undefined, 'order'))

export const faqs = (group: string, mode = published) => read(`faqs:${group}`, mode, () => findAll<Faq>('faqs', mode, { group: { equals: group } }, 'order'))

export const legalPage = (slug: string, mode = published) => read(`legal:${slug}`, mode, async () => (await findAll<LegalPage>('legal-pages', mode, { slug: { equals: slug } }))[0] ?? null)

export const redirects = () => cached('redirects:all', () => findAll<Redirect>('redirects', published))

/** The published redirect from `path`, if it leads somewhere a visitor may be sent (checked again here: see the rules). */
export async function findRedirect(path: string): Promise<Redirect | null> {
  const all = await redirects()
  return all.find((r) => r.from === path && isRedirectTarget(r.to) && pagePart(r.to) !== pagePart(r.from)) ?? null
}

/**
 * A business type by its slug or one of its aliases (e.g. online-store → ecommerce-brand), read by
 * slug rather than picked from the whole list, so any of thousands of types is found.
 */
export function findBusinessType(slug: string, mode = published): Promise<BusinessType | null> {
  return read(`bt:${slug}`, mode, async () => {
    const [bySlug] = await findAll<BusinessType>('business-types', mode, { slug: { equals: slug } })
    if (bySlug) return bySlug
    return (await findAll<BusinessType>('business-types', mode, { 'aliases.slug': { equals: slug } }, 'order'))[0] ?? null
  })
}

async function findGlobal<T>(slug: 'navigation' | 'footer' | 'directory', mode: ReadMode): Promise<T> {
  const cms = await payload()
  return (await cms.findGlobal({ slug, depth: 0, draft: mode.draft, overrideAccess: mode.draft })) as T
}

export const navigation = (mode = published) => read('global:navigation', mode, () => findGlobal<Navigation>('navigation', mode))
export const footer = (mode = published) => read('global:footer', mode, () => findGlobal<Footer>('footer', mode))
export const directory = (mode = published) => read('global:directory', mode, () => findGlobal<Directory>('directory', mode))
