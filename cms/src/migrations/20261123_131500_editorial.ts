import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_business_types_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "site_settings" ADD COLUMN "labels_free_trial" varchar DEFAULT '{days}-day free trial';
  ALTER TABLE "site_settings" ADD COLUMN "labels_editor_bar" varchar DEFAULT 'Editor tools';
  ALTER TABLE "site_settings" ADD COLUMN "labels_edit_this_page" varchar DEFAULT 'Edit this page';
  ALTER TABLE "site_settings" ADD COLUMN "labels_exit_preview" varchar DEFAULT 'Exit preview';
  ALTER TABLE "site_settings" ADD COLUMN "labels_viewing_drafts" varchar DEFAULT 'Showing drafts';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_free_trial" varchar DEFAULT '{days}-day free trial';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_editor_bar" varchar DEFAULT 'Editor tools';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_edit_this_page" varchar DEFAULT 'Edit this page';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_exit_preview" varchar DEFAULT 'Exit preview';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_labels_viewing_drafts" varchar DEFAULT 'Showing drafts';
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_business_types_v_autosave_idx" ON "_business_types_v" USING btree ("autosave");
  CREATE INDEX "_legal_pages_v_autosave_idx" ON "_legal_pages_v" USING btree ("autosave");
  ALTER TABLE "business_types" DROP COLUMN "seo_key";
  ALTER TABLE "_business_types_v" DROP COLUMN "version_seo_key";
  DROP TYPE "public"."enum_business_types_seo_key";
  DROP TYPE "public"."enum__business_types_v_version_seo_key";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_business_types_seo_key" AS ENUM('product-business-retail', 'service-business-partnerships', 'advertising-collaborations', 'online-service-collaborations', 'local-marketing-partnerships', 'startup-growth-strategies');
  CREATE TYPE "public"."enum__business_types_v_version_seo_key" AS ENUM('product-business-retail', 'service-business-partnerships', 'advertising-collaborations', 'online-service-collaborations', 'local-marketing-partnerships', 'startup-growth-strategies');
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "_business_types_v_autosave_idx";
  DROP INDEX "_legal_pages_v_autosave_idx";
  ALTER TABLE "business_types" ADD COLUMN "seo_key" "enum_business_types_seo_key";
  ALTER TABLE "_business_types_v" ADD COLUMN "version_seo_key" "enum__business_types_v_version_seo_key";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "_business_types_v" DROP COLUMN "autosave";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "site_settings" DROP COLUMN "labels_free_trial";
  ALTER TABLE "site_settings" DROP COLUMN "labels_editor_bar";
  ALTER TABLE "site_settings" DROP COLUMN "labels_edit_this_page";
  ALTER TABLE "site_settings" DROP COLUMN "labels_exit_preview";
  ALTER TABLE "site_settings" DROP COLUMN "labels_viewing_drafts";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_free_trial";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_editor_bar";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_edit_this_page";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_exit_preview";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_labels_viewing_drafts";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
