// The content seed: all site copy (./data) and the loader that puts it into the CMS.
import { serverEnv } from '@kindred/cms/env'
import type { Payload } from 'payload'

import { seedDemoPartners } from './demo/partners'
import { seedContent, type SeedResult } from './load'
import { seedMedia } from './media'
import { ensureAdmin, type SeedEnv } from './staff'

export { seedContent, type SeedOptions, type SeedResult } from './load'
export { ensureAdmin, defaultAdminEmail } from './staff'
export { seedData } from './data'
export { seedDemoPartners } from './demo/partners'
export { demoBusinesses } from './demo/businesses'

/** The seed has run once this database holds the home page. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: '/' } }, overrideAccess: true })
  return totalDocs > 0
}

export async function seed(payload: Payload, options: { log?: (message: string) => void; env?: SeedEnv; reset?: boolean } = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  const env = options.env ?? serverEnv()
  // `reset`: the seed copy replaces editors' changes too (`pnpm seed --reset`).
  const result = await seedContent(payload, undefined, log, { reset: options.reset })
  await seedMedia(payload, log)
  await ensureAdmin(payload, env, log)
  // Development and review databases get demo businesses for the directory; production none.
  await seedDemoPartners(payload, env, log)
  return result
}

/**
 * The release step's seed: everything on a new database; on a seeded one, only the seed's words in
 * fields that are empty (added since), never over what staff wrote.
 */
export async function seedOnRelease(payload: Payload, options: { log?: (message: string) => void; env?: SeedEnv } = {}): Promise<SeedResult> {
  if (!(await isSeeded(payload))) return seed(payload, options)
  return seedContent(payload, undefined, options.log, { fillOnly: true })
}
