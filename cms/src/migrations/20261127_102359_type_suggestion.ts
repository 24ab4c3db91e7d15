import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words before the suggested business types, so a directory seeded
// before the field existed shows them in words, never with a missing-copy gap.
const column = 'directory_page_type_suggestion'
const text = 'Browse every business listed under'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "directory_page_type_suggestion" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_directory_page_type_suggestion" varchar;`)
  await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
  await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "directory_page_type_suggestion";
  ALTER TABLE "_directory_v" DROP COLUMN "version_directory_page_type_suggestion";`)
}
