// The content seed: complete, idempotent (a second run creates and changes nothing), and it keeps
// what staff changed in the admin unless asked to reset.
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isSeeded, seed, seedContent, seedData, seedOnRelease } from '@kindred/content-seed'

import { createStaff, testPayload } from '../support/payload'
import { sql } from './contact/support'

let payload: Payload
const collections: CollectionSlug[] = ['pages', 'business-types', 'comparison-cards', 'steps', 'plans', 'faqs', 'legal-pages', 'redirects', 'staff', 'seed-records']
const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', SEED_ADMIN_EMAIL: 'seed-admin@kindred.test', SEED_ADMIN_PASSWORD: 'a long test password' }

async function counts() {
  const entries = await Promise.all(
    collections.map(async (collection) => {
      const docs = await payload.count({ collection, overrideAccess: true })
      // For the seed's records, when one was last written instead of versions (they have none).
      if (collection === 'seed-records') {
        const latest = await payload.find({ collection, sort: '-updatedAt', limit: 1, overrideAccess: true })
        return [collection, { docs: docs.totalDocs, versions: latest.docs[0]?.updatedAt ?? null }] as const
      }
      const versions = collection === 'staff' ? 0 : await payload.countVersions({ collection, overrideAccess: true }).then((r) => r.totalDocs)
      return [collection, { docs: docs.totalDocs, versions }] as const
    }),
  )
  return Object.fromEntries(entries)
}

async function findOne<C extends 'plans' | 'faqs' | 'steps'>(collection: C, value: string | number, by = 'slug') {
  const { docs } = await payload.find({ collection, where: { [by]: { equals: value } }, limit: 1, overrideAccess: true })
  if (!docs[0]) throw new Error(`${collection} ${value} is not seeded`)
  return docs[0]
}

beforeAll(async () => {
  payload = await testPayload()
  // Integration files share one database, and some create the business types they need: start
  // from no seeded content so this file sees what a new database gives.
  for (const collection of collections.filter((slug) => slug !== 'staff'))
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true, context: { disableRevalidate: true } })
  // Other files edit globals too (site settings, the directory's words): with no seed records left,
  // the seed would keep those edits as staff's. A new database has no global rows at all.
  const globals = ['site_settings', 'navigation', 'footer', 'directory', 'forms', 'account', 'emails', 'results'].flatMap((table) => [table, `_${table}_v`])
  const { rows } = await sql(payload).query(`select table_name from information_schema.tables where table_schema = 'public' and table_name = any($1)`, [globals])
  for (const { table_name: table } of rows as { table_name: string }[]) await sql(payload).query(`delete from "${table}"`)
})

describe('content seed', () => {
  it('loads everything the site needs on a new database', async () => {
    const result = await seed(payload, { env })
    expect(result.created).toBeGreaterThan(30)
    expect(await isSeeded(payload)).toBe(true)

    const types = await payload.find({ collection: 'business-types', sort: 'order', limit: 50, overrideAccess: false })
    expect(types.docs.map((t) => t.slug)).toEqual(
      expect.arrayContaining(['fashion-boutique', 'coffee-shop', 'wellness-studio', 'wine-bar', 'ecommerce-brand', 'interior-designer', 'real-estate', 'trades-services', 'startup-tech']),
    )
    const cards = await payload.find({ collection: 'comparison-cards', sort: 'order', overrideAccess: false })
    expect(cards.docs.map((c) => c.title)).toEqual(
      expect.arrayContaining(['Marketing Power', 'Product Ecosystem', 'Economies of Scale', 'Physical Footprint', 'Partnership Teams', 'Brand Recognition']),
    )
    const plans = await payload.find({ collection: 'plans', sort: 'order', overrideAccess: false })
    expect(plans.docs.map((p) => [p.name, p.monthlyPrice, p.commissionPercent])).toEqual([
      ['Community', 0, 20],
      ['Growth', 49, 15],
      ['Scale', 149, 10],
    ])
    const steps = await payload.find({ collection: 'steps', sort: 'stepNumber', overrideAccess: false })
    expect(steps.docs.map((s) => s.title)).toEqual(['Create Your Profile', 'Connect & Collaborate', 'Launch & Scale'])

    const home = await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, overrideAccess: false })
    const hero = home.docs[0]?.layout?.find((b) => b.blockType === 'hero')
    expect(hero).toMatchObject({ heading: 'Connect. Collaborate. Grow.', primaryCta: { label: 'Get Early Access', href: '/register' } })

    const privacy = await payload.find({ collection: 'legal-pages', where: { slug: { equals: 'privacy' } }, overrideAccess: false })
    expect(privacy.docs[0]?.body.root.children.length).toBeGreaterThan(5)

    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: false })
    expect(settings.brandName).toBe('Kindred')

    const admins = await payload.find({ collection: 'staff', where: { email: { equals: env.SEED_ADMIN_EMAIL } }, overrideAccess: true })
    expect(admins.docs[0]?.role).toBe('admin')
  })

  it('creates and changes nothing when run again', async () => {
    const before = await counts()
    const again = await seed(payload, { env })
    expect(again).toMatchObject({ created: 0, updated: 0 })
    expect(await counts()).toEqual(before)
  })

  it('keeps a document staff edited, lists it, and changes nothing else', async () => {
    const editor = await createStaff(payload, 'editor')
    const plan = await findOne('plans', 'growth')
    await payload.update({ collection: 'plans', id: plan.id, data: { monthlyPrice: 99 }, user: editor, overrideAccess: false })
    const before = await counts()

    const result = await seed(payload, { env })
    expect(result).toMatchObject({ created: 0, updated: 0, kept: ['plans/growth'], overwritten: [] })
    expect((await payload.findByID({ collection: 'plans', id: plan.id, overrideAccess: true })).monthlyPrice).toBe(99)
    expect(await counts()).toEqual(before)
  })

  it('keeps an edited global and a deleted document', async () => {
    const editor = await createStaff(payload, 'editor')
    const directory = await payload.findGlobal({ slug: 'directory', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'directory',
      data: { directoryPage: { ...directory.directoryPage, searchPlaceholder: 'Name, street or suburb' }, _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    await payload.delete({ collection: 'faqs', id: (await findOne('faqs', 'annual-billing')).id, user: editor, overrideAccess: false })

    const result = await seed(payload, { env })
    expect(result.kept).toEqual(['directory (global)', 'faqs/annual-billing (deleted)', 'plans/growth'])
    expect(result).toMatchObject({ created: 0, updated: 0 })
    expect((await payload.findGlobal({ slug: 'directory', overrideAccess: true })).directoryPage.searchPlaceholder).toBe('Name, street or suburb')
    expect((await payload.count({ collection: 'faqs', where: { slug: { equals: 'annual-billing' } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('lands a seed copy change on documents nobody touched, not on edited ones', async () => {
    const changed = {
      ...seedData,
      steps: seedData.steps.map((step) => (step.stepNumber === 1 ? { ...step, title: 'Create Your Business Profile' } : step)),
      plans: seedData.plans.map((plan) => ({ ...plan, tagline: `${plan.tagline} Now with more.` })),
    }
    const result = await seedContent(payload, changed)
    // Every plan's copy changed; only the one staff edited stays as staff left it.
    expect(result).toMatchObject({ created: 0, updated: 3, kept: ['directory (global)', 'faqs/annual-billing (deleted)', 'plans/growth'] })
    const step = await findOne('steps', 1, 'stepNumber')
    expect(step.title).toBe('Create Your Business Profile')
    expect((await findOne('plans', 'scale')).tagline).toMatch(/Now with more\.$/)
    expect((await findOne('plans', 'growth')).tagline).not.toMatch(/Now with more/)

    // Back to the committed copy: the same documents take it, still untouched by staff.
    expect(await seedContent(payload)).toMatchObject({ created: 0, updated: 3 })
    expect((await findOne('steps', 1, 'stepNumber')).title).toBe('Create Your Profile')
  })

  it('--reset restores the seed copy over edits and lists them; a second run changes nothing', async () => {
    const result = await seed(payload, { env, reset: true })
    expect(result.overwritten).toEqual(['directory (global)', 'faqs/annual-billing', 'plans/growth'])
    expect(result).toMatchObject({ created: 1, updated: 2, kept: [] })
    expect((await findOne('plans', 'growth')).monthlyPrice).toBe(49)
    expect((await payload.findGlobal({ slug: 'directory', overrideAccess: true })).directoryPage.searchPlaceholder).toBe('Name, description or suburb')

    const before = await counts()
    expect(await seed(payload, { env })).toMatchObject({ created: 0, updated: 0, kept: [], overwritten: [] })
    expect(await counts()).toEqual(before)
  })

  it('writes a global again that lost its row (a global cannot be deleted by staff)', async () => {
    await sql(payload).query('delete from "_directory_v"; delete from "directory"')
    expect(await seedContent(payload)).toMatchObject({ created: 1, kept: [] })
    expect((await payload.findGlobal({ slug: 'directory', overrideAccess: true })).emails.proposalSubject).toBe(seedData.directory.emails.proposalSubject)
  })

  it('keeps a differing document it has no record of (seeded before the seed kept records)', async () => {
    const faq = await findOne('faqs', 'free-trial')
    await payload.update({ collection: 'faqs', id: faq.id, data: { question: 'Can I try it first?' }, overrideAccess: true, context: { disableRevalidate: true } })
    await payload.delete({ collection: 'seed-records', where: { key: { equals: 'faqs:free-trial' } }, overrideAccess: true })
    expect(await seed(payload, { env })).toMatchObject({ updated: 0, kept: ['faqs/free-trial'] })
    expect(await seed(payload, { env, reset: true })).toMatchObject({ updated: 1, overwritten: ['faqs/free-trial'] })
    expect((await findOne('faqs', 'free-trial')).question).toBe('Is there a free trial?')
  })
})

// A migration adds columns only: a field new to the schema is empty on a database seeded before it.
// The release step's seed writes the seed's words into empty fields, so a new sentence lives once,
// in content-seed, and never replaces what an editor wrote.
describe('the release step on a seeded database', () => {
  it('fills an empty field of a global with the seed words and keeps the words an editor changed', async () => {
    const editor = await createStaff(payload, 'editor')
    const directory = await payload.findGlobal({ slug: 'directory', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'directory',
      data: { directoryPage: { ...directory.directoryPage, searchPlaceholder: 'Shop, street or suburb' }, _status: 'published' },
      user: editor,
      overrideAccess: false,
    })
    // As a database seeded before the field existed holds it: empty, in the global and its versions.
    await sql(payload).query('update "directory" set "messages_pending_sent" = null; update "_directory_v" set "version_messages_pending_sent" = null')
    expect((await payload.findGlobal({ slug: 'directory', overrideAccess: true })).messages.pendingSent).toBeNull()

    const result = await seedOnRelease(payload, { env })
    expect(result.filled).toEqual(['directory (global)'])
    const after = await payload.findGlobal({ slug: 'directory', overrideAccess: true })
    expect(after.messages.pendingSent).toBe(seedData.directory.messages.pendingSent)
    expect(after.directoryPage.searchPlaceholder).toBe('Shop, street or suburb')
    const draft = await payload.findGlobal({ slug: 'directory', draft: true, overrideAccess: true })
    expect(draft.messages.pendingSent).toBe(seedData.directory.messages.pendingSent)

    // Nothing is empty any more: a second release writes nothing, and the editor's words stay.
    expect(await seedOnRelease(payload, { env })).toMatchObject({ filled: [], created: 0, updated: 0 })
    expect((await payload.findGlobal({ slug: 'directory', overrideAccess: true })).directoryPage.searchPlaceholder).toBe('Shop, street or suburb')
  })

  it('fills the empty field of an unpublished draft too, and keeps the draft unpublished', async () => {
    const editor = await createStaff(payload, 'editor')
    const directory = await payload.findGlobal({ slug: 'directory', draft: true, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'directory',
      draft: true,
      data: { directoryPage: { ...directory.directoryPage, searchPlaceholder: 'Draft words' }, _status: 'draft' },
      user: editor,
      overrideAccess: false,
    })
    await sql(payload).query('update "directory" set "messages_pending_received" = null; update "_directory_v" set "version_messages_pending_received" = null')

    expect((await seedOnRelease(payload, { env })).filled).toEqual(['directory (global)'])
    const published = await payload.findGlobal({ slug: 'directory', overrideAccess: true })
    expect(published.messages.pendingReceived).toBe(seedData.directory.messages.pendingReceived)
    expect(published.directoryPage.searchPlaceholder).toBe('Shop, street or suburb')
    const draft = await payload.findGlobal({ slug: 'directory', draft: true, overrideAccess: true })
    expect(draft).toMatchObject({ _status: 'draft', directoryPage: { searchPlaceholder: 'Draft words' } })
    expect(draft.messages.pendingReceived).toBe(seedData.directory.messages.pendingReceived)
  })
})
