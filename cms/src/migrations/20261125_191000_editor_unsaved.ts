import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy, so a database seeded before the field existed never lacks it.
const unsavedChanges = 'Your profile has changes you have not saved. Leave this page and lose them?'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "business_editor_unsaved_changes" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_unsaved_changes" varchar;`)
  await db.execute(sql`UPDATE "directory" SET "business_editor_unsaved_changes" = ${unsavedChanges} WHERE "business_editor_unsaved_changes" IS NULL`)
  await db.execute(sql`UPDATE "_directory_v" SET "version_business_editor_unsaved_changes" = ${unsavedChanges} WHERE "version_business_editor_unsaved_changes" IS NULL`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "business_editor_unsaved_changes";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_unsaved_changes";`)
}
