// Hand-written (no snapshot): the rules of the collaboration workspace the CMS schema cannot say
// (docs/decisions/0105-the-collaboration-workspace.md).
// - A collaboration is its accepted proposal: same id, gone with it; milestones and reviews go with
//   their collaboration (Payload's own foreign keys would set a NOT NULL column to null instead).
// - Ratings are whole stars from 1 to 5; a milestone's title is 1–120 characters.
// - `partner_standing(profile)`: a business's public rating, review count and verified-partner
//   badge, read by the partner directory without knowing the workspace's tables. A review counts
//   once both sides reviewed or 14 days after the end, and never while hidden; the badge needs an
//   ended collaboration with at least one milestone and every milestone confirmed, and no hold.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "collaborations" DROP CONSTRAINT "collaborations_proposal_id_proposals_id_fk";
  ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE cascade;
  ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_id_is_proposal" CHECK ("id" = "proposal_id");
  ALTER TABLE "milestones" DROP CONSTRAINT "milestones_collaboration_id_collaborations_id_fk";
  ALTER TABLE "milestones" ADD CONSTRAINT "milestones_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade;
  ALTER TABLE "milestones" ADD CONSTRAINT "milestones_title_length" CHECK (char_length("title") BETWEEN 1 AND 120);
  ALTER TABLE "reviews" DROP CONSTRAINT "reviews_collaboration_id_collaborations_id_fk";
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_stars" CHECK ("rating" IN (1, 2, 3, 4, 5));
  CREATE INDEX "collaborations_proposal_ended_idx" ON "collaborations" ("proposal_id") WHERE "ended_at" IS NOT NULL;

  CREATE OR REPLACE FUNCTION "partner_standing"(profile integer)
    RETURNS TABLE ("rating" numeric, "review_count" integer, "verified_partner" boolean)
    LANGUAGE sql STABLE AS $$
    SELECT round(avg(r."rating"), 1), count(r."id")::integer,
      EXISTS (
        SELECT 1 FROM "proposals" p JOIN "collaborations" c ON c."id" = p."id"
         WHERE (p."from_id" = profile OR p."to_id" = profile) AND c."ended_at" IS NOT NULL
           AND EXISTS (SELECT 1 FROM "milestones" m WHERE m."collaboration_id" = c."id")
           AND NOT EXISTS (SELECT 1 FROM "milestones" m WHERE m."collaboration_id" = c."id" AND m."confirmed_at" IS NULL)
      ) AND NOT coalesce((SELECT b."held_by_support" FROM "business_profiles" b WHERE b."id" = profile), false)
    FROM "reviews" r JOIN "collaborations" c ON c."id" = r."collaboration_id"
    WHERE r."reviewed_id" = profile AND NOT coalesce(r."hidden", false)
      AND (c."ended_at" <= now() - interval '14 days'
           OR EXISTS (SELECT 1 FROM "reviews" o WHERE o."collaboration_id" = r."collaboration_id" AND o."id" <> r."id"))
  $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP FUNCTION IF EXISTS "partner_standing"(integer);
  DROP INDEX IF EXISTS "collaborations_proposal_ended_idx";
  ALTER TABLE "reviews" DROP CONSTRAINT "reviews_rating_stars";
  ALTER TABLE "milestones" DROP CONSTRAINT "milestones_title_length";
  ALTER TABLE "collaborations" DROP CONSTRAINT "collaborations_id_is_proposal";`)
}
