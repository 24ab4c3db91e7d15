import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the new words, so an account page seeded before the field existed
// says why its Save button stays disabled where a member's browser runs no JavaScript.
const text = 'Saving your profile needs JavaScript. Please turn it on in your browser, then reload this page.'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account" ADD COLUMN "profile_form_save_needs_script" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_profile_form_save_needs_script" varchar;`)
  await db.execute(sql`UPDATE "account" SET "profile_form_save_needs_script" = ${text} WHERE "profile_form_save_needs_script" IS NULL`)
  await db.execute(sql`UPDATE "_account_v" SET "version_profile_form_save_needs_script" = ${text} WHERE "version_profile_form_save_needs_script" IS NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account" DROP COLUMN "profile_form_save_needs_script";
  ALTER TABLE "_account_v" DROP COLUMN "version_profile_form_save_needs_script";`)
}
