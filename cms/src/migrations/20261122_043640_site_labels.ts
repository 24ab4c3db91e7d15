import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "labels_close" varchar DEFAULT 'Close';
  ALTER TABLE "site_settings" ADD COLUMN "labels_last_updated" varchar DEFAULT 'Last updated';
  ALTER TABLE "site_settings" ADD COLUMN "labels_business_get_in_touch" varchar DEFAULT 'Get in Touch';
  ALTER TABLE "site_settings" ADD COLUMN "labels_business_get_started" varchar DEFAULT 'Get Started';
  ALTER TABLE "site_settings" ADD COLUMN "labels_business_contact_href" varchar DEFAULT '/contact';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_close" varchar DEFAULT 'Close';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_last_updated" varchar DEFAULT 'Last updated';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_business_get_in_touch" varchar DEFAULT 'Get in Touch';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_business_get_started" varchar DEFAULT 'Get Started';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_business_contact_href" varchar DEFAULT '/contact';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "labels_close";
  ALTER TABLE "site_settings" DROP COLUMN "labels_last_updated";
  ALTER TABLE "site_settings" DROP COLUMN "labels_business_get_in_touch";
  ALTER TABLE "site_settings" DROP COLUMN "labels_business_get_started";
  ALTER TABLE "site_settings" DROP COLUMN "labels_business_contact_href";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_close";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_last_updated";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_business_get_in_touch";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_business_get_started";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_business_contact_href";`)
}
