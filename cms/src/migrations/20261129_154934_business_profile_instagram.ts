import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_profiles" ADD COLUMN "instagram" varchar;
  ALTER TABLE "directory" ADD COLUMN "profile_page_instagram_heading" varchar;
  ALTER TABLE "directory" ADD COLUMN "business_editor_instagram_label" varchar;
  ALTER TABLE "directory" ADD COLUMN "business_editor_instagram_placeholder" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_profile_page_instagram_heading" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_instagram_label" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_business_editor_instagram_placeholder" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_profiles" DROP COLUMN "instagram";
  ALTER TABLE "directory" DROP COLUMN "profile_page_instagram_heading";
  ALTER TABLE "directory" DROP COLUMN "business_editor_instagram_label";
  ALTER TABLE "directory" DROP COLUMN "business_editor_instagram_placeholder";
  ALTER TABLE "_directory_v" DROP COLUMN "version_profile_page_instagram_heading";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_instagram_label";
  ALTER TABLE "_directory_v" DROP COLUMN "version_business_editor_instagram_placeholder";`)
}
