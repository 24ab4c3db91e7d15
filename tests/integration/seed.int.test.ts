// The content seed: complete, and idempotent (a second run creates and changes nothing).
import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isSeeded, seed } from '@kindred/content-seed'

import { testPayload } from '../support/payload'

let payload: Payload
const collections: CollectionSlug[] = ['pages', 'business-types', 'comparison-cards', 'steps', 'plans', 'faqs', 'legal-pages', 'redirects', 'staff']
const env: NodeJS.ProcessEnv = { NODE_ENV: 'test', SEED_ADMIN_EMAIL: 'seed-admin@kindred.test', SEED_ADMIN_PASSWORD: 'a long test password' }

async function counts() {
  const entries = await Promise.all(
    collections.map(async (collection) => {
      const docs = await payload.count({ collection, overrideAccess: true })
      const versions = collection === 'staff' ? 0 : await payload.countVersions({ collection, overrideAccess: true }).then((r) => r.totalDocs)
      return [collection, { docs: docs.totalDocs, versions }] as const
    }),
  )
  return Object.fromEntries(entries)
}

beforeAll(async () => {
  payload = await testPayload()
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

  it('restores seeded copy that was changed, without duplicating it', async () => {
    const before = await counts()
    const plan = (await payload.find({ collection: 'plans', where: { slug: { equals: 'growth' } }, overrideAccess: true })).docs[0]!
    await payload.update({ collection: 'plans', id: plan.id, data: { monthlyPrice: 99 }, overrideAccess: true })
    const result = await seed(payload, { env })
    expect(result).toMatchObject({ created: 0, updated: 1 })
    const restored = await payload.findByID({ collection: 'plans', id: plan.id, overrideAccess: true })
    expect(restored.monthlyPrice).toBe(49)
    expect((await counts()).plans?.docs).toBe(before.plans?.docs)
  })
})
