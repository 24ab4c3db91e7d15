// Hand-written (no snapshot): the indexes that keep a long thread and a long ledger as quick to
// read as short ones (docs/decisions/0112-workspace-and-ledger-at-size.md).
// - A thread's page is the newest 50 messages of one collaboration before an id, its unread count
//   the messages after a read position, its newest message the largest id: each is a range of
//   (collaboration_id, id), read from this index without touching the thread's other messages.
// - A business's ledger month is the entries it pays or receives in a range of created_at: one
//   index per side, so the month is read without the business's entries of every other month.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "collaboration_messages_thread_idx" ON "collaboration_messages" ("collaboration_id", "id");
  CREATE INDEX IF NOT EXISTS "ledger_entries_payer_created_idx" ON "ledger_entries" ("payer_id", "created_at", "id");
  CREATE INDEX IF NOT EXISTS "ledger_entries_payee_created_idx" ON "ledger_entries" ("payee_id", "created_at", "id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "ledger_entries_payee_created_idx";
  DROP INDEX IF EXISTS "ledger_entries_payer_created_idx";
  DROP INDEX IF EXISTS "collaboration_messages_thread_idx";`)
}
