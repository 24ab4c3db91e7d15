import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "workspace_page_list_older" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_workspace_page_list_older" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "workspace_page_list_older";
  ALTER TABLE "_directory_v" DROP COLUMN "version_workspace_page_list_older";`)
}
