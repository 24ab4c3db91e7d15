// Hand-written (no snapshot): a business keeps the addresses the public could have followed, and
// only a few of them. An address changed while the business was unlisted was never shown to anyone
// (its page is a 404), so no link leads to it; and a business keeps at most five former addresses,
// the oldest giving way. Before, any member could rename an unlisted profile in a loop and keep
// every name it passed through from every other business, for good
// (docs/decisions/0042-partner-pages.md, "Former addresses").
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
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
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "business_profile_former_slug_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD."slug" IS DISTINCT FROM NEW."slug" THEN
      INSERT INTO "business_profile_former_slugs" ("slug", "profile_id") VALUES (OLD."slug", NEW."id")
        ON CONFLICT ("slug") DO UPDATE SET "profile_id" = EXCLUDED."profile_id", "replaced_at" = now();
    END IF;
    DELETE FROM "business_profile_former_slugs" WHERE "slug" = NEW."slug";
    RETURN NULL;
  END $$;`)
}
