// Hand-written (no snapshot): a business that leaves Kindred keeps its addresses, the one it had and
// its former ones, so the links shared while it was here (and the address its partners' accepted
// collaborations still name) never lead to another business that takes them later
// (docs/decisions/0042-partner-pages.md, "Former addresses"). Such a row has no profile: it leads
// nowhere (404), and no business may take it.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "business_profile_former_slugs" ALTER COLUMN "profile_id" DROP NOT NULL;
  ALTER TABLE "business_profile_former_slugs" DROP CONSTRAINT "business_profile_former_slugs_profile_id_fkey";
  ALTER TABLE "business_profile_former_slugs" ADD CONSTRAINT "business_profile_former_slugs_profile_id_fkey"
    FOREIGN KEY ("profile_id") REFERENCES "business_profiles" ("id") ON DELETE SET NULL;

  CREATE FUNCTION "business_profile_departed_slug_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "business_profile_former_slugs" ("slug", "profile_id") VALUES (OLD."slug", NULL)
      ON CONFLICT ("slug") DO UPDATE SET "profile_id" = NULL, "replaced_at" = now();
    RETURN NULL;
  END $$;
  CREATE TRIGGER "business_profile_departed_slug_on_delete" AFTER DELETE ON "business_profiles"
    FOR EACH ROW EXECUTE FUNCTION "business_profile_departed_slug_keep"();

  -- Businesses that left before: their accepted collaborations kept the address they left with.
  INSERT INTO "business_profile_former_slugs" ("slug", "profile_id")
    SELECT DISTINCT s."slug", NULL::integer FROM (
      SELECT "from_slug" AS "slug" FROM "proposals" WHERE "from_id" IS NULL AND "from_slug" IS NOT NULL
      UNION SELECT "to_slug" FROM "proposals" WHERE "to_id" IS NULL AND "to_slug" IS NOT NULL
    ) s
    WHERE NOT EXISTS (SELECT 1 FROM "business_profiles" p WHERE p."slug" = s."slug")
  ON CONFLICT ("slug") DO NOTHING;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "business_profile_departed_slug_on_delete" ON "business_profiles";
  DROP FUNCTION "business_profile_departed_slug_keep"();
  DELETE FROM "business_profile_former_slugs" WHERE "profile_id" IS NULL;
  ALTER TABLE "business_profile_former_slugs" DROP CONSTRAINT "business_profile_former_slugs_profile_id_fkey";
  ALTER TABLE "business_profile_former_slugs" ADD CONSTRAINT "business_profile_former_slugs_profile_id_fkey"
    FOREIGN KEY ("profile_id") REFERENCES "business_profiles" ("id") ON DELETE CASCADE;
  ALTER TABLE "business_profile_former_slugs" ALTER COLUMN "profile_id" SET NOT NULL;`)
}
