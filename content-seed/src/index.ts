// The content seed: all site copy (./data) and the loader that puts it into the CMS.
import type { Payload } from 'payload'

import { seedContent, type SeedResult } from './load'
import { ensureAdmin } from './staff'

export { seedContent } from './load'
export { ensureAdmin, defaultAdminEmail } from './staff'
export { seedData } from './data'

/** The seed has run once this database holds the home page. */
export async function isSeeded(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', where: { path: { equals: '/' } }, overrideAccess: true })
  return totalDocs > 0
}

export async function seed(
  payload: Payload,
  options: { log?: (message: string) => void; env?: NodeJS.ProcessEnv } = {},
): Promise<SeedResult> {
  const log = options.log ?? (() => {})
  const result = await seedContent(payload, undefined, log)
  await ensureAdmin(payload, options.env ?? process.env, log)
  return result
}
