import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The column's default fills the link's words in databases seeded before it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "labels_business_directory_link" varchar DEFAULT 'Browse {type} on Kindred';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_business_directory_link" varchar DEFAULT 'Browse {type} on Kindred';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "labels_business_directory_link";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_business_directory_link";`)
}
