// The demo businesses of the content seed: thirty listed profiles across the nine business types
// outside production, none in production, and nothing created twice.
import { beforeAll, describe, expect, it } from 'vitest'

import { demoBusinesses, seedDemoPartners } from '@kindred/content-seed'

import { query } from '~/server/db.server'
import { payload } from '~/server/payload.server'

import { api, ensureBusinessTypes } from './support'

const env = (APP_ENV: string): NodeJS.ProcessEnv => ({ ...process.env, APP_ENV })
const demoCount = async () => Number((await query(`select count(*)::int as n from business_profiles where slug = any($1::text[])`, [demoBusinesses.map((b) => b.slug)])).rows[0]!.n)

describe('seedDemoPartners', () => {
  // The content seed (another test file) may have added them already: start from none.
  beforeAll(async () => {
    await query(`delete from members where email like 'demo+%@kindred.test'`)
  })

  it('adds nothing in production', async () => {
    expect(await seedDemoPartners(await payload(), env('production'), () => {})).toBe(0)
    expect(await demoCount()).toBe(0)
  })

  it('adds about thirty listed businesses across the nine types, once', async () => {
    await ensureBusinessTypes()
    const cms = await payload()
    expect(await seedDemoPartners(cms, env('development'), () => {})).toBe(demoBusinesses.length)
    expect(demoBusinesses.length).toBeGreaterThanOrEqual(28)
    expect(new Set(demoBusinesses.map((b) => b.businessType)).size).toBe(9)
    expect(await seedDemoPartners(cms, env('development'), () => {})).toBe(0)
    expect(await demoCount()).toBe(demoBusinesses.length)
    const found = await api('GET', '/api/partners?q=sourdough&location=Northcote')
    expect(found.json.items.map((item: { slug: string }) => item.slug)).toEqual(['the-crumb-bakehouse'])
    expect(found.json.items[0]).toMatchObject({ verified: true, postcode: '3070', businessType: 'coffee-shop' })
  })
})
