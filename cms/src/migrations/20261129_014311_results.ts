import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_redemptions_currency" AS ENUM('AUD');
  CREATE TYPE "public"."enum_redemptions_channel" AS ENUM('till', 'online', 'phone');
  CREATE TYPE "public"."enum_redemptions_recorded_by" AS ENUM('member', 'counter', 'import', 'integration');
  CREATE TYPE "public"."enum_results_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__results_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "offer_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"redeemer_id" integer,
  	"promoter_id" integer,
  	"offer_text" varchar NOT NULL,
  	"destination" varchar NOT NULL,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"max_uses" numeric,
  	"uses" numeric DEFAULT 0 NOT NULL,
  	"disabled_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_redemptions_currency" DEFAULT 'AUD' NOT NULL,
  	"order_ref" varchar,
  	"channel" "enum_redemptions_channel",
  	"redeemed_at" timestamp(3) with time zone NOT NULL,
  	"recorded_by" "enum_redemptions_recorded_by" NOT NULL,
  	"voided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "code_daily_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"clicks" numeric DEFAULT 0 NOT NULL,
  	"qr_scans" numeric DEFAULT 0 NOT NULL,
  	"redemptions" numeric DEFAULT 0 NOT NULL,
  	"revenue" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "code_clicks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"visitor" varchar NOT NULL,
  	"qr" boolean DEFAULT false NOT NULL
  );
  
  CREATE TABLE "results" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer_ended_title" varchar,
  	"offer_ended_disabled" varchar,
  	"offer_ended_expired" varchar,
  	"offer_ended_used_up" varchar,
  	"offer_ended_profile_link" varchar,
  	"_status" "enum_results_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_results_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_offer_ended_title" varchar,
  	"version_offer_ended_disabled" varchar,
  	"version_offer_ended_expired" varchar,
  	"version_offer_ended_used_up" varchar,
  	"version_offer_ended_profile_link" varchar,
  	"version__status" "enum__results_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "offer_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redemptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "code_daily_stats_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "code_clicks_id" integer;
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_collaboration_id_proposals_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_redeemer_id_business_profiles_id_fk" FOREIGN KEY ("redeemer_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_promoter_id_business_profiles_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_code_id_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."offer_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "code_daily_stats" ADD CONSTRAINT "code_daily_stats_code_id_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."offer_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "code_clicks" ADD CONSTRAINT "code_clicks_code_id_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."offer_codes"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "offer_codes_code_idx" ON "offer_codes" USING btree ("code");
  CREATE INDEX "offer_codes_collaboration_idx" ON "offer_codes" USING btree ("collaboration_id");
  CREATE INDEX "offer_codes_redeemer_idx" ON "offer_codes" USING btree ("redeemer_id");
  CREATE INDEX "offer_codes_promoter_idx" ON "offer_codes" USING btree ("promoter_id");
  CREATE INDEX "offer_codes_created_at_idx" ON "offer_codes" USING btree ("created_at");
  CREATE INDEX "offer_codes_updated_at_idx" ON "offer_codes" USING btree ("updated_at");
  CREATE INDEX "redemptions_code_idx" ON "redemptions" USING btree ("code_id");
  CREATE INDEX "redemptions_redeemed_at_idx" ON "redemptions" USING btree ("redeemed_at");
  CREATE INDEX "redemptions_updated_at_idx" ON "redemptions" USING btree ("updated_at");
  CREATE INDEX "redemptions_created_at_idx" ON "redemptions" USING btree ("created_at");
  CREATE INDEX "code_daily_stats_code_idx" ON "code_daily_stats" USING btree ("code_id");
  CREATE INDEX "code_clicks_code_idx" ON "code_clicks" USING btree ("code_id");
  CREATE INDEX "results__status_idx" ON "results" USING btree ("_status");
  CREATE INDEX "_results_v_version_version__status_idx" ON "_results_v" USING btree ("version__status");
  CREATE INDEX "_results_v_created_at_idx" ON "_results_v" USING btree ("created_at");
  CREATE INDEX "_results_v_updated_at_idx" ON "_results_v" USING btree ("updated_at");
  CREATE INDEX "_results_v_latest_idx" ON "_results_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offer_codes_fk" FOREIGN KEY ("offer_codes_id") REFERENCES "public"."offer_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redemptions_fk" FOREIGN KEY ("redemptions_id") REFERENCES "public"."redemptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_code_daily_stats_fk" FOREIGN KEY ("code_daily_stats_id") REFERENCES "public"."code_daily_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_code_clicks_fk" FOREIGN KEY ("code_clicks_id") REFERENCES "public"."code_clicks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_offer_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("offer_codes_id");
  CREATE INDEX "payload_locked_documents_rels_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("redemptions_id");
  CREATE INDEX "payload_locked_documents_rels_code_daily_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("code_daily_stats_id");
  CREATE INDEX "payload_locked_documents_rels_code_clicks_id_idx" ON "payload_locked_documents_rels" USING btree ("code_clicks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offer_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redemptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "code_daily_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "code_clicks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_results_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "offer_codes" CASCADE;
  DROP TABLE "redemptions" CASCADE;
  DROP TABLE "code_daily_stats" CASCADE;
  DROP TABLE "code_clicks" CASCADE;
  DROP TABLE "results" CASCADE;
  DROP TABLE "_results_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_offer_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_redemptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_code_daily_stats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_code_clicks_fk";
  
  DROP INDEX "payload_locked_documents_rels_offer_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_redemptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_code_daily_stats_id_idx";
  DROP INDEX "payload_locked_documents_rels_code_clicks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "offer_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redemptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "code_daily_stats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "code_clicks_id";
  DROP TYPE "public"."enum_redemptions_currency";
  DROP TYPE "public"."enum_redemptions_channel";
  DROP TYPE "public"."enum_redemptions_recorded_by";
  DROP TYPE "public"."enum_results_status";
  DROP TYPE "public"."enum__results_v_version_status";`)
}
