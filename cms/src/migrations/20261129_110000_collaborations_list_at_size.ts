// Hand-written (no snapshot): the indexes that keep the collaborations list of a business with a
// thousand collaborations as quick to read as one with ten
// (docs/decisions/0112-workspace-and-ledger-at-size.md).
// - The list cuts each side's page on its own: the business's accepted proposals on that side, by
//   id, from the index alone, then each one's activity from the collaborations' key, so neither
//   side reads a proposal's or a collaboration's row until the page is cut.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "proposals_from_accepted_id_idx" ON "proposals" ("from_id", "id") WHERE "status" = 'accepted';
  CREATE INDEX IF NOT EXISTS "proposals_to_accepted_id_idx" ON "proposals" ("to_id", "id") WHERE "status" = 'accepted';
  CREATE INDEX IF NOT EXISTS "collaborations_id_activity_idx" ON "collaborations" ("id", "activity_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "collaborations_id_activity_idx";
  DROP INDEX IF EXISTS "proposals_to_accepted_id_idx";
  DROP INDEX IF EXISTS "proposals_from_accepted_id_idx";`)
}
