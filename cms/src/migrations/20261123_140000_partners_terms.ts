// Hand-written (no snapshot): the directory's word index as a B-tree (docs/decisions/0070-partner-search-at-scale.md).
// `business_profile_terms` holds one row per distinct word (lexeme of the generated `search`
// tsvector) of every *listed* profile, with the best field it occurs in (name 10, suburb 4,
// description 2, as ts_rank's weights A/B/C) and the profile's creation time. A free-text search
// then reads only index entries (no visit to each matching profile's row), so ranking and
// counting thousands of matches stays cheap. A trigger keeps it in step with every write in the
// same transaction (unlisting takes a profile out at once); deleting a profile cascades.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "business_profile_terms" (
    "lexeme" text COLLATE "C" NOT NULL,
    "profile_id" integer NOT NULL REFERENCES "business_profiles" ("id") ON DELETE CASCADE,
    "weight" smallint NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL,
    PRIMARY KEY ("lexeme", "profile_id") INCLUDE ("weight", "created_at")
  );
  CREATE INDEX "business_profile_terms_profile_idx" ON "business_profile_terms" ("profile_id");
  -- One word: its entries already in rank order, so the page needs no sort.
  CREATE INDEX "business_profile_terms_rank_idx" ON "business_profile_terms" ("lexeme", "weight" DESC, "created_at" DESC, "profile_id" DESC);

  CREATE FUNCTION "business_profile_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM "business_profile_terms" WHERE "profile_id" = NEW."id";
    IF NEW."listed" THEN
      INSERT INTO "business_profile_terms" ("lexeme", "profile_id", "weight", "created_at")
      SELECT u.lexeme, NEW."id",
             max(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 4 WHEN 'C' THEN 2 ELSE 1 END),
             NEW."created_at"
        FROM unnest(NEW."search") AS u, unnest(u.weights) AS w
       GROUP BY u.lexeme;
    END IF;
    RETURN NULL;
  END $$;

  CREATE TRIGGER "business_profile_terms_sync" AFTER INSERT OR UPDATE OF "name", "suburb", "description", "listed", "created_at"
    ON "business_profiles" FOR EACH ROW EXECUTE FUNCTION "business_profile_terms_sync"();

  INSERT INTO "business_profile_terms" ("lexeme", "profile_id", "weight", "created_at")
  SELECT u.lexeme, p."id", max(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 4 WHEN 'C' THEN 2 ELSE 1 END), p."created_at"
    FROM "business_profiles" p, unnest(p."search") AS u, unnest(u.weights) AS w
   WHERE p."listed"
   GROUP BY u.lexeme, p."id";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "business_profile_terms_sync" ON "business_profiles";
  DROP FUNCTION "business_profile_terms_sync"();
  DROP TABLE "business_profile_terms";`)
}
