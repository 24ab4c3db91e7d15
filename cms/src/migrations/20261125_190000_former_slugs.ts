// Hand-written (no snapshot): a business's former profile addresses, so a link shared before its
// owner (or staff in the admin) changed the slug still leads to it (docs/decisions/0042-partner-pages.md).
// A trigger records the old slug on every change, whoever makes it; a slug in use again, by this
// business or another, stops being a former one. The rows go with the profile.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "business_profile_former_slugs" (
    "slug" varchar PRIMARY KEY,
    "profile_id" integer NOT NULL REFERENCES "business_profiles" ("id") ON DELETE CASCADE,
    "replaced_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX "business_profile_former_slugs_profile_idx" ON "business_profile_former_slugs" ("profile_id");

  CREATE FUNCTION "business_profile_former_slug_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD."slug" IS DISTINCT FROM NEW."slug" THEN
      INSERT INTO "business_profile_former_slugs" ("slug", "profile_id") VALUES (OLD."slug", NEW."id")
        ON CONFLICT ("slug") DO UPDATE SET "profile_id" = EXCLUDED."profile_id", "replaced_at" = now();
    END IF;
    DELETE FROM "business_profile_former_slugs" WHERE "slug" = NEW."slug";
    RETURN NULL;
  END $$;

  CREATE TRIGGER "business_profile_former_slug_on_update" AFTER UPDATE OF "slug" ON "business_profiles"
    FOR EACH ROW WHEN (OLD."slug" IS DISTINCT FROM NEW."slug") EXECUTE FUNCTION "business_profile_former_slug_keep"();
  CREATE TRIGGER "business_profile_former_slug_on_insert" AFTER INSERT ON "business_profiles"
    FOR EACH ROW EXECUTE FUNCTION "business_profile_former_slug_keep"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "business_profile_former_slug_on_insert" ON "business_profiles";
  DROP TRIGGER "business_profile_former_slug_on_update" ON "business_profiles";
  DROP FUNCTION "business_profile_former_slug_keep"();
  DROP TABLE "business_profile_former_slugs";`)
}
