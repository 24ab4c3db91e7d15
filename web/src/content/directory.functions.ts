// The partner pages' words (the `directory` global): option labels, business types and the text
// groups a page asks for, with what its head data needs. Emails and activity lines stay on the
// server; each page receives only its own groups, so its HTML carries no unused copy.
import type { Directory } from '@kindred/cms/types'
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'

import { businessTypeOptions, businessTypeSlugs, directory, findBusinessType } from './collections.server'
import { siteEnv } from './env.server'
import { siteSettings } from './pages.server'
import { pickTypes } from './pick-types'
import { readMode } from './preview.server'

export const copyParts = ['directoryPage', 'profilePage', 'proposalForm', 'businessEditor', 'collaborationsPage', 'dashboardCards', 'reputation', 'agreementPage', 'workspacePage'] as const
export type CopyPart = (typeof copyParts)[number]

/** Option value → label, e.g. `in-store-space` → 'In-store space'. */
export type Labels = Record<string, string>

export type PartnersCopyBase = {
  labels: { channels: Labels; offers: Labels; models: Labels; statuses: Labels }
  businessTypes: { slug: string; label: string; icon: string | null }[]
  env: { production: boolean; publicUrl: string; brandName: string }
}
export type PartnersCopy<P extends CopyPart> = PartnersCopyBase & Pick<Directory, P>

/** The CMS keys its labels in camelCase (`inStoreSpace`); the site's values are kebab-case. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)

function labels(group: object): Labels {
  return Object.fromEntries(Object.entries(group).flatMap(([key, value]) => (key !== 'id' && typeof value === 'string' ? [[kebab(key), value]] : [])))
}

/** At most this many named types; a page naming more asks for them all. */
const maxNamedTypes = 100

/**
 * Which business types a page needs: all of them where a member picks one (the profile editors),
 * else only the ones it names (the directory's filter, a profile's own type), so a catalogue of
 * thousands of types does not ride along in every partner page's HTML.
 */
const typesInput = z
  .array(z.unknown())
  .max(maxNamedTypes)
  .transform((types): 'all' | ReadonlySet<string> => new Set(types.filter((slug): slug is string => typeof slug === 'string' && slug.length <= 80)))
  .catch('all')

/** The known parts asked for, in their canonical order (a longer list asks for none), and the types. */
const copyInput = z
  .object({
    parts: z
      .array(z.unknown())
      .max(copyParts.length)
      .transform((parts) => copyParts.filter((part) => parts.includes(part)))
      .catch([]),
    types: typesInput,
  })
  .catch({ parts: [], types: 'all' })

export const getPartnersCopy = createServerFn({ method: 'GET' })
  .validator((input: unknown) => copyInput.parse(input))
  .handler(async ({ data }) => {
    const mode = readMode()
    const [copy, types, settings] = await Promise.all([directory(mode), businessTypeOptions(mode), siteSettings(mode)])
    const env = siteEnv()
    const base: PartnersCopyBase = {
      labels: { channels: labels(copy.channelLabels), offers: labels(copy.offerLabels), models: labels(copy.modelLabels), statuses: labels(copy.statusLabels) },
      businessTypes: pickTypes(types, data.types).map((type) => ({ slug: type.slug, label: type.navLabel, icon: type.icon ?? null })),
      env: { production: env.production, publicUrl: env.publicUrl, brandName: settings.brandName },
    }
    return { ...base, ...Object.fromEntries(data.parts.map((part) => [part, copy[part]])) }
  })

/** A type slug as a link gives it; anything else names no type. */
const typeSlugInput = z.object({ slug: z.string().max(80).catch('') }).catch({ slug: '' })

/**
 * The business type a slug or one of its aliases names, by its own slug (`online-store` →
 * `ecommerce-brand`), or null. A slug no published type answers to costs no query: the content
 * cache's set of every type's slugs and aliases is asked first.
 */
export const getBusinessTypeSlug = createServerFn({ method: 'GET' })
  .validator((input: unknown) => typeSlugInput.parse(input))
  .handler(async ({ data }): Promise<string | null> => {
    if (!data.slug || !(await businessTypeSlugs()).has(data.slug)) return null
    return (await findBusinessType(data.slug, readMode()))?.slug ?? null
  })

/**
 * The copy a page needs: `loadPartnersCopy(['directoryPage'])`, with every business type, or only
 * those named in `types` (in the CMS's order either way).
 */
export async function loadPartnersCopy<P extends CopyPart>(parts: P[], types?: readonly (string | null | undefined)[]): Promise<PartnersCopy<P>> {
  const named = types?.filter((slug): slug is string => Boolean(slug))
  // A GET server function carries its input in the address: past the bound, ask for every type.
  return (await getPartnersCopy({ data: { parts, types: named && named.length <= maxNamedTypes ? named : undefined } })) as unknown as PartnersCopy<P>
}
