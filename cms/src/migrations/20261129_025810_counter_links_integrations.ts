import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_integrations_platform" AS ENUM('shopify', 'woocommerce');
  CREATE TABLE "counter_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_id" integer NOT NULL,
  	"label" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "integrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_id" integer NOT NULL,
  	"platform" "enum_integrations_platform" NOT NULL,
  	"label" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"sealed_secret" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "counter_links_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "integrations_id" integer;
  ALTER TABLE "results" ADD COLUMN "counter_page_title" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_intro" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_code_label" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_amount_label" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_amount_hint" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_order_ref_label" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_submit" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_recorded" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_already_recorded" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_bad_code" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_bad_amount" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_bad_order_ref" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_throttled" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_not_yours" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_disabled" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_expired" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_not_started" varchar;
  ALTER TABLE "results" ADD COLUMN "counter_page_used_up" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_title" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_intro" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_code_label" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_amount_label" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_amount_hint" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_order_ref_label" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_submit" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_recorded" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_already_recorded" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_bad_code" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_bad_amount" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_bad_order_ref" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_throttled" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_not_yours" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_disabled" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_expired" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_not_started" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_counter_page_used_up" varchar;
  ALTER TABLE "counter_links" ADD CONSTRAINT "counter_links_business_id_business_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "integrations" ADD CONSTRAINT "integrations_business_id_business_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "counter_links_business_idx" ON "counter_links" USING btree ("business_id");
  CREATE UNIQUE INDEX "counter_links_token_hash_idx" ON "counter_links" USING btree ("token_hash");
  CREATE INDEX "counter_links_updated_at_idx" ON "counter_links" USING btree ("updated_at");
  CREATE INDEX "counter_links_created_at_idx" ON "counter_links" USING btree ("created_at");
  CREATE INDEX "integrations_business_idx" ON "integrations" USING btree ("business_id");
  CREATE UNIQUE INDEX "integrations_token_hash_idx" ON "integrations" USING btree ("token_hash");
  CREATE INDEX "integrations_updated_at_idx" ON "integrations" USING btree ("updated_at");
  CREATE INDEX "integrations_created_at_idx" ON "integrations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_counter_links_fk" FOREIGN KEY ("counter_links_id") REFERENCES "public"."counter_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_counter_links_id_idx" ON "payload_locked_documents_rels" USING btree ("counter_links_id");
  CREATE INDEX "payload_locked_documents_rels_integrations_id_idx" ON "payload_locked_documents_rels" USING btree ("integrations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "counter_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "integrations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "counter_links" CASCADE;
  DROP TABLE "integrations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_counter_links_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_integrations_fk";
  
  DROP INDEX "payload_locked_documents_rels_counter_links_id_idx";
  DROP INDEX "payload_locked_documents_rels_integrations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "counter_links_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "integrations_id";
  ALTER TABLE "results" DROP COLUMN "counter_page_title";
  ALTER TABLE "results" DROP COLUMN "counter_page_intro";
  ALTER TABLE "results" DROP COLUMN "counter_page_code_label";
  ALTER TABLE "results" DROP COLUMN "counter_page_amount_label";
  ALTER TABLE "results" DROP COLUMN "counter_page_amount_hint";
  ALTER TABLE "results" DROP COLUMN "counter_page_order_ref_label";
  ALTER TABLE "results" DROP COLUMN "counter_page_submit";
  ALTER TABLE "results" DROP COLUMN "counter_page_recorded";
  ALTER TABLE "results" DROP COLUMN "counter_page_already_recorded";
  ALTER TABLE "results" DROP COLUMN "counter_page_bad_code";
  ALTER TABLE "results" DROP COLUMN "counter_page_bad_amount";
  ALTER TABLE "results" DROP COLUMN "counter_page_bad_order_ref";
  ALTER TABLE "results" DROP COLUMN "counter_page_throttled";
  ALTER TABLE "results" DROP COLUMN "counter_page_not_yours";
  ALTER TABLE "results" DROP COLUMN "counter_page_disabled";
  ALTER TABLE "results" DROP COLUMN "counter_page_expired";
  ALTER TABLE "results" DROP COLUMN "counter_page_not_started";
  ALTER TABLE "results" DROP COLUMN "counter_page_used_up";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_title";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_intro";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_code_label";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_amount_label";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_amount_hint";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_order_ref_label";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_submit";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_recorded";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_already_recorded";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_bad_code";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_bad_amount";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_bad_order_ref";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_throttled";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_not_yours";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_disabled";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_expired";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_not_started";
  ALTER TABLE "_results_v" DROP COLUMN "version_counter_page_used_up";
  DROP TYPE "public"."enum_integrations_platform";`)
}
