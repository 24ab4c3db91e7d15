import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words that were written in code until now, so a database seeded
// before the fields existed shows the same words and never lacks them.
const words: [column: string, text: string][] = [
  ['validation_common_password', 'This password is too common. Please choose a less predictable one.'],
  ['register_email_taken', 'An account with this email already exists. Please sign in instead.'],
  ['forgot_password_title', 'Forgot your password? | Kindred'],
  ['reset_password_title', 'Choose a new password | Kindred'],
  ['verify_email_title', 'Verify your email | Kindred'],
  ['session_sign_in_to_continue', 'Please sign in to continue.'],
  ['session_too_many_attempts', 'Too many attempts. Please try again in {minutes} minutes.'],
  ['session_too_many_attempts_one_minute', 'Too many attempts. Please try again in 1 minute.'],
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" ADD COLUMN "validation_common_password" varchar;
  ALTER TABLE "forms" ADD COLUMN "register_email_taken" varchar;
  ALTER TABLE "forms" ADD COLUMN "forgot_password_title" varchar;
  ALTER TABLE "forms" ADD COLUMN "reset_password_title" varchar;
  ALTER TABLE "forms" ADD COLUMN "verify_email_title" varchar;
  ALTER TABLE "forms" ADD COLUMN "session_sign_in_to_continue" varchar;
  ALTER TABLE "forms" ADD COLUMN "session_too_many_attempts" varchar;
  ALTER TABLE "forms" ADD COLUMN "session_too_many_attempts_one_minute" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_validation_common_password" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_register_email_taken" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_forgot_password_title" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_reset_password_title" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_verify_email_title" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_session_sign_in_to_continue" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_session_too_many_attempts" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_session_too_many_attempts_one_minute" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "forms" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_forms_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" DROP COLUMN "validation_common_password";
  ALTER TABLE "forms" DROP COLUMN "register_email_taken";
  ALTER TABLE "forms" DROP COLUMN "forgot_password_title";
  ALTER TABLE "forms" DROP COLUMN "reset_password_title";
  ALTER TABLE "forms" DROP COLUMN "verify_email_title";
  ALTER TABLE "forms" DROP COLUMN "session_sign_in_to_continue";
  ALTER TABLE "forms" DROP COLUMN "session_too_many_attempts";
  ALTER TABLE "forms" DROP COLUMN "session_too_many_attempts_one_minute";
  ALTER TABLE "_forms_v" DROP COLUMN "version_validation_common_password";
  ALTER TABLE "_forms_v" DROP COLUMN "version_register_email_taken";
  ALTER TABLE "_forms_v" DROP COLUMN "version_forgot_password_title";
  ALTER TABLE "_forms_v" DROP COLUMN "version_reset_password_title";
  ALTER TABLE "_forms_v" DROP COLUMN "version_verify_email_title";
  ALTER TABLE "_forms_v" DROP COLUMN "version_session_sign_in_to_continue";
  ALTER TABLE "_forms_v" DROP COLUMN "version_session_too_many_attempts";
  ALTER TABLE "_forms_v" DROP COLUMN "version_session_too_many_attempts_one_minute";`)
}
