import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the refusals' words, so a directory seeded before the fields existed
// refuses a proposal on terms its recipient does not list in words, never with a missing-copy 503.
const words: [column: string, text: string][] = [
  ['messages_channel_not_listed', '{name} does not list this channel. Please choose one of the channels on their profile.'],
  ['messages_offer_not_listed', '{name} does not list this offer. Please choose one of the offers on their profile.'],
  ['messages_model_not_listed', '{name} does not list this collaboration model. Please choose one of the models on their profile.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "messages_channel_not_listed" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_offer_not_listed" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_model_not_listed" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_channel_not_listed" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_offer_not_listed" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_model_not_listed" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "messages_channel_not_listed";
  ALTER TABLE "directory" DROP COLUMN "messages_offer_not_listed";
  ALTER TABLE "directory" DROP COLUMN "messages_model_not_listed";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_channel_not_listed";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_offer_not_listed";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_model_not_listed";`)
}
