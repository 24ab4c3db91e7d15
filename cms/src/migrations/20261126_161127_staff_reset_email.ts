import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so an admin seeded before the template existed sends
// staff a complete reset email instead of an empty one.
const words: [column: string, text: string][] = [
  ['staff_password_reset_subject', 'Reset your {brand} admin password'],
  ['staff_password_reset_heading', 'Reset your admin password'],
  ['staff_password_reset_body', 'Hi {name},\n\nSomeone (hopefully you) asked to reset the password you use to sign in to the {brand} admin as {email}.'],
  ['staff_password_reset_action', 'Choose a new password'],
  ['staff_password_reset_link_hint', 'Or paste this link into your browser:'],
  [
    'staff_password_reset_footer',
    'This link works once and expires in one hour. If you did not ask for this, ignore this email: your password stays as it is, and you may want to tell an admin.',
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emails" ADD COLUMN "staff_password_reset_subject" varchar;
  ALTER TABLE "emails" ADD COLUMN "staff_password_reset_heading" varchar;
  ALTER TABLE "emails" ADD COLUMN "staff_password_reset_body" varchar;
  ALTER TABLE "emails" ADD COLUMN "staff_password_reset_action" varchar;
  ALTER TABLE "emails" ADD COLUMN "staff_password_reset_link_hint" varchar;
  ALTER TABLE "emails" ADD COLUMN "staff_password_reset_footer" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_staff_password_reset_subject" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_staff_password_reset_heading" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_staff_password_reset_body" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_staff_password_reset_action" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_staff_password_reset_link_hint" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_staff_password_reset_footer" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "emails" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_emails_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "emails" DROP COLUMN "staff_password_reset_subject";
  ALTER TABLE "emails" DROP COLUMN "staff_password_reset_heading";
  ALTER TABLE "emails" DROP COLUMN "staff_password_reset_body";
  ALTER TABLE "emails" DROP COLUMN "staff_password_reset_action";
  ALTER TABLE "emails" DROP COLUMN "staff_password_reset_link_hint";
  ALTER TABLE "emails" DROP COLUMN "staff_password_reset_footer";
  ALTER TABLE "_emails_v" DROP COLUMN "version_staff_password_reset_subject";
  ALTER TABLE "_emails_v" DROP COLUMN "version_staff_password_reset_heading";
  ALTER TABLE "_emails_v" DROP COLUMN "version_staff_password_reset_body";
  ALTER TABLE "_emails_v" DROP COLUMN "version_staff_password_reset_action";
  ALTER TABLE "_emails_v" DROP COLUMN "version_staff_password_reset_link_hint";
  ALTER TABLE "_emails_v" DROP COLUMN "version_staff_password_reset_footer";`)
}
