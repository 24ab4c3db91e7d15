import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the refusals' words, so a directory seeded before the fields existed
// refuses to accept a proposal while support holds a side in words, never with a missing-copy 503.
const words: [column: string, text: string][] = [
  ['messages_accept_held_own', 'Our support team has taken your business off the directory, so you cannot accept proposals for now. You can still decline them.'],
  [
    'messages_accept_held_partner',
    'Our support team has taken {name} off the directory for now, so their proposal cannot be accepted. You can decline it, or wait until they are listed again.',
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "messages_accept_held_own" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_accept_held_partner" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_accept_held_own" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_accept_held_partner" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "messages_accept_held_own";
  ALTER TABLE "directory" DROP COLUMN "messages_accept_held_partner";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_accept_held_own";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_accept_held_partner";`)
}
