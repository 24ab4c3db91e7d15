import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a directory seeded before the fields existed shows
// the dashboard's link to the business profile editor with its words, not an empty link.
const words: [column: string, text: string][] = [
  ['dashboard_cards_business_edit', 'Edit your business profile'],
  ['dashboard_cards_business_create', 'Create your business profile'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "dashboard_cards_business_edit" varchar;
  ALTER TABLE "directory" ADD COLUMN "dashboard_cards_business_create" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_dashboard_cards_business_edit" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_dashboard_cards_business_create" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "dashboard_cards_business_edit";
  ALTER TABLE "directory" DROP COLUMN "dashboard_cards_business_create";
  ALTER TABLE "_directory_v" DROP COLUMN "version_dashboard_cards_business_edit";
  ALTER TABLE "_directory_v" DROP COLUMN "version_dashboard_cards_business_create";`)
}
