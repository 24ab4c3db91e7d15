// Hand-written (no snapshot): what Payload's schema cannot express for the partners tables.
// - `business_profiles.search`: a generated tsvector over name (A), suburb (B) and description (C)
//   with a GIN index, for the directory's full-text search (docs/decisions/0040-partner-search.md);
// - the indexes the directory, proposals and activity queries use (the search index without GIN's
//   pending list, so a search never scans unmerged entries; suburb and postcode with the type and
//   date, covering the directory's page query);
// - a partial unique index that counts a profile view once per viewer and day.
// (Deleting a member takes their profile, events and proposals along: database/memberForeignKeys.ts.)
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "business_profiles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english'::regconfig, "name"), 'A') ||
    setweight(to_tsvector('english'::regconfig, "suburb"), 'B') ||
    setweight(to_tsvector('english'::regconfig, "description"), 'C')
  ) STORED;
  CREATE INDEX "business_profiles_search_idx" ON "business_profiles" USING gin ("search") WITH (fastupdate = off);
  CREATE INDEX "business_profiles_listed_recent_idx" ON "business_profiles" ("created_at" DESC, "id" DESC) WHERE "listed";
  CREATE INDEX "business_profiles_type_recent_idx" ON "business_profiles" ("business_type", "created_at" DESC, "id" DESC) WHERE "listed";
  CREATE INDEX "business_profiles_suburb_type_idx" ON "business_profiles" (lower("suburb"), "business_type", "created_at" DESC) INCLUDE ("id") WHERE "listed";
  CREATE INDEX "business_profiles_postcode_type_idx" ON "business_profiles" ("postcode", "business_type", "created_at" DESC) INCLUDE ("id") WHERE "listed";
  CREATE INDEX "business_profiles_channels_value_idx" ON "business_profiles_channels" ("value", "parent_id");
  CREATE INDEX "business_profiles_offers_value_idx" ON "business_profiles_offers" ("value", "parent_id");
  CREATE INDEX "business_profiles_models_value_idx" ON "business_profiles_models" ("value", "parent_id");
  CREATE INDEX "proposals_from_created_idx" ON "proposals" ("from_id", "created_at" DESC);
  CREATE INDEX "proposals_to_created_idx" ON "proposals" ("to_id", "created_at" DESC);
  CREATE INDEX "proposals_from_accepted_idx" ON "proposals" ("from_id") WHERE "status" = 'accepted';
  CREATE INDEX "proposals_to_accepted_idx" ON "proposals" ("to_id") WHERE "status" = 'accepted';
  CREATE INDEX "partner_events_member_recent_idx" ON "partner_events" ("member_id", "created_at" DESC);
  CREATE UNIQUE INDEX "partner_events_view_once_idx" ON "partner_events" ("member_id", "viewer_key") WHERE "kind" = 'profile-viewed';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "partner_events_view_once_idx";
  DROP INDEX "partner_events_member_recent_idx";
  DROP INDEX "proposals_to_accepted_idx";
  DROP INDEX "proposals_from_accepted_idx";
  DROP INDEX "proposals_to_created_idx";
  DROP INDEX "proposals_from_created_idx";
  DROP INDEX "business_profiles_models_value_idx";
  DROP INDEX "business_profiles_offers_value_idx";
  DROP INDEX "business_profiles_channels_value_idx";
  DROP INDEX "business_profiles_postcode_type_idx";
  DROP INDEX "business_profiles_suburb_type_idx";
  DROP INDEX "business_profiles_type_recent_idx";
  DROP INDEX "business_profiles_listed_recent_idx";
  DROP INDEX "business_profiles_search_idx";
  ALTER TABLE "business_profiles" DROP COLUMN "search";`)
}
