import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_collaborations_ended_by" AS ENUM('from', 'to');
  CREATE TYPE "public"."enum_milestones_done_by" AS ENUM('from', 'to');
  CREATE TYPE "public"."enum_milestones_source" AS ENUM('channel-template', 'member');
  CREATE TYPE "public"."enum_agreement_templates_model" AS ENUM('paid-placement', 'commission', 'reciprocal');
  CREATE TYPE "public"."enum_agreement_templates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__agreement_templates_v_version_model" AS ENUM('paid-placement', 'commission', 'reciprocal');
  CREATE TYPE "public"."enum__agreement_templates_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "collaborations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"proposal_id" integer NOT NULL,
  	"terms" varchar NOT NULL,
  	"from_confirmed_at" timestamp(3) with time zone,
  	"to_confirmed_at" timestamp(3) with time zone,
  	"fixed_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"ended_by" "enum_collaborations_ended_by",
  	"activity_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "milestones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"due_date" timestamp(3) with time zone,
  	"done_by" "enum_milestones_done_by",
  	"done_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"source" "enum_milestones_source" DEFAULT 'member' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"reviewer_id" integer,
  	"reviewed_id" integer,
  	"rating" numeric NOT NULL,
  	"comment" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"hidden_reason" varchar,
  	"hidden_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agreement_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model" "enum_agreement_templates_model",
  	"title" varchar,
  	"body" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_agreement_templates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_agreement_templates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_model" "enum__agreement_templates_v_version_model",
  	"version_title" varchar,
  	"version_body" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__agreement_templates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "collaborations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "milestones_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agreement_templates_id" integer;
  ALTER TABLE "directory" ADD COLUMN "usual_milestones_in_store_space" varchar;
  ALTER TABLE "directory" ADD COLUMN "usual_milestones_packaging_flyer" varchar;
  ALTER TABLE "directory" ADD COLUMN "usual_milestones_newsletter" varchar;
  ALTER TABLE "directory" ADD COLUMN "reputation_rating" varchar;
  ALTER TABLE "directory" ADD COLUMN "reputation_rating_one" varchar;
  ALTER TABLE "directory" ADD COLUMN "reputation_no_reviews" varchar;
  ALTER TABLE "directory" ADD COLUMN "reputation_verified_partner" varchar;
  ALTER TABLE "directory" ADD COLUMN "reputation_verified_partner_meaning" varchar;
  ALTER TABLE "directory" ADD COLUMN "agreement_page_title" varchar;
  ALTER TABLE "directory" ADD COLUMN "agreement_page_between" varchar;
  ALTER TABLE "directory" ADD COLUMN "agreement_page_fixed_on" varchar;
  ALTER TABLE "directory" ADD COLUMN "agreement_page_print" varchar;
  ALTER TABLE "directory" ADD COLUMN "agreement_page_not_fixed" varchar;
  ALTER TABLE "directory" ADD COLUMN "agreement_page_not_found" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_usual_milestones_in_store_space" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_usual_milestones_packaging_flyer" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_usual_milestones_newsletter" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_reputation_rating" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_reputation_rating_one" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_reputation_no_reviews" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_reputation_verified_partner" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_reputation_verified_partner_meaning" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_agreement_page_title" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_agreement_page_between" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_agreement_page_fixed_on" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_agreement_page_print" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_agreement_page_not_fixed" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_agreement_page_not_found" varchar;
  ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "milestones" ADD CONSTRAINT "milestones_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_business_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewed_id_business_profiles_id_fk" FOREIGN KEY ("reviewed_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_staff_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_agreement_templates_v" ADD CONSTRAINT "_agreement_templates_v_parent_id_agreement_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agreement_templates"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "collaborations_proposal_idx" ON "collaborations" USING btree ("proposal_id");
  CREATE INDEX "collaborations_ended_at_idx" ON "collaborations" USING btree ("ended_at");
  CREATE INDEX "collaborations_activity_at_idx" ON "collaborations" USING btree ("activity_at");
  CREATE INDEX "collaborations_updated_at_idx" ON "collaborations" USING btree ("updated_at");
  CREATE INDEX "collaborations_created_at_idx" ON "collaborations" USING btree ("created_at");
  CREATE INDEX "milestones_collaboration_idx" ON "milestones" USING btree ("collaboration_id");
  CREATE INDEX "milestones_updated_at_idx" ON "milestones" USING btree ("updated_at");
  CREATE INDEX "milestones_created_at_idx" ON "milestones" USING btree ("created_at");
  CREATE INDEX "reviews_collaboration_idx" ON "reviews" USING btree ("collaboration_id");
  CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");
  CREATE INDEX "reviews_reviewed_idx" ON "reviews" USING btree ("reviewed_id");
  CREATE INDEX "reviews_hidden_by_idx" ON "reviews" USING btree ("hidden_by_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE UNIQUE INDEX "collaboration_reviewer_idx" ON "reviews" USING btree ("collaboration_id","reviewer_id");
  CREATE UNIQUE INDEX "agreement_templates_model_idx" ON "agreement_templates" USING btree ("model");
  CREATE INDEX "agreement_templates_updated_at_idx" ON "agreement_templates" USING btree ("updated_at");
  CREATE INDEX "agreement_templates_created_at_idx" ON "agreement_templates" USING btree ("created_at");
  CREATE INDEX "agreement_templates__status_idx" ON "agreement_templates" USING btree ("_status");
  CREATE INDEX "_agreement_templates_v_parent_idx" ON "_agreement_templates_v" USING btree ("parent_id");
  CREATE INDEX "_agreement_templates_v_version_version_model_idx" ON "_agreement_templates_v" USING btree ("version_model");
  CREATE INDEX "_agreement_templates_v_version_version_updated_at_idx" ON "_agreement_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_agreement_templates_v_version_version_created_at_idx" ON "_agreement_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_agreement_templates_v_version_version__status_idx" ON "_agreement_templates_v" USING btree ("version__status");
  CREATE INDEX "_agreement_templates_v_created_at_idx" ON "_agreement_templates_v" USING btree ("created_at");
  CREATE INDEX "_agreement_templates_v_updated_at_idx" ON "_agreement_templates_v" USING btree ("updated_at");
  CREATE INDEX "_agreement_templates_v_latest_idx" ON "_agreement_templates_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collaborations_fk" FOREIGN KEY ("collaborations_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_milestones_fk" FOREIGN KEY ("milestones_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agreement_templates_fk" FOREIGN KEY ("agreement_templates_id") REFERENCES "public"."agreement_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_collaborations_id_idx" ON "payload_locked_documents_rels" USING btree ("collaborations_id");
  CREATE INDEX "payload_locked_documents_rels_milestones_id_idx" ON "payload_locked_documents_rels" USING btree ("milestones_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_agreement_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("agreement_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "collaborations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "milestones" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "agreement_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_agreement_templates_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "collaborations" CASCADE;
  DROP TABLE "milestones" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "agreement_templates" CASCADE;
  DROP TABLE "_agreement_templates_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_collaborations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_milestones_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_agreement_templates_fk";
  
  DROP INDEX "payload_locked_documents_rels_collaborations_id_idx";
  DROP INDEX "payload_locked_documents_rels_milestones_id_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_agreement_templates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "collaborations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "milestones_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agreement_templates_id";
  ALTER TABLE "directory" DROP COLUMN "usual_milestones_in_store_space";
  ALTER TABLE "directory" DROP COLUMN "usual_milestones_packaging_flyer";
  ALTER TABLE "directory" DROP COLUMN "usual_milestones_newsletter";
  ALTER TABLE "directory" DROP COLUMN "reputation_rating";
  ALTER TABLE "directory" DROP COLUMN "reputation_rating_one";
  ALTER TABLE "directory" DROP COLUMN "reputation_no_reviews";
  ALTER TABLE "directory" DROP COLUMN "reputation_verified_partner";
  ALTER TABLE "directory" DROP COLUMN "reputation_verified_partner_meaning";
  ALTER TABLE "directory" DROP COLUMN "agreement_page_title";
  ALTER TABLE "directory" DROP COLUMN "agreement_page_between";
  ALTER TABLE "directory" DROP COLUMN "agreement_page_fixed_on";
  ALTER TABLE "directory" DROP COLUMN "agreement_page_print";
  ALTER TABLE "directory" DROP COLUMN "agreement_page_not_fixed";
  ALTER TABLE "directory" DROP COLUMN "agreement_page_not_found";
  ALTER TABLE "_directory_v" DROP COLUMN "version_usual_milestones_in_store_space";
  ALTER TABLE "_directory_v" DROP COLUMN "version_usual_milestones_packaging_flyer";
  ALTER TABLE "_directory_v" DROP COLUMN "version_usual_milestones_newsletter";
  ALTER TABLE "_directory_v" DROP COLUMN "version_reputation_rating";
  ALTER TABLE "_directory_v" DROP COLUMN "version_reputation_rating_one";
  ALTER TABLE "_directory_v" DROP COLUMN "version_reputation_no_reviews";
  ALTER TABLE "_directory_v" DROP COLUMN "version_reputation_verified_partner";
  ALTER TABLE "_directory_v" DROP COLUMN "version_reputation_verified_partner_meaning";
  ALTER TABLE "_directory_v" DROP COLUMN "version_agreement_page_title";
  ALTER TABLE "_directory_v" DROP COLUMN "version_agreement_page_between";
  ALTER TABLE "_directory_v" DROP COLUMN "version_agreement_page_fixed_on";
  ALTER TABLE "_directory_v" DROP COLUMN "version_agreement_page_print";
  ALTER TABLE "_directory_v" DROP COLUMN "version_agreement_page_not_fixed";
  ALTER TABLE "_directory_v" DROP COLUMN "version_agreement_page_not_found";
  DROP TYPE "public"."enum_collaborations_ended_by";
  DROP TYPE "public"."enum_milestones_done_by";
  DROP TYPE "public"."enum_milestones_source";
  DROP TYPE "public"."enum_agreement_templates_model";
  DROP TYPE "public"."enum_agreement_templates_status";
  DROP TYPE "public"."enum__agreement_templates_v_version_model";
  DROP TYPE "public"."enum__agreement_templates_v_version_status";`)
}
