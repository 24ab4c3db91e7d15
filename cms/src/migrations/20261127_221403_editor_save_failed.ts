import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so an editor seeded before the field existed says why a
// save that reached nobody failed, rather than nothing.
const text = 'Your profile could not be saved: Kindred did not answer. Your changes are still here, so please try again in a moment.'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "business_editor_save_failed" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_save_failed" varchar;`)
  await db.execute(sql`UPDATE "directory" SET "business_editor_save_failed" = ${text} WHERE "business_editor_save_failed" IS NULL`)
  await db.execute(sql`UPDATE "_directory_v" SET "version_business_editor_save_failed" = ${text} WHERE "version_business_editor_save_failed" IS NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "business_editor_save_failed";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_save_failed";`)
}
