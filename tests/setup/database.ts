// Vitest global setup for integration tests: a throw-away PostgreSQL database for this run,
// migrated with the committed migrations. Workers inherit its URL and fresh secrets.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { seedData } from '@kindred/content-seed'

import { closePayload, migrate, openPayload } from '../../scripts/lib/payload'
import { startThrowawayDatabase } from '../../scripts/lib/throwaway-db'

export default async function setup() {
  const database = await startThrowawayDatabase()
  const mailDir = mkdtempSync(path.join(tmpdir(), 'kindred-mail-'))
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'kindred-media-'))
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: randomBytes(32).toString('base64url'),
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    MAIL_DIR: mailDir,
    MEDIA_DIR: mediaDir,
    PUBLIC_URL: 'http://localhost:3000',
    APP_ENV: 'test',
    DISABLE_PAYLOAD_HMR: 'true',
    DATABASE_POOL_MAX: '5',
  })
  const payload = await openPayload()
  await migrate(payload)
  // The words forms, validation and emails use, and the brand name the emails carry (as the
  // first-run seed publishes them): handlers answer 503 without them. The rest of the content stays
  // unseeded; tests seed what they need.
  const copy = { 'site-settings': seedData.siteSettings, forms: seedData.forms, account: seedData.account, emails: seedData.emails }
  for (const [slug, data] of Object.entries(copy)) await payload.updateGlobal({ slug: slug as 'forms', data: { ...data, _status: 'published' } as never, overrideAccess: true, depth: 0 })
  await closePayload(payload)
  return async () => {
    await database.stop()
    rmSync(mailDir, { recursive: true, force: true })
    rmSync(mediaDir, { recursive: true, force: true })
  }
}
