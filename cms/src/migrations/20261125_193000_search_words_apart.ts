// Hand-written (no snapshot): the directory indexes the words of a name written like a web or email
// address (docs/decisions/0076-search-ignores-accents.md). PostgreSQL's parser keeps "brew.co",
// "www.shop.com.au" or "hello@shop.com" as one host, email or path token, so the business was found
// only by the whole address, while the searcher's words are split at every such character
// (`searchWords`). Dots, slashes and at signs are read as spaces on the indexed side too.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** The generated vector over name (A), suburb (B) and description (C); `apart` reads . / @ as spaces. */
const searchColumn = (apart: boolean) => {
  const text = (column: string) => (apart ? `translate("${column}", './@', '   ')` : `"${column}"`)
  return `
  ALTER TABLE "business_profiles" DROP COLUMN "search";
  ALTER TABLE "business_profiles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english_unaccent'::regconfig, ${text('name')}), 'A') ||
    setweight(to_tsvector('english_unaccent'::regconfig, ${text('suburb')}), 'B') ||
    setweight(to_tsvector('english_unaccent'::regconfig, ${text('description')}), 'C')
  ) STORED;
  CREATE INDEX "business_profiles_search_idx" ON "business_profiles" USING gin ("search") WITH (fastupdate = off);`
}

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
  await db.execute(sql.raw(`${noTimeout}${searchColumn(true)}${rebuildTerms}`))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(`${noTimeout}${searchColumn(false)}${rebuildTerms}`))
}
