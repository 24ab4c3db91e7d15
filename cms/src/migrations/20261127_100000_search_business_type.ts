// Hand-written (no snapshot): free text also finds a business by its type's name, so "bakery",
// "pilates" or "architect" find the businesses listed under Coffee Shops & Bakeries, Yoga & Pilates
// Studios or Interior Designers & Architects whatever their own words are
// (docs/decisions/0092-search-finds-business-types.md).
//
// The words go into the word index only (`business_profile_terms`, the one structure a search
// reads), at weight 1, below the name (10), suburb (4) and description (2). No other field gives 1,
// so a type's entries are exactly a profile's entries of weight 1: renaming a type replaces them
// with two set-based statements instead of rewriting each profile of that type.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Rebuilding the word index outlasts the pool's statement timeout on a large directory; the release
// step may take its time (the migration's own transaction).
const noTimeout = 'SET LOCAL statement_timeout = 0;'

const weights = `CASE x WHEN 'A' THEN 10 WHEN 'B' THEN 4 WHEN 'C' THEN 2 ELSE 1 END`

/** A profile's entries: the vector's words with their best field, and its type's published name at 1. */
const lexemesFunction = `
  CREATE FUNCTION "business_profile_lexemes"("profile_search" tsvector, "profile_type" varchar)
    RETURNS TABLE ("lexeme" text, "weight" smallint) LANGUAGE sql STABLE AS $$
    SELECT s.l, max(s.w)::smallint FROM (
      SELECT u.lexeme, ${weights} FROM unnest("profile_search") AS u, unnest(u.weights) AS x
      UNION ALL
      SELECT u.lexeme, 1 FROM "business_types" t, unnest(to_tsvector('english_unaccent'::regconfig, t."nav_label")) AS u
       WHERE t."slug" = "profile_type"
    ) AS s (l, w)
    GROUP BY s.l
  $$;`

const profileSync = (withType: boolean) => `
  CREATE OR REPLACE FUNCTION "business_profile_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM "business_profile_terms" WHERE "profile_id" = NEW."id";
    IF NEW."listed" THEN
      INSERT INTO "business_profile_terms" ("lexeme", "profile_id", "weight", "created_at")
      ${
        withType
          ? `SELECT l."lexeme", NEW."id", l."weight", NEW."created_at" FROM "business_profile_lexemes"(NEW."search", NEW."business_type") AS l;`
          : `SELECT u.lexeme, NEW."id", max(${weights}), NEW."created_at"
        FROM unnest(NEW."search") AS u, unnest(u.weights) AS x
       GROUP BY u.lexeme;`
      }
    END IF;
    RETURN NULL;
  END $$;
  DROP TRIGGER "business_profile_terms_sync" ON "business_profiles";
  CREATE TRIGGER "business_profile_terms_sync" AFTER INSERT OR UPDATE OF "name", "suburb", "description", ${withType ? '"business_type", ' : ''}"listed", "created_at"
    ON "business_profiles" FOR EACH ROW EXECUTE FUNCTION "business_profile_terms_sync"();`

// A type renamed, added, given another slug or removed: the listed profiles under its old and new
// slug get the words now published there. Payload writes a draft to the versions table only, so
// this table holds the name visitors see.
const typeSync = `
  CREATE FUNCTION "business_types_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    slugs text[] := ARRAY[]::text[];
  BEGIN
    IF TG_OP <> 'INSERT' THEN slugs := slugs || OLD."slug"::text; END IF;
    IF TG_OP <> 'DELETE' THEN slugs := slugs || NEW."slug"::text; END IF;
    DELETE FROM "business_profile_terms" e USING "business_profiles" p
     WHERE e."profile_id" = p."id" AND e."weight" = 1 AND p."business_type" = ANY (slugs);
    INSERT INTO "business_profile_terms" ("lexeme", "profile_id", "weight", "created_at")
    SELECT u.lexeme, p."id", 1, p."created_at"
      FROM "business_profiles" p
      JOIN "business_types" t ON t."slug" = p."business_type",
           unnest(to_tsvector('english_unaccent'::regconfig, t."nav_label")) AS u
     WHERE p."listed" AND p."business_type" = ANY (slugs)
    ON CONFLICT ("lexeme", "profile_id") DO NOTHING;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "business_types_terms_sync_added" AFTER INSERT OR DELETE
    ON "business_types" FOR EACH ROW EXECUTE FUNCTION "business_types_terms_sync"();
  -- Payload writes every column on a save: only a new name or slug is a change to the words.
  CREATE TRIGGER "business_types_terms_sync_renamed" AFTER UPDATE OF "slug", "nav_label"
    ON "business_types" FOR EACH ROW
    WHEN (OLD."slug" IS DISTINCT FROM NEW."slug" OR OLD."nav_label" IS DISTINCT FROM NEW."nav_label")
    EXECUTE FUNCTION "business_types_terms_sync"();`

const rebuildTerms = (withType: boolean) => `
  DELETE FROM "business_profile_terms";
  INSERT INTO "business_profile_terms" ("lexeme", "profile_id", "weight", "created_at")
  ${
    withType
      ? `SELECT l."lexeme", p."id", l."weight", p."created_at"
    FROM "business_profiles" p, "business_profile_lexemes"(p."search", p."business_type") AS l
   WHERE p."listed";`
      : `SELECT u.lexeme, p."id", max(${weights}), p."created_at"
    FROM "business_profiles" p, unnest(p."search") AS u, unnest(u.weights) AS x
   WHERE p."listed"
   GROUP BY u.lexeme, p."id";`
  }`

// The search field's hint names what it searches; a hint an editor has rewritten is left as it is.
const hints = { before: 'Name, description or suburb', after: 'Name, business type, description or suburb' }
async function renameHint(db: MigrateUpArgs['db'], from: string, to: string) {
  await db.execute(sql`UPDATE "directory" SET "directory_page_search_placeholder" = ${to} WHERE "directory_page_search_placeholder" = ${from}`)
  await db.execute(sql`UPDATE "_directory_v" SET "version_directory_page_search_placeholder" = ${to} WHERE "version_directory_page_search_placeholder" = ${from}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(`${noTimeout}${lexemesFunction}${profileSync(true)}${typeSync}${rebuildTerms(true)}`))
  await renameHint(db, hints.before, hints.after)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`${noTimeout}
  DROP TRIGGER "business_types_terms_sync_renamed" ON "business_types";
  DROP TRIGGER "business_types_terms_sync_added" ON "business_types";
  DROP FUNCTION "business_types_terms_sync"();
  ${profileSync(false)}
  DROP FUNCTION "business_profile_lexemes"(tsvector, varchar);
  ${rebuildTerms(false)}`),
  )
  await renameHint(db, hints.after, hints.before)
}
