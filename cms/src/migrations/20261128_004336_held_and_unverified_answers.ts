import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a directory seeded before the fields existed says why
// a held business cannot propose and why an unverified member cannot accept, rather than nothing.
const words: [column: string, text: string][] = [
  [
    'profile_page_held_to_propose',
    'Our support team has taken your business off the directory, so you cannot send proposals for now. Please contact us about listing it again.',
  ],
  ['messages_send_held', 'Our support team has taken your business off the directory, so you cannot send proposals for now. Please contact us about listing it again.'],
  ['messages_verify_to_accept', 'Please verify your email address before accepting proposals: accepting shares it with the other business. You can still decline.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "profile_page_held_to_propose" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_send_held" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_verify_to_accept" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_held_to_propose" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_send_held" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_verify_to_accept" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "profile_page_held_to_propose";
  ALTER TABLE "directory" DROP COLUMN "messages_send_held";
  ALTER TABLE "directory" DROP COLUMN "messages_verify_to_accept";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_held_to_propose";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_send_held";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_verify_to_accept";`)
}
