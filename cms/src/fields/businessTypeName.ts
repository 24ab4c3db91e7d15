// A member's or a business's type is stored as the business type's slug (`coffee-shop`), the
// value the site's forms send and CONTRACT's User JSON carries. Staff know the types by name, so
// the admin shows the name beside it: a virtual field, read on every read and stored nowhere.
import type { CollectionAfterReadHook, Field, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import DataLoader from 'dataloader'

import { roleOf } from '../access'

/**
 * Per request, a loader that reads the names of every slug asked for in one turn of the event loop
 * with one query, and each slug once however many rows of a list carry it (dataloader, as Payload
 * batches its own relationship reads).
 */
const loaders = new WeakMap<PayloadRequest, DataLoader<string, string | null>>()

async function readNames(req: PayloadRequest, slugs: readonly string[]): Promise<(string | null)[]> {
  try {
    const { docs } = await req.payload.find({
      collection: 'business-types',
      where: { slug: { in: [...slugs] } },
      select: { slug: true, navLabel: true },
      depth: 0,
      limit: slugs.length,
      pagination: false,
      overrideAccess: true,
      req,
    })
    const names = new Map(docs.map((doc) => [doc.slug, doc.navLabel]))
    return slugs.map((slug) => names.get(slug) ?? null)
  } catch (error) {
    // The name is a convenience: a failed look-up shows the slug instead of failing the read.
    req.payload.logger.warn({ err: error }, 'business type names could not be read')
    return slugs.map(() => null)
  }
}

export function businessTypeName(req: PayloadRequest, slug: string): Promise<string | null> {
  let loader = loaders.get(req)
  if (!loader) loaders.set(req, (loader = new DataLoader((slugs) => readNames(req, slugs))))
  return loader.load(slug)
}

type Doc = Record<string, unknown>

/** The object holding the last segment of `path` (`organisation.businessType` → doc.organisation). */
function holderOf(doc: Doc, path: string[]): Doc | null {
  let holder: unknown = doc
  for (const segment of path.slice(0, -1)) holder = holder && typeof holder === 'object' ? (holder as Doc)[segment] : null
  return holder && typeof holder === 'object' ? (holder as Doc) : null
}

/**
 * Writes beside each stored slug (`businessType`, `organisation.businessType`) the type's name
 * (`businessTypeName`). A collection hook, not a field hook: it runs once Payload's own field work
 * and relationship reads for the document are done, so inside a write's transaction its one query
 * never shares the connection with another statement at once (tests/support/pool.ts).
 */
export function nameBusinessTypes(slugPaths: string[]): CollectionAfterReadHook {
  const paths = slugPaths.map((path) => path.split('.'))
  return async ({ doc, req }) => {
    await Promise.all(
      paths.map(async (path) => {
        const holder = holderOf(doc as Doc, path)
        const field = path[path.length - 1]!
        const slug = holder?.[field]
        if (!holder || typeof slug !== 'string' || !slug) return
        holder[`${field}Name`] = (await businessTypeName(req, slug)) ?? `${slug} (no such business type)`
      }),
    )
    return doc
  }
}

/** The name of the business type whose slug is in the sibling field `{slugField}`; written by nameBusinessTypes. */
export function businessTypeNameField(slugField: string): Field {
  return {
    name: `${slugField}Name`,
    label: 'Business type',
    type: 'text',
    virtual: true,
    admin: { readOnly: true, disableBulkEdit: true, disableListFilter: true, description: 'Its name under Site content → Business Types.' },
  }
}

/**
 * A slug typed by hand (an admin correcting a business) must name a business type: a typo would
 * drop the business from its type's filter and landing page without a word. An unchanged value
 * passes, so a business whose type was since removed can still be saved (support unlisting it).
 * Only staff are checked: the site checks a member's choice against the published types itself,
 * and the seeds write types they create in the same run.
 */
export const knownBusinessType: TextFieldSingleValidation = async (value, options) => {
  const basic = text(value, options)
  const { req } = options
  if (basic !== true || !value || value === options.previousValue || !roleOf(req)) return basic
  const found = await req.payload.count({ collection: 'business-types', where: { slug: { equals: value } }, overrideAccess: true, req })
  return found.totalDocs > 0 || 'No business type has this slug: use one listed under Site content → Business Types.'
}
