// Hand-written (no snapshot): the directory's words without their accents
// (docs/decisions/0076-search-ignores-accents.md). PostgreSQL's `english` configuration keeps
// accented letters, so "cafe" did not find "Café Olé" and "rose" did not find a rosé bar. The
// `english_unaccent` configuration passes every word through the `unaccent` dictionary before
// English stemming, on both sides: the indexed `search` vector (and the word index built from it)
// and the searcher's words (web/src/partners/directory-query.ts).
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The generated vector over name (A), suburb (B) and description (C) with a given configuration. */
const searchColumn = (config: 'english' | 'english_unaccent') => `
  ALTER TABLE "business_profiles" DROP COLUMN "search";
  ALTER TABLE "business_profiles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('${config}'::regconfig, "name"), 'A') ||
    setweight(to_tsvector('${config}'::regconfig, "suburb"), 'B') ||
    setweight(to_tsvector('${config}'::regconfig, "description"), 'C')
  ) STORED;
  CREATE INDEX "business_profiles_search_idx" ON "business_profiles" USING gin ("search") WITH (fastupdate = off);`

// Rewriting every profile row and rebuilding the word index outlasts the pool's statement timeout
// on a large directory; the release step may take its time (the migration's own transaction).
const noTimeout = 'SET LOCAL statement_timeout = 0;'

// The word index holds the vector's lexemes: rebuilt from the new vector in the same transaction.
const rebuildTerms = `
  DELETE FROM "business_profile_terms";
  INSERT INTO "business_profile_terms" ("lexeme", "profile_id", "weight", "created_at")
  SELECT u.lexeme, p."id", max(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 4 WHEN 'C' THEN 2 ELSE 1 END), p."created_at"
    FROM "business_profiles" p, unnest(p."search") AS u, unnest(u.weights) AS w
   WHERE p."listed"
   GROUP BY u.lexeme, p."id";`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // unaccent ships with PostgreSQL (contrib) and is a trusted extension: a database owner may create it.
  await db.execute(
    sql.raw(`
  ${noTimeout}
  CREATE EXTENSION IF NOT EXISTS "unaccent";
  CREATE TEXT SEARCH CONFIGURATION "english_unaccent" (COPY = pg_catalog.english);
  -- Words with letters beyond ASCII ("word", and the parts of hyphenated ones) lose their accents
  -- first; plain ASCII words have none to lose and go straight to the stemmer.
  ALTER TEXT SEARCH CONFIGURATION "english_unaccent"
    ALTER MAPPING FOR "word", "hword", "hword_part" WITH "unaccent", "english_stem";
  ${searchColumn('english_unaccent')}
  ${rebuildTerms}`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
  ${noTimeout}
  ${searchColumn('english')}
  ${rebuildTerms}
  DROP TEXT SEARCH CONFIGURATION "english_unaccent";`),
  )
}
