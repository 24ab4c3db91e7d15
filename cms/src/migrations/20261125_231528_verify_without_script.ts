import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy, so a database seeded before the field existed never lacks it.
const verifyNow = 'Verify my email'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" ADD COLUMN "verify_email_verify_now" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_verify_email_verify_now" varchar;`)
  await db.execute(sql`UPDATE "forms" SET "verify_email_verify_now" = ${verifyNow} WHERE "verify_email_verify_now" IS NULL`)
  await db.execute(sql`UPDATE "_forms_v" SET "version_verify_email_verify_now" = ${verifyNow} WHERE "version_verify_email_verify_now" IS NULL`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" DROP COLUMN "verify_email_verify_now";
  ALTER TABLE "_forms_v" DROP COLUMN "version_verify_email_verify_now";`)
}
