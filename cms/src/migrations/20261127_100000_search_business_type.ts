// Hand-written (no snapshot): free text also finds a business by its type's name, so "bakery",
// "pilates" or "architect" find the businesses listed under Coffee Shops & Bakeries, Yoga & Pilates
// Studios or Interior Designers & Architects whatever their own words are
// (docs/decisions/0092-search-finds-business-types.md).
//
// The vector is a generated column and cannot read `business_types`, so each profile keeps its type's
// published name in `type_name`, kept by triggers on both tables (as the card columns are, decision
// 0074): whoever writes, the admin, a member's save, a migration or plain SQL, the words follow.
// The name is the vector's lowest weight (D, 1 in the word index), under the business's own name,
// suburb and description.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const text = (column: string) => `translate("${column}", './@', '   ')`

/** The generated vector: name (A), suburb (B), description (C) and, with `typeName`, the type's name (D). */
const searchColumn = (typeName: boolean) => `
  ALTER TABLE "business_profiles" DROP COLUMN "search";
  ALTER TABLE "business_profiles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english_unaccent'::regconfig, ${text('name')}), 'A') ||
    setweight(to_tsvector('english_unaccent'::regconfig, ${text('suburb')}), 'B') ||
    setweight(to_tsvector('english_unaccent'::regconfig, ${text('description')}), 'C')${
      typeName ? ` ||\n    setweight(to_tsvector('english_unaccent'::regconfig, "type_name"), 'D')` : ''
    }
  ) STORED;
  CREATE INDEX "business_profiles_search_idx" ON "business_profiles" USING gin ("search") WITH (fastupdate = off);`

/** The word index follows every column the vector reads. */
const termsTrigger = (columns: string[]) => `
  DROP TRIGGER "business_profile_terms_sync" ON "business_profiles";
  CREATE TRIGGER "business_profile_terms_sync" AFTER INSERT OR UPDATE OF ${columns.map((column) => `"${column}"`).join(', ')}
    ON "business_profiles" FOR EACH ROW EXECUTE FUNCTION "business_profile_terms_sync"();`

// Rewriting every profile row and rebuilding the word index outlasts the pool's statement timeout
// on a large directory; the release step may take its time (the migration's own transaction).
const noTimeout = 'SET LOCAL statement_timeout = 0;'

// The search field's hint names what it searches; a hint an editor has rewritten is left as it is.
const hints = { before: 'Name, description or suburb', after: 'Name, business type, description or suburb' }
async function renameHint(db: MigrateUpArgs['db'], from: string, to: string) {
  await db.execute(sql`UPDATE "directory" SET "directory_page_search_placeholder" = ${to} WHERE "directory_page_search_placeholder" = ${from}`)
  await db.execute(sql`UPDATE "_directory_v" SET "version_directory_page_search_placeholder" = ${to} WHERE "version_directory_page_search_placeholder" = ${from}`)
}

const rebuildTerms = `
  DELETE FROM "business_profile_terms";
  INSERT INTO "business_profile_terms" ("lexeme", "profile_id", "weight", "created_at")
  SELECT u.lexeme, p."id", max(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 4 WHEN 'C' THEN 2 ELSE 1 END), p."created_at"
    FROM "business_profiles" p, unnest(p."search") AS u, unnest(u.weights) AS w
   WHERE p."listed"
   GROUP BY u.lexeme, p."id";`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`${noTimeout}
  ALTER TABLE "business_profiles" ADD COLUMN "type_name" varchar DEFAULT '' NOT NULL;

  -- A profile takes its type's name when it is written with a type (or another type).
  CREATE FUNCTION "business_profiles_type_name"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW."type_name" := coalesce((SELECT t."nav_label" FROM "business_types" t WHERE t."slug" = NEW."business_type" LIMIT 1), '');
    RETURN NEW;
  END $$;
  CREATE TRIGGER "business_profiles_type_name" BEFORE INSERT OR UPDATE OF "business_type"
    ON "business_profiles" FOR EACH ROW EXECUTE FUNCTION "business_profiles_type_name"();

  -- A type renamed, added, moved to another slug or removed: the profiles under its old and new
  -- slug take the name now published there. Payload writes a draft to the versions table only, so
  -- this table holds what visitors see.
  CREATE FUNCTION "business_types_profile_names"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    slugs text[] := ARRAY[]::text[];
  BEGIN
    IF TG_OP <> 'INSERT' THEN slugs := slugs || OLD."slug"::text; END IF;
    IF TG_OP <> 'DELETE' THEN slugs := slugs || NEW."slug"::text; END IF;
    UPDATE "business_profiles" p
       SET "type_name" = coalesce((SELECT t."nav_label" FROM "business_types" t WHERE t."slug" = p."business_type" LIMIT 1), '')
     WHERE p."business_type" = ANY (slugs)
       AND p."type_name" IS DISTINCT FROM coalesce((SELECT t."nav_label" FROM "business_types" t WHERE t."slug" = p."business_type" LIMIT 1), '');
    RETURN NULL;
  END $$;
  CREATE TRIGGER "business_types_profile_names" AFTER INSERT OR DELETE OR UPDATE OF "slug", "nav_label"
    ON "business_types" FOR EACH ROW EXECUTE FUNCTION "business_types_profile_names"();

  UPDATE "business_profiles" p SET "type_name" = t."nav_label"
    FROM "business_types" t WHERE t."slug" = p."business_type" AND t."nav_label" IS NOT NULL;
  ${searchColumn(true)}
  ${termsTrigger(['name', 'suburb', 'description', 'type_name', 'listed', 'created_at'])}
  ${rebuildTerms}`),
  )
  await renameHint(db, hints.before, hints.after)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`${noTimeout}
  ${searchColumn(false)}
  ${termsTrigger(['name', 'suburb', 'description', 'listed', 'created_at'])}
  DROP TRIGGER "business_types_profile_names" ON "business_types";
  DROP FUNCTION "business_types_profile_names"();
  DROP TRIGGER "business_profiles_type_name" ON "business_profiles";
  DROP FUNCTION "business_profiles_type_name"();
  ALTER TABLE "business_profiles" DROP COLUMN "type_name";
  ${rebuildTerms}`),
  )
  await renameHint(db, hints.after, hints.before)
}
