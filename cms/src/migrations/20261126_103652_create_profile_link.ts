import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a directory seeded before the field existed names the
// link to the profile editor for a member without a profile, instead of showing an empty link.
const words: [column: string, text: string][] = [['profile_page_create_profile', 'Create your profile']]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "profile_page_create_profile" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_create_profile" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "profile_page_create_profile";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_create_profile";`)
}
