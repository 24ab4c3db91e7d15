// A member's or a business's type is stored as the business type's slug (`coffee-shop`), the
// value the site's forms send and CONTRACT's User JSON carries. Staff know the types by name, so
// the admin shows the name beside it: a virtual field, read on every read and stored nowhere.
import type { CollectionAfterReadHook, Field, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { roleOf } from '../access'

type Names = Map<string, Promise<string | null>>

/** Per request: each slug's name, asked for once, however many rows of the list carry it. */
const namesByRequest = new WeakMap<PayloadRequest, Names>()
/** Per request: the slugs asked for in this turn of the event loop, read in one query at its end. */
const pendingByRequest = new WeakMap<PayloadRequest, Map<string, (name: string | null) => void>>()

async function readNames(req: PayloadRequest, slugs: string[]): Promise<Map<string, string>> {
  const { docs } = await req.payload.find({
    collection: 'business-types',
    where: { slug: { in: slugs } },
    select: { slug: true, navLabel: true },
    depth: 0,
    limit: slugs.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [doc.slug, doc.navLabel]))
}

function flush(req: PayloadRequest): void {
  const pending = pendingByRequest.get(req)
  pendingByRequest.delete(req)
  if (!pending) return
  readNames(req, [...pending.keys()]).then(
    (names) => pending.forEach((resolve, slug) => resolve(names.get(slug) ?? null)),
    // The name is a convenience: a failed look-up shows the slug instead of failing the read.
    (error: unknown) => {
      req.payload.logger.warn({ err: error }, 'business type names could not be read')
      pending.forEach((resolve) => resolve(null))
    },
  )
}

export function businessTypeName(req: PayloadRequest, slug: string): Promise<string | null> {
  let names = namesByRequest.get(req)
  if (!names) namesByRequest.set(req, (names = new Map()))
  const known = names.get(slug)
  if (known) return known
  let pending = pendingByRequest.get(req)
  if (!pending) {
    pendingByRequest.set(req, (pending = new Map()))
    // Every row's hook of one read starts before the event loop turns: one query serves the page.
    setImmediate(() => flush(req))
  }
  const batch = pending
  const name = new Promise<string | null>((resolve) => batch.set(slug, resolve))
  names.set(slug, name)
  return name
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
    admin: { readOnly: true, disableListFilter: true, description: 'Its name under Site content → Business Types.' },
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
