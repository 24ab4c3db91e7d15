import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the new words, so a directory seeded before the fields existed says
// what needs JavaScript where a member's browser runs none, rather than show an empty line.
const words: [column: string, text: string][] = [
  ['profile_page_propose_needs_script', 'Sending a proposal needs JavaScript. Please turn it on in your browser, then reload this page.'],
  ['business_editor_save_needs_script', 'Saving your profile needs JavaScript. Please turn it on in your browser, then reload this page.'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "profile_page_propose_needs_script" varchar;
  ALTER TABLE "directory" ADD COLUMN "business_editor_save_needs_script" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_propose_needs_script" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_save_needs_script" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "profile_page_propose_needs_script";
  ALTER TABLE "directory" DROP COLUMN "business_editor_save_needs_script";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_propose_needs_script";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_save_needs_script";`)
}
