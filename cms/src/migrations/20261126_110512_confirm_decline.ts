import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a directory seeded before the field existed asks a
// clear question before a decline instead of an empty one.
const words: [column: string, text: string][] = [['collaborations_page_confirm_decline', 'Decline this proposal? The other business will be told by email, and it cannot be undone.']]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "collaborations_page_confirm_decline" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_confirm_decline" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "collaborations_page_confirm_decline";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_confirm_decline";`)
}
