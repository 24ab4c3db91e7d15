import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a dashboard seeded before the fields existed says what
// its Find Partners link finds, rather than nothing.
const words: [column: string, text: string][] = [
  ['dashboard_cards_find_partners_text_type', 'Businesses like yours.'],
  ['dashboard_cards_find_partners_text_place', 'Businesses near you.'],
  ['dashboard_cards_find_partners_text_all', 'Every business in the directory.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "dashboard_cards_find_partners_text_type" varchar;
  ALTER TABLE "directory" ADD COLUMN "dashboard_cards_find_partners_text_place" varchar;
  ALTER TABLE "directory" ADD COLUMN "dashboard_cards_find_partners_text_all" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_dashboard_cards_find_partners_text_type" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_dashboard_cards_find_partners_text_place" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_dashboard_cards_find_partners_text_all" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "dashboard_cards_find_partners_text_type";
  ALTER TABLE "directory" DROP COLUMN "dashboard_cards_find_partners_text_place";
  ALTER TABLE "directory" DROP COLUMN "dashboard_cards_find_partners_text_all";
  ALTER TABLE "_directory_v" DROP COLUMN "version_dashboard_cards_find_partners_text_type";
  ALTER TABLE "_directory_v" DROP COLUMN "version_dashboard_cards_find_partners_text_place";
  ALTER TABLE "_directory_v" DROP COLUMN "version_dashboard_cards_find_partners_text_all";`)
}
