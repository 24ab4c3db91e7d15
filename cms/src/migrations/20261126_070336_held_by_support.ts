import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the new words, so a directory seeded before the fields existed
// explains a held business in words, never with a missing-copy 503.
const words: [column: string, text: string][] = [
  ['business_editor_held_notice', 'Our support team has taken your business off the directory. You can still edit your profile; to list it again, please get in touch.'],
  ['business_editor_held_contact', 'Contact us'],
  ['messages_held_by_support', 'Our support team has taken your business off the directory, so it cannot be listed again from here. Please contact us about listing it.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_profiles" ADD COLUMN "held_by_support" boolean DEFAULT false NOT NULL;
  ALTER TABLE "directory" ADD COLUMN "business_editor_held_notice" varchar;
  ALTER TABLE "directory" ADD COLUMN "business_editor_held_contact" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_held_by_support" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_held_notice" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_held_contact" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_held_by_support" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_profiles" DROP COLUMN "held_by_support";
  ALTER TABLE "directory" DROP COLUMN "business_editor_held_notice";
  ALTER TABLE "directory" DROP COLUMN "business_editor_held_contact";
  ALTER TABLE "directory" DROP COLUMN "messages_held_by_support";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_held_notice";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_held_contact";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_held_by_support";`)
}
