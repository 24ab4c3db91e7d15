import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a directory seeded before the note existed says what
// accepting shares instead of nothing.
const words: [column: string, text: string][] = [
  ['collaborations_page_accept_note', 'Accepting shares your name and email address with {name}, and theirs with you.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "collaborations_page_accept_note" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_accept_note" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "collaborations_page_accept_note";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_accept_note";`)
}
