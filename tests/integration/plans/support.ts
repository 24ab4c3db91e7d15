// Helpers for the plans tests: the seeded plans, and members moved on the plan clock.
import { db } from '~/server/db.server'

export { seedPlans } from '../../support/plans'

/** Runs `sql` on the test database. */
export async function query(sql: string, params: unknown[] = []) {
  return (await db()).query(sql, params)
}
