// Hand-written (no snapshot): what a directory card shows beyond the profile's own columns, kept on
// the profile row (docs/decisions/0074-directory-card-columns.md). A page of 24 cards read each
// card's three option lists and its two accepted-proposal counts with five correlated subqueries
// (120 index scans and 72 sorts a page, half the statement's time); these columns make a card one
// row. Payload keeps owning the option tables and proposals: triggers bring the copies in step in
// the same transaction as every write, whoever makes it (the site, the admin, plain SQL).
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "business_profiles"
    ADD COLUMN "card_channels" text[] NOT NULL DEFAULT '{}',
    ADD COLUMN "card_offers" text[] NOT NULL DEFAULT '{}',
    ADD COLUMN "card_models" text[] NOT NULL DEFAULT '{}',
    ADD COLUMN "card_collaborations" integer NOT NULL DEFAULT 0;

  -- Payload saves a hasMany select by deleting and inserting its rows: one statement-level pass
  -- per statement recomputes the lists of the profiles it touched.
  CREATE FUNCTION "business_profile_card_lists_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "business_profiles" p SET
      "card_channels" = array(SELECT v."value"::text FROM "business_profiles_channels" v WHERE v."parent_id" = p."id" ORDER BY v."order"),
      "card_offers" = array(SELECT v."value"::text FROM "business_profiles_offers" v WHERE v."parent_id" = p."id" ORDER BY v."order"),
      "card_models" = array(SELECT v."value"::text FROM "business_profiles_models" v WHERE v."parent_id" = p."id" ORDER BY v."order")
     WHERE p."id" IN (SELECT DISTINCT c."parent_id" FROM "changed" c);
    RETURN NULL;
  END $$;

  CREATE FUNCTION "business_profile_card_collaborations_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "business_profiles" p SET "card_collaborations" =
        (SELECT count(*) FROM "proposals" r WHERE r."from_id" = p."id" AND r."status" = 'accepted')
      + (SELECT count(*) FROM "proposals" r WHERE r."to_id" = p."id" AND r."status" = 'accepted')
     WHERE p."id" IN (SELECT c."from_id" FROM "changed" c UNION SELECT c."to_id" FROM "changed" c);
    RETURN NULL;
  END $$;`)

  // Transition tables allow one event per trigger: three triggers per table, one function.
  for (const table of ['business_profiles_channels', 'business_profiles_offers', 'business_profiles_models', 'proposals']) {
    const fn = table === 'proposals' ? 'business_profile_card_collaborations_sync' : 'business_profile_card_lists_sync'
    for (const [event, transition] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ] as const) {
      await db.execute(
        sql.raw(`CREATE TRIGGER "${table}_card_${event.toLowerCase()}" AFTER ${event} ON "${table}"
          REFERENCING ${transition} TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "${fn}"();`),
      )
    }
  }

  // The backfill rewrites every profile row (its generated search vector too): on a large directory
  // that outlasts the pool's statement timeout, and the release step may take its time.
  await db.execute(sql`
  SET LOCAL statement_timeout = 0;
  UPDATE "business_profiles" p SET
    "card_channels" = array(SELECT v."value"::text FROM "business_profiles_channels" v WHERE v."parent_id" = p."id" ORDER BY v."order"),
    "card_offers" = array(SELECT v."value"::text FROM "business_profiles_offers" v WHERE v."parent_id" = p."id" ORDER BY v."order"),
    "card_models" = array(SELECT v."value"::text FROM "business_profiles_models" v WHERE v."parent_id" = p."id" ORDER BY v."order"),
    "card_collaborations" =
        (SELECT count(*) FROM "proposals" r WHERE r."from_id" = p."id" AND r."status" = 'accepted')
      + (SELECT count(*) FROM "proposals" r WHERE r."to_id" = p."id" AND r."status" = 'accepted');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of ['business_profiles_channels', 'business_profiles_offers', 'business_profiles_models', 'proposals']) {
    for (const event of ['insert', 'update', 'delete']) await db.execute(sql.raw(`DROP TRIGGER "${table}_card_${event}" ON "${table}";`))
  }
  await db.execute(sql`
  DROP FUNCTION "business_profile_card_lists_sync"();
  DROP FUNCTION "business_profile_card_collaborations_sync"();
  ALTER TABLE "business_profiles" DROP COLUMN "card_channels", DROP COLUMN "card_offers", DROP COLUMN "card_models", DROP COLUMN "card_collaborations";`)
}
