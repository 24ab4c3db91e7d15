// The first staff admin: from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, or in development a
// generated password printed once when the first admin is created.
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

export const defaultAdminEmail = 'admin@kindred.test'

export async function ensureAdmin(payload: Payload, env: NodeJS.ProcessEnv, log: (message: string) => void): Promise<'created' | 'exists' | 'skipped'> {
  const email = (env.SEED_ADMIN_EMAIL ?? '').trim().toLowerCase()
  const production = env.NODE_ENV === 'production' && env.APP_ENV === 'production'

  if (email) {
    const found = await payload.count({ collection: 'staff', where: { email: { equals: email } }, overrideAccess: true })
    if (found.totalDocs > 0) return 'exists'
    const password = env.SEED_ADMIN_PASSWORD
    if (!password) {
      if (production) throw new Error('SEED_ADMIN_EMAIL is set but SEED_ADMIN_PASSWORD is not.')
      return createAdmin(payload, email, generated(), log, true)
    }
    return createAdmin(payload, email, password, log, false)
  }

  const anyAdmin = await payload.count({ collection: 'staff', where: { role: { equals: 'admin' } }, overrideAccess: true })
  if (anyAdmin.totalDocs > 0) return 'exists'
  if (production) {
    log('no staff admin exists: set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD and run the seed again')
    return 'skipped'
  }
  return createAdmin(payload, defaultAdminEmail, generated(), log, true)
}

function generated(): string {
  return randomBytes(12).toString('base64url')
}

async function createAdmin(payload: Payload, email: string, password: string, log: (m: string) => void, show: boolean): Promise<'created'> {
  await payload.create({ collection: 'staff', data: { email, password, name: 'Administrator', role: 'admin' }, overrideAccess: true })
  if (show) {
    log('──────────────────────────────────────────────────────────────')
    log(`first staff admin created: ${email}`)
    log(`password (shown only this once): ${password}`)
    log('──────────────────────────────────────────────────────────────')
  } else {
    log(`first staff admin created: ${email}`)
  }
  return 'created'
}
