import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the two refusals' words, so a directory seeded before the fields
// existed refuses a second open proposal in words, never with a missing-copy 503.
const words: [column: string, text: string][] = [
  ['messages_pending_sent', 'Your proposal to {name} is still awaiting their answer. You can follow it up in your collaborations.'],
  ['messages_pending_received', '{name} has already proposed a collaboration to you. Please answer it in your collaborations.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "messages_pending_sent" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_pending_received" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_pending_sent" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_pending_received" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "messages_pending_sent";
  ALTER TABLE "directory" DROP COLUMN "messages_pending_received";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_pending_sent";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_pending_received";`)
}
