// The integration tests' handle on the CMS: the real Payload Local API on the run's database.
import config from '@kindred/cms/config'
import { poolOf } from '@kindred/cms/database'
import type { Staff } from '@kindred/cms/types'
import { getPayload, type Payload } from 'payload'

export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

/** Payload's pg pool, for the SQL a test reads or arranges directly (the CMS's one cast). */
export const sql = (payload: Payload) => poolOf(payload)

/** Local API options that apply `user`'s access rules (null: an anonymous visitor). */
export const as = (user: unknown) => ({ overrideAccess: false, user: user as never })

/** Whether access lets `action` through: false when it is refused (401, 403, or 404 for what the user may not see). */
export const allowed = async (action: () => Promise<unknown>) =>
  action().then(
    () => true,
    (error: { status?: number }) => {
      if (error.status === 403 || error.status === 401 || error.status === 404) return false
      throw error
    },
  )

let counter = 0

/** Creates a staff user with `role` and returns it with the `user` shape access functions see. */
export async function createStaff(payload: Payload, role: Staff['role']): Promise<Staff & { collection: 'staff' }> {
  counter += 1
  const staff = await payload.create({
    collection: 'staff',
    data: { email: `${role}-${counter}-${Date.now()}@kindred.test`, password: 'correct horse battery', name: `Test ${role}`, role },
    overrideAccess: true,
  })
  return { ...staff, collection: 'staff' }
}

/** Empties the tables a test touches, keeping the schema. */
export async function truncate(payload: Payload, tables: string[]): Promise<void> {
  await sql(payload).query(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`)
}

/** The plan fields a member created through the Local API starts with (the columns' defaults). */
export const communityMember = { plan: 'community', planStatus: 'free', billing: 'monthly', trialUsed: false } as const
