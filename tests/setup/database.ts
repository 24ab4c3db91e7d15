// Vitest global setup for integration tests: a throw-away PostgreSQL database for this run,
// migrated with the committed migrations, becomes the template every test file copies
// (tests/setup/file-state.ts). Workers inherit its URL and fresh secrets.
import { randomBytes } from 'node:crypto'
import { seedData } from '@kindred/content-seed'

import { closePayload, migrate, openPayload } from '../../scripts/lib/payload'
import { dropTemplateAndCopies, markTemplate } from '../../scripts/lib/postgres'
import { startThrowawayDatabase, throwawayDir } from '../../scripts/lib/throwaway-db'

export default async function setup() {
  const database = await startThrowawayDatabase()
  // Removed as the run's process ends, after this setup's teardown.
  const mailDir = throwawayDir('kindred-mail-')
  const mediaDir = throwawayDir('kindred-media-')
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
    // A request waits for a pool connection at most this long before failing. Production fails fast
    // (3 s); here a test that sends dozens of requests at once, in a worker that CI runs at a lower
    // priority beside the browser tests, waited longer than that for the pool on a busy machine.
    DATABASE_CONNECT_TIMEOUT_S: '30',
  })
  const payload = await openPayload()
  await migrate(payload)
  // The words forms, validation and emails use, and the brand name the emails carry (as the
  // first-run seed publishes them): handlers answer 503 without them. The rest of the content stays
  // unseeded; tests seed what they need.
  const copy = { 'site-settings': seedData.siteSettings, forms: seedData.forms, account: seedData.account, emails: seedData.emails }
  for (const [slug, data] of Object.entries(copy)) await payload.updateGlobal({ slug: slug as 'forms', data: { ...data, _status: 'published' } as never, overrideAccess: true, depth: 0 })
  await closePayload(payload)
  // From here on nobody connects to it: each file works on a copy of its own, made by its first
  // setup file, so files can run side by side and none sees what another left.
  await markTemplate(database.url)
  process.env.TEST_TEMPLATE_DATABASE_URL = database.url
  return async () => {
    // A shared server (TEST_DATABASE_URL) keeps databases: drop the copies with the template. A
    // cluster of the run's own goes whole, with its folder.
    if (process.env.TEST_DATABASE_URL) await dropTemplateAndCopies(database.url)
    await database.stop()
  }
}
