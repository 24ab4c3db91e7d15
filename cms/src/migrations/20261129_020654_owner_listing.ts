import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_profiles" ADD COLUMN "listed_by_owner" boolean DEFAULT false NOT NULL;`)
  // Hand-written: a listed business is listed by its owner's choice. What the owner of a business
  // support holds had chosen is not recorded: lifting such a hold leaves it unlisted for its owner to
  // list, as lifting did before (docs/decisions/0099-addresses-and-answers-that-tell-nothing.md).
  await db.execute(sql`
   SET LOCAL statement_timeout = 0;
   UPDATE "business_profiles" SET "listed_by_owner" = true WHERE "listed";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_profiles" DROP COLUMN "listed_by_owner";`)
}
