import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the refusal's words, so a directory seeded before the field existed
// refuses a proposal over the weekly limit to one business in words, never with a missing-copy 503.
const column = 'messages_throttled_to_business'
const text = 'You have sent {name} {limit} proposals in the last 7 days, the most we allow to one business. You can propose to them again from {date}.'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "messages_throttled_to_business" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_throttled_to_business" varchar;`)
  await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
  await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "messages_throttled_to_business";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_throttled_to_business";`)
}
