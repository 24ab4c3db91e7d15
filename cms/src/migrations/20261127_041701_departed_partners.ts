import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a directory seeded before a business could leave
// names it instead of refusing to render (a required text that is missing is a 503, decision 0044).
const words: [column: string, text: string][] = [
  ['collaborations_page_departed', 'Left Kindred'],
  ['collaborations_page_departed_note', '{name} has left Kindred. The collaboration you agreed stays in your records; their contact details left with them.'],
  ['dashboard_cards_network_departed', 'Left Kindred'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "proposals" DROP CONSTRAINT "proposals_from_id_business_profiles_id_fk";
  
  ALTER TABLE "proposals" DROP CONSTRAINT "proposals_to_id_business_profiles_id_fk";
  
  ALTER TABLE "proposals" ALTER COLUMN "from_id" DROP NOT NULL;
  ALTER TABLE "proposals" ALTER COLUMN "to_id" DROP NOT NULL;
  ALTER TABLE "proposals" ADD COLUMN "from_name" varchar;
  ALTER TABLE "proposals" ADD COLUMN "from_slug" varchar;
  ALTER TABLE "proposals" ADD COLUMN "to_name" varchar;
  ALTER TABLE "proposals" ADD COLUMN "to_slug" varchar;
  ALTER TABLE "directory" ADD COLUMN "collaborations_page_departed" varchar;
  ALTER TABLE "directory" ADD COLUMN "collaborations_page_departed_note" varchar;
  ALTER TABLE "directory" ADD COLUMN "dashboard_cards_network_departed" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_departed" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_departed_note" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_dashboard_cards_network_departed" varchar;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_from_id_business_profiles_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_to_id_business_profiles_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }

  // Hand-written: a business that leaves (its profile deleted by the site's account deletion, an
  // admin deleting its member, or an admin deleting the profile; the first two reach this row by
  // the members foreign key's cascade) leaves its accepted proposals to the other side, its own
  // side cleared and named by a snapshot of its name and slug. Every other proposal of it goes:
  // nobody can answer a pending one, and an answered one agreed nothing. One trigger serves every
  // path (docs/decisions/0088-departed-partners.md).
  await db.execute(sql`
  CREATE INDEX "proposals_both_departed_idx" ON "proposals" ("id") WHERE "from_id" IS NULL AND "to_id" IS NULL;

  CREATE FUNCTION "business_profile_departs"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM "proposals" WHERE "from_id" = OLD."id" AND "status" <> 'accepted';
    DELETE FROM "proposals" WHERE "to_id" = OLD."id" AND "status" <> 'accepted';
    -- The side is cleared here rather than by the foreign key's SET NULL, which runs after the whole
    -- statement: by then the other business may be gone too (two deleted in one statement), and
    -- the check of a row this transaction wrote would refuse the other side's dangling id.
    UPDATE "proposals" SET "from_id" = NULL, "from_name" = OLD."name", "from_slug" = OLD."slug" WHERE "from_id" = OLD."id";
    UPDATE "proposals" SET "to_id" = NULL, "to_name" = OLD."name", "to_slug" = OLD."slug" WHERE "to_id" = OLD."id";
    -- Once both businesses have left, nobody remains whose records the collaboration belongs to.
    DELETE FROM "proposals" WHERE "from_id" IS NULL AND "to_id" IS NULL;
    -- Nothing above writes the row being deleted (PostgreSQL would refuse the delete): the card
    -- count trigger recounts only the businesses a changed proposal still names, and no accepted
    -- count of this one changes while it is still named.
    RETURN OLD;
  END $$;

  CREATE TRIGGER "business_profile_departs" BEFORE DELETE ON "business_profiles"
    FOR EACH ROW EXECUTE FUNCTION "business_profile_departs"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Before this migration a proposal always had both sides: one whose side has left cannot stay.
  await db.execute(sql`
  DROP TRIGGER "business_profile_departs" ON "business_profiles";
  DROP FUNCTION "business_profile_departs"();
  DROP INDEX "proposals_both_departed_idx";
  DELETE FROM "proposals" WHERE "from_id" IS NULL OR "to_id" IS NULL;`)
  await db.execute(sql`
   ALTER TABLE "proposals" DROP CONSTRAINT "proposals_from_id_business_profiles_id_fk";
  
  ALTER TABLE "proposals" DROP CONSTRAINT "proposals_to_id_business_profiles_id_fk";
  
  ALTER TABLE "proposals" ALTER COLUMN "from_id" SET NOT NULL;
  ALTER TABLE "proposals" ALTER COLUMN "to_id" SET NOT NULL;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_from_id_business_profiles_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_to_id_business_profiles_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proposals" DROP COLUMN "from_name";
  ALTER TABLE "proposals" DROP COLUMN "from_slug";
  ALTER TABLE "proposals" DROP COLUMN "to_name";
  ALTER TABLE "proposals" DROP COLUMN "to_slug";
  ALTER TABLE "directory" DROP COLUMN "collaborations_page_departed";
  ALTER TABLE "directory" DROP COLUMN "collaborations_page_departed_note";
  ALTER TABLE "directory" DROP COLUMN "dashboard_cards_network_departed";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_departed";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_departed_note";
  ALTER TABLE "_directory_v" DROP COLUMN "version_dashboard_cards_network_departed";`)
}
