// Upserts the site's copy through Payload's Local API, keyed by stable fields (a page's path,
// a business type's slug, a step's number, …). Editors' changes win: a document staff changed
// since the seed last wrote it is kept and listed; one nobody touched takes the seed's new copy.
// `reset` puts the seed copy back everywhere. A second run changes nothing.
// (docs/decisions/0043-seed-respects-edits.md)
import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { containsSeed, untouchedSince } from './compare'
import { seedData, type SeedData } from './data'
import { withRichText } from './markdown'
import { loadSeedRecords, type SeedRecords } from './records'

export type SeedResult = {
  created: number
  updated: number
  unchanged: number
  /** Changed by staff since the seed wrote them, so left alone: `<collection>/<key>` or `<global> (global)`. */
  kept: string[]
  /** With `reset`: documents staff had changed that now hold the seed copy again. */
  overwritten: string[]
}
export type SeedOptions = { reset?: boolean }
type Log = (message: string) => void
type Stored = Record<string, unknown>

type GlobalKey = 'siteSettings' | 'navigation' | 'footer' | 'directory' | 'forms' | 'account' | 'emails' | 'results'

const collections: { key: Exclude<keyof SeedData, GlobalKey>; slug: CollectionSlug; by: string }[] = [
  { key: 'businessTypes', slug: 'business-types', by: 'slug' },
  { key: 'comparisonCards', slug: 'comparison-cards', by: 'slug' },
  { key: 'steps', slug: 'steps', by: 'stepNumber' },
  { key: 'plans', slug: 'plans', by: 'slug' },
  { key: 'faqs', slug: 'faqs', by: 'slug' },
  { key: 'legalPages', slug: 'legal-pages', by: 'slug' },
  { key: 'redirects', slug: 'redirects', by: 'from' },
  { key: 'pages', slug: 'pages', by: 'path' },
  { key: 'agreementTemplates', slug: 'agreement-templates', by: 'model' },
]

const globals: { key: GlobalKey; slug: GlobalSlug }[] = [
  { key: 'siteSettings', slug: 'site-settings' },
  { key: 'navigation', slug: 'navigation' },
  { key: 'footer', slug: 'footer' },
  { key: 'directory', slug: 'directory' },
  { key: 'forms', slug: 'forms' },
  { key: 'account', slug: 'account' },
  { key: 'emails', slug: 'emails' },
  { key: 'results', slug: 'results' },
]

// Seeding is not an editor's publish: hooks that notify the site can skip it.
const context = { disableRevalidate: true, seeding: true }

/** One document or global the seed owns, with the Local API calls that read and write it. */
type Target = {
  key: string
  label: string
  data: Stored
  /** Collections' documents can be deleted in the admin; a global cannot, so a missing one is unseeded. */
  deletable: boolean
  read: () => Promise<Stored | undefined>
  write: (stored: Stored | undefined, data: Stored) => Promise<unknown>
}

function targets(payload: Payload, prepared: Record<string, unknown>): Target[] {
  const common = { overrideAccess: true, depth: 0, context } as const
  const list: Target[] = globals.map(({ key, slug }) => ({
    key: `global:${slug}`,
    label: `${slug} (global)`,
    data: { ...(prepared[key] as Stored), _status: 'published' },
    deletable: false,
    read: async () => {
      const stored = (await payload.findGlobal({ slug, draft: true, depth: 0, overrideAccess: true })) as unknown as Stored
      // A global nobody ever saved has no row yet: Payload answers its defaults without timestamps.
      return stored.createdAt || stored.updatedAt ? stored : undefined
    },
    write: (_stored, data) => payload.updateGlobal({ slug, data: data as never, ...common }),
  }))
  for (const { key, slug, by } of collections) {
    for (const wanted of prepared[key] as Stored[]) {
      const where: Where = { [by]: { equals: wanted[by] } }
      list.push({
        key: `${slug}:${String(wanted[by])}`,
        label: `${slug}/${String(wanted[by])}`,
        data: { ...wanted, _status: 'published' },
        deletable: true,
        read: async () => {
          const { docs } = await payload.find({ collection: slug, where, draft: true, depth: 0, limit: 1, overrideAccess: true, pagination: false })
          return docs[0] as Stored | undefined
        },
        write: (stored, data) =>
          stored
            ? payload.update({ collection: slug, id: stored.id as number, data: data as never, ...common })
            : payload.create({ collection: slug, data: data as never, ...common }),
      })
    }
  }
  return list
}

/** Brings one target up to the seed copy unless staff changed it; counts what it did in `result`. */
async function settle(target: Target, records: SeedRecords, options: SeedOptions, result: SeedResult): Promise<void> {
  const stored = await target.read()
  const written = records.written(target.key)
  if (stored && containsSeed(stored, target.data)) {
    result.unchanged++
    await records.remember(target.key, stored)
    return
  }
  // Changed by staff: saved since the seed's last write, or deleted after the seed created it.
  const edited = stored ? written === undefined || !untouchedSince(stored, written) : written !== undefined && target.deletable
  if (edited && !options.reset) {
    result.kept.push(stored ? target.label : `${target.label} (deleted)`)
    return
  }
  await target.write(stored, target.data)
  if (!stored) result.created++
  else result.updated++
  if (edited) result.overwritten.push(target.label)
  const saved = await target.read()
  if (saved) await records.remember(target.key, saved)
}

export async function seedContent(payload: Payload, data: SeedData = seedData, log: Log = () => {}, options: SeedOptions = {}): Promise<SeedResult> {
  const result: SeedResult = { created: 0, updated: 0, unchanged: 0, kept: [], overwritten: [] }
  const prepared = (await withRichText(payload, data)) as Record<string, unknown>
  const records = await loadSeedRecords(payload)
  for (const target of targets(payload, prepared)) await settle(target, records, options, result)
  result.kept.sort()
  result.overwritten.sort()

  log(`content: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`)
  const count = (n: number) => `${n} document${n === 1 ? '' : 's'}`
  if (result.kept.length) {
    log(`kept ${count(result.kept.length)} edited in the admin: ${result.kept.join(', ')} (\`pnpm seed --reset\` restores the seed copy)`)
  }
  if (result.overwritten.length) log(`reset: restored the seed copy over ${count(result.overwritten.length)}: ${result.overwritten.join(', ')}`)
  return result
}
