// Helpers for the plans tests: the seeded plans, and members moved on the plan clock.
import { seedData } from '@kindred/content-seed'

import { db } from '~/server/db.server'
import { payload } from '~/server/payload.server'

/** The three seeded plans, published with the seed's prices and limits whatever earlier files did to them. */
export async function seedPlans() {
  const cms = await payload()
  for (const plan of seedData.plans) {
    const { docs } = await cms.find({ collection: 'plans', where: { slug: { equals: plan.slug } }, limit: 1, depth: 0, overrideAccess: true })
    const data = { ...plan, _status: 'published' } as never
    if (docs[0]) await cms.update({ collection: 'plans', id: docs[0].id, data, overrideAccess: true, depth: 0 })
    else await cms.create({ collection: 'plans', data, overrideAccess: true, depth: 0 })
  }
}

/** Runs `sql` on the test database. */
export async function query(sql: string, params: unknown[] = []) {
  return (await db()).query(sql, params)
}
