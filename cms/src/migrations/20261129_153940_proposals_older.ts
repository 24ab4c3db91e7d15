import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "collaborations_page_older_proposals" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_older_proposals" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "collaborations_page_older_proposals";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_older_proposals";`)
}
