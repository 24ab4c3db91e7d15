// Upserts the site's copy through Payload's Local API, keyed by stable fields (a page's path,
// a business type's slug, a step's number, …). Editors' changes win: a document staff changed
// since the seed last wrote it is kept and listed; one nobody touched takes the seed's new copy.
// `reset` puts the seed copy back everywhere. A second run changes nothing. Fields that are empty
// (new to the schema since the document was seeded) take the seed's words even in an edited
// document: a migration adds columns only, and the words of a new field live here alone.
// (docs/decisions/0043-seed-respects-edits.md, 0114-one-baseline-migration.md)
import type { CollectionSlug, GlobalSlug, Payload, Where } from 'payload'

import { containsSeed, emptyFilled, untouchedSince } from './compare'
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
  /** Documents whose empty fields took the seed's words; the words staff wrote stay. */
  filled: string[]
}
/**
 * `reset`: the seed copy replaces staff's changes. `fillOnly` (the release step on a seeded
 * database): only empty fields are written, and a global without a row; nothing else is created.
 */
export type SeedOptions = { reset?: boolean; fillOnly?: boolean }
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
  /** The published version, without a newer draft. */
  readPublished: () => Promise<Stored | undefined>
  write: (stored: Stored | undefined, data: Stored) => Promise<unknown>
  /** Writes `data` over the stored fields it names, published or as a draft. */
  patch: (stored: Stored, data: Stored, draft: boolean) => Promise<unknown>
}

function targets(payload: Payload, prepared: Record<string, unknown>): Target[] {
  const common = { overrideAccess: true, depth: 0, context } as const
  const readGlobal = async (slug: GlobalSlug, draft: boolean) => {
    const stored = (await payload.findGlobal({ slug, draft, depth: 0, overrideAccess: true })) as unknown as Stored
    // A global nobody ever saved has no row yet: Payload answers its defaults without timestamps.
    return stored.createdAt || stored.updatedAt ? stored : undefined
  }
  const list: Target[] = globals.map(({ key, slug }) => ({
    key: `global:${slug}`,
    label: `${slug} (global)`,
    data: { ...(prepared[key] as Stored), _status: 'published' },
    deletable: false,
    read: () => readGlobal(slug, true),
    readPublished: () => readGlobal(slug, false),
    write: (_stored, data) => payload.updateGlobal({ slug, data: data as never, ...common }),
    patch: (_stored, data, draft) => payload.updateGlobal({ slug, data: { ...data, _status: draft ? 'draft' : 'published' } as never, draft, ...common }),
  }))
  for (const { key, slug, by } of collections) {
    for (const wanted of prepared[key] as Stored[]) {
      const where: Where = { [by]: { equals: wanted[by] } }
      const find = async (draft: boolean) => {
        const { docs } = await payload.find({ collection: slug, where, draft, depth: 0, limit: 1, overrideAccess: true, pagination: false })
        return docs[0] as Stored | undefined
      }
      list.push({
        key: `${slug}:${String(wanted[by])}`,
        label: `${slug}/${String(wanted[by])}`,
        data: { ...wanted, _status: 'published' },
        deletable: true,
        read: () => find(true),
        readPublished: () => find(false),
        write: (stored, data) =>
          stored ? payload.update({ collection: slug, id: stored.id as number, data: data as never, ...common }) : payload.create({ collection: slug, data: data as never, ...common }),
        patch: (stored, data, draft) => payload.update({ collection: slug, id: stored.id as number, data: { ...data, _status: draft ? 'draft' : 'published' } as never, draft, ...common }),
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
    if (stored) await fillEmpty(target, stored, result)
    return
  }
  await target.write(stored, target.data)
  if (!stored) result.created++
  else result.updated++
  if (edited) result.overwritten.push(target.label)
  const saved = await target.read()
  if (saved) await records.remember(target.key, saved)
}

// What the CMS keeps about a document besides its fields: never written back.
const own = new Set(['id', 'createdAt', 'updatedAt', 'globalType', '_status'])
const fieldsOf = (stored: Stored) => Object.fromEntries(Object.entries(stored).filter(([key]) => !own.has(key)))

/**
 * Gives the empty fields of a document staff own the seed's words, and nothing else. The published
 * version is filled and published again; an unpublished draft newer than it is then saved again
 * with its own empty fields filled, so it stays the latest version and stays unpublished. Each is
 * written whole: Payload takes a field left out from the latest version, which may be the draft.
 * The seed remembers nothing of it: the document stays staff's.
 */
async function fillEmpty(target: Target, latest: Stored, result: SeedResult): Promise<void> {
  const draft = latest._status === 'draft'
  const published = draft ? await target.readPublished() : latest
  const publishedPatch = published && emptyFilled(published, target.data)
  if (publishedPatch) await target.patch(published, { ...fieldsOf(published), ...publishedPatch }, false)
  const draftPatch = draft ? emptyFilled(latest, target.data) : undefined
  // Publishing made a newer version than the draft: the draft is saved again to be the latest.
  if (draft && (draftPatch || publishedPatch)) await target.patch(latest, { ...fieldsOf(latest), ...draftPatch }, true)
  if (publishedPatch || draftPatch) result.filled.push(target.label)
}

/** The release step on a seeded database: empty fields take the seed's words (see `fillEmpty`). */
async function fillOnly(target: Target, result: SeedResult): Promise<void> {
  const stored = await target.read()
  if (stored) return fillEmpty(target, stored, result)
  // A global cannot be deleted: one without a row (new since the first seed) is all empty.
  if (target.deletable) return
  await target.write(undefined, target.data)
  result.created++
}

export async function seedContent(payload: Payload, data: SeedData = seedData, log: Log = () => {}, options: SeedOptions = {}): Promise<SeedResult> {
  const result: SeedResult = { created: 0, updated: 0, unchanged: 0, kept: [], overwritten: [], filled: [] }
  const prepared = (await withRichText(payload, data)) as Record<string, unknown>
  if (options.fillOnly) {
    for (const target of targets(payload, prepared)) await fillOnly(target, result)
    result.filled.sort()
    log(`content: ${result.created} created, ${result.filled.length} with empty fields filled${result.filled.length ? `: ${result.filled.join(', ')}` : ''}`)
    return result
  }
  const records = await loadSeedRecords(payload)
  for (const target of targets(payload, prepared)) await settle(target, records, options, result)
  result.kept.sort()
  result.overwritten.sort()
  result.filled.sort()

  log(`content: ${result.created} created, ${result.updated} updated, ${result.unchanged} unchanged`)
  const count = (n: number) => `${n} document${n === 1 ? '' : 's'}`
  if (result.kept.length) {
    log(`kept ${count(result.kept.length)} edited in the admin: ${result.kept.join(', ')} (\`pnpm seed --reset\` restores the seed copy)`)
  }
  if (result.overwritten.length) log(`reset: restored the seed copy over ${count(result.overwritten.length)}: ${result.overwritten.join(', ')}`)
  if (result.filled.length) log(`filled empty fields of ${count(result.filled.length)} with the seed copy: ${result.filled.join(', ')}`)
  return result
}
