import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so forms seeded before the fields existed end a sign-out
// and a password reset with a word, and say why a visitor was sent to sign in, instead of showing an
// empty notice. Filled here rather than by `pnpm seed`: the seed leaves a global staff have edited
// alone (decision 0043), and these notices are the only word those journeys end with.
const words: [column: string, text: string][] = [
  ['sign_in_propose_reason', 'Sign in or create an account to propose a collaboration.'],
  ['reset_password_changed', 'Your password has been changed. You have been signed out everywhere else.'],
  ['session_signed_out', 'You have signed out.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" ADD COLUMN "sign_in_propose_reason" varchar;
  ALTER TABLE "forms" ADD COLUMN "reset_password_changed" varchar;
  ALTER TABLE "forms" ADD COLUMN "session_signed_out" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_sign_in_propose_reason" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_reset_password_changed" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_session_signed_out" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "forms" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_forms_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" DROP COLUMN "sign_in_propose_reason";
  ALTER TABLE "forms" DROP COLUMN "reset_password_changed";
  ALTER TABLE "forms" DROP COLUMN "session_signed_out";
  ALTER TABLE "_forms_v" DROP COLUMN "version_sign_in_propose_reason";
  ALTER TABLE "_forms_v" DROP COLUMN "version_reset_password_changed";
  ALTER TABLE "_forms_v" DROP COLUMN "version_session_signed_out";`)
}
