// The first staff admin: from SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD, or in development a
// generated password printed once when the first admin is created. In production a database
// without any staff user and without SEED_ADMIN_* is refused: otherwise the admin's
// create-first-user form would be open to whoever found it first.
import { randomBytes } from 'node:crypto'

import { seedAdminContext } from '@kindred/cms/access'
import { isProduction } from '@kindred/cms/env'
import type { Payload } from 'payload'

export const defaultAdminEmail = 'admin@kindred.test'

export const missingAdminMessage =
  'No staff user exists and SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD are not set. ' +
  'Production does not start without an admin: set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD (at least 12 characters) and start again.'

type Outcome = 'created' | 'exists' | 'skipped'

/** What the seed reads of the environment: the parsed one (serverEnv()), or a record in tests. */
export type SeedEnv = { NODE_ENV?: string; APP_ENV?: string; SEED_ADMIN_EMAIL?: string; SEED_ADMIN_PASSWORD?: string }

export async function ensureAdmin(payload: Payload, env: SeedEnv, log: (message: string) => void): Promise<Outcome> {
  const email = (env.SEED_ADMIN_EMAIL ?? '').trim().toLowerCase()
  const production = isProduction(env)

  if (email) {
    const found = await payload.count({ collection: 'staff', where: { email: { equals: email } }, overrideAccess: true })
    if (found.totalDocs > 0) return 'exists'
    const password = env.SEED_ADMIN_PASSWORD
    if (!password) {
      if (production) throw new Error('SEED_ADMIN_EMAIL is set but SEED_ADMIN_PASSWORD is not.')
      return createAdmin(payload, email, generated(), log, true)
    }
    if (production && password.length < 12) throw new Error('SEED_ADMIN_PASSWORD must be at least 12 characters in production.')
    return createAdmin(payload, email, password, log, false)
  }

  if (production) return requireStaffInProduction(payload, log)
  const anyAdmin = await payload.count({ collection: 'staff', where: { role: { equals: 'admin' } }, overrideAccess: true })
  if (anyAdmin.totalDocs > 0) return 'exists'
  return createAdmin(payload, defaultAdminEmail, generated(), log, true)
}

/** Production without SEED_ADMIN_EMAIL: fine once staff exist, fatal on an empty staff table. */
async function requireStaffInProduction(payload: Payload, log: (message: string) => void): Promise<Outcome> {
  const staff = await payload.count({ collection: 'staff', overrideAccess: true })
  if (staff.totalDocs === 0) throw new Error(missingAdminMessage)
  const admins = await payload.count({ collection: 'staff', where: { role: { equals: 'admin' } }, overrideAccess: true })
  if (admins.totalDocs > 0) return 'exists'
  log('no staff admin exists: set SEED_ADMIN_EMAIL and SEED_ADMIN_PASSWORD and start again to create one')
  return 'skipped'
}

function generated(): string {
  return randomBytes(12).toString('base64url')
}

async function createAdmin(payload: Payload, email: string, password: string, log: (m: string) => void, show: boolean): Promise<'created'> {
  await payload.create({
    collection: 'staff',
    data: { email, password, name: 'Administrator', role: 'admin' },
    overrideAccess: true,
    context: { [seedAdminContext]: true },
  })
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
