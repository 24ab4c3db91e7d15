// Hand-written (no snapshot): an address that was ever public stays its business's, whatever the
// business's listing at the moment it changes it. Before, only a change made while listed kept the
// old address, so a business could list, unlist and rename, and its old public address was free for
// anyone to take: the links its followers kept would have led to a stranger (a phishing page in
// waiting). `slug_was_public` says whether the current address has been shown in the directory: set
// whenever the business is listed at it, and carried when the business goes back to a former address
// (only public addresses are kept as former ones). A change of address keeps the old one when it was
// public, still at most five a business, the oldest giving way; one never shown is still not kept
// (docs/decisions/0099-addresses-and-answers-that-tell-nothing.md, after 0042 "Former addresses").
// The column is unknown to Payload, as the search column is: only these triggers write it.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "business_profiles" ADD COLUMN "slug_was_public" boolean NOT NULL DEFAULT false;
  -- The backfill rewrites those rows (their generated search vector too): on a large directory it may
  -- outlast the pool's statement timeout, and the release step may take its time.
  SET LOCAL statement_timeout = 0;
  -- What a business showed before this column is not recorded: its address counts as shown when it
  -- is listed, held by support (held businesses were listed), or was ever listed.
  UPDATE "business_profiles" p SET "slug_was_public" = true
    WHERE p."listed" OR p."held_by_support"
       OR EXISTS (SELECT 1 FROM "partner_events" e WHERE e."profile_id" = p."id" AND e."kind" = 'profile-listed');

  CREATE FUNCTION "business_profile_slug_public_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      NEW."slug_was_public" := NEW."listed";
    ELSIF NEW."slug" IS DISTINCT FROM OLD."slug" THEN
      NEW."slug_was_public" := NEW."listed" OR EXISTS (
        SELECT 1 FROM "business_profile_former_slugs" f WHERE f."slug" = NEW."slug" AND f."profile_id" = NEW."id");
    ELSE
      NEW."slug_was_public" := OLD."slug_was_public" OR NEW."listed";
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "business_profile_slug_public_on_write" BEFORE INSERT OR UPDATE OF "slug", "listed" ON "business_profiles"
    FOR EACH ROW EXECUTE FUNCTION "business_profile_slug_public_mark"();

  CREATE OR REPLACE FUNCTION "business_profile_former_slug_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD."slug" IS DISTINCT FROM NEW."slug" AND (OLD."listed" OR OLD."slug_was_public") THEN
      INSERT INTO "business_profile_former_slugs" ("slug", "profile_id") VALUES (OLD."slug", NEW."id")
        ON CONFLICT ("slug") DO UPDATE SET "profile_id" = EXCLUDED."profile_id", "replaced_at" = now();
      DELETE FROM "business_profile_former_slugs" WHERE "profile_id" = NEW."id" AND "slug" NOT IN (
        SELECT "slug" FROM "business_profile_former_slugs" WHERE "profile_id" = NEW."id" ORDER BY "replaced_at" DESC, "slug" LIMIT 5);
    END IF;
    DELETE FROM "business_profile_former_slugs" WHERE "slug" = NEW."slug";
    RETURN NULL;
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "business_profile_former_slug_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD."slug" IS DISTINCT FROM NEW."slug" AND OLD."listed" THEN
      INSERT INTO "business_profile_former_slugs" ("slug", "profile_id") VALUES (OLD."slug", NEW."id")
        ON CONFLICT ("slug") DO UPDATE SET "profile_id" = EXCLUDED."profile_id", "replaced_at" = now();
      DELETE FROM "business_profile_former_slugs" WHERE "profile_id" = NEW."id" AND "slug" NOT IN (
        SELECT "slug" FROM "business_profile_former_slugs" WHERE "profile_id" = NEW."id" ORDER BY "replaced_at" DESC, "slug" LIMIT 5);
    END IF;
    DELETE FROM "business_profile_former_slugs" WHERE "slug" = NEW."slug";
    RETURN NULL;
  END $$;
  DROP TRIGGER "business_profile_slug_public_on_write" ON "business_profiles";
  DROP FUNCTION "business_profile_slug_public_mark"();
  ALTER TABLE "business_profiles" DROP COLUMN "slug_was_public";`)
}
