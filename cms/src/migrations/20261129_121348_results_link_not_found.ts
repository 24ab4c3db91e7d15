import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "results" ADD COLUMN "link_not_found_title" varchar;
  ALTER TABLE "results" ADD COLUMN "link_not_found_body" varchar;
  ALTER TABLE "results" ADD COLUMN "link_not_found_home_link" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_link_not_found_title" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_link_not_found_body" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_link_not_found_home_link" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "results" DROP COLUMN "link_not_found_title";
  ALTER TABLE "results" DROP COLUMN "link_not_found_body";
  ALTER TABLE "results" DROP COLUMN "link_not_found_home_link";
  ALTER TABLE "_results_v" DROP COLUMN "version_link_not_found_title";
  ALTER TABLE "_results_v" DROP COLUMN "version_link_not_found_body";
  ALTER TABLE "_results_v" DROP COLUMN "version_link_not_found_home_link";`)
}
