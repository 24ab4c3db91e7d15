import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the word, so a directory seeded before the link existed labels it
// instead of leaving it empty.
const words: [column: string, text: string][] = [['collaborations_page_keep_proposal', 'Cancel']]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "collaborations_page_keep_proposal" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_keep_proposal" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "collaborations_page_keep_proposal";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_keep_proposal";`)
}
