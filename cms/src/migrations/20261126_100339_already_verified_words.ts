import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so forms seeded before the fields existed tell a member
// who opens a spent link that their address is verified, instead of showing an empty heading.
const words: [column: string, text: string][] = [
  ['verify_email_already_verified_heading', 'Your email address is already verified'],
  ['verify_email_already_verified_text', 'This link was used before, so there is nothing more to do. Your account is active.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" ADD COLUMN "verify_email_already_verified_heading" varchar;
  ALTER TABLE "forms" ADD COLUMN "verify_email_already_verified_text" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_verify_email_already_verified_heading" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_verify_email_already_verified_text" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "forms" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_forms_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" DROP COLUMN "verify_email_already_verified_heading";
  ALTER TABLE "forms" DROP COLUMN "verify_email_already_verified_text";
  ALTER TABLE "_forms_v" DROP COLUMN "version_verify_email_already_verified_heading";
  ALTER TABLE "_forms_v" DROP COLUMN "version_verify_email_already_verified_text";`)
}
