// Vitest global setup for integration tests: a throw-away PostgreSQL database for this run,
// migrated with the committed migrations. Workers inherit its URL and fresh secrets.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

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
  await closePayload(payload)
  return async () => {
    await database.stop()
    rmSync(mailDir, { recursive: true, force: true })
    rmSync(mediaDir, { recursive: true, force: true })
  }
}
