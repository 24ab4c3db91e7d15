// Hand-written (no snapshot): the collaborations count on a profile row is written only when it
// changes. The trigger rewrote both businesses' rows on every proposal written, though only an
// accepted one (or one no longer accepted) changes a count: a new proposal locked its recipient's
// profile row, so two businesses proposing to each other at once deadlocked, and every proposal
// rewrote two rows with their search vectors for nothing.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "business_profile_card_collaborations_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "business_profiles" p SET "card_collaborations" = counted."n"
      FROM (
        SELECT t."id",
               (SELECT count(*) FROM "proposals" r WHERE r."from_id" = t."id" AND r."status" = 'accepted')
             + (SELECT count(*) FROM "proposals" r WHERE r."to_id" = t."id" AND r."status" = 'accepted') AS "n"
          FROM (SELECT c."from_id" AS "id" FROM "changed" c UNION SELECT c."to_id" FROM "changed" c) t
      ) counted
     WHERE p."id" = counted."id" AND p."card_collaborations" IS DISTINCT FROM counted."n";
    RETURN NULL;
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "business_profile_card_collaborations_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "business_profiles" p SET "card_collaborations" =
        (SELECT count(*) FROM "proposals" r WHERE r."from_id" = p."id" AND r."status" = 'accepted')
      + (SELECT count(*) FROM "proposals" r WHERE r."to_id" = p."id" AND r."status" = 'accepted')
     WHERE p."id" IN (SELECT c."from_id" FROM "changed" c UNION SELECT c."to_id" FROM "changed" c);
    RETURN NULL;
  END $$;`)
}
