import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_collaboration_messages_side" AS ENUM('from', 'to');
  CREATE TYPE "public"."enum_collaboration_sides_side" AS ENUM('from', 'to');
  CREATE TYPE "public"."enum_member_notification_settings_proposals" AS ENUM('instant', 'daily', 'off');
  CREATE TYPE "public"."enum_member_notification_settings_messages" AS ENUM('instant', 'daily', 'off');
  CREATE TABLE "collaboration_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"side" "enum_collaboration_messages_side" NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "collaboration_sides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"side" "enum_collaboration_sides_side" NOT NULL,
  	"read_up_to" numeric DEFAULT 0 NOT NULL,
  	"notified_up_to" numeric DEFAULT 0 NOT NULL,
  	"emailed_at" timestamp(3) with time zone,
  	"share_email" boolean DEFAULT false NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_notification_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"proposals" "enum_member_notification_settings_proposals" DEFAULT 'instant' NOT NULL,
  	"messages" "enum_member_notification_settings_messages" DEFAULT 'instant' NOT NULL,
  	"monthly_report" boolean DEFAULT true NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notification_digests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"day" varchar NOT NULL
  );
  
  ALTER TABLE "email_outbox" ADD COLUMN "unsubscribe_url" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "collaboration_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "collaboration_sides_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_notification_settings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notification_digests_id" integer;
  ALTER TABLE "account" ADD COLUMN "notification_settings_legend" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_proposals_label" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_messages_label" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_instant" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_daily" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_off" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_monthly_report_label" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_save" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_saving" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_saved" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_failed" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_settings_link" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_legend" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_proposals_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_messages_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_instant" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_daily" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_off" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_monthly_report_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_save" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_saving" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_saved" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_failed" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_settings_link" varchar;
  ALTER TABLE "emails" ADD COLUMN "message_notice_subject" varchar;
  ALTER TABLE "emails" ADD COLUMN "message_notice_body" varchar;
  ALTER TABLE "emails" ADD COLUMN "message_digest_subject" varchar;
  ALTER TABLE "emails" ADD COLUMN "message_digest_body" varchar;
  ALTER TABLE "emails" ADD COLUMN "message_digest_thread" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_title" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_confirm" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_button" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_done" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_invalid" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_settings_link" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_proposals" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_messages" varchar;
  ALTER TABLE "emails" ADD COLUMN "unsubscribe_monthly_report" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_message_notice_subject" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_message_notice_body" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_message_digest_subject" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_message_digest_body" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_message_digest_thread" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_title" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_confirm" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_button" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_done" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_invalid" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_settings_link" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_proposals" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_messages" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_unsubscribe_monthly_report" varchar;
  ALTER TABLE "collaboration_messages" ADD CONSTRAINT "collaboration_messages_collaboration_id_proposals_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaboration_sides" ADD CONSTRAINT "collaboration_sides_collaboration_id_proposals_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_notification_settings" ADD CONSTRAINT "member_notification_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "collaboration_messages_collaboration_idx" ON "collaboration_messages" USING btree ("collaboration_id");
  CREATE INDEX "collaboration_messages_updated_at_idx" ON "collaboration_messages" USING btree ("updated_at");
  CREATE INDEX "collaboration_messages_created_at_idx" ON "collaboration_messages" USING btree ("created_at");
  CREATE INDEX "collaboration_sides_collaboration_idx" ON "collaboration_sides" USING btree ("collaboration_id");
  CREATE INDEX "collaboration_sides_updated_at_idx" ON "collaboration_sides" USING btree ("updated_at");
  CREATE INDEX "collaboration_sides_created_at_idx" ON "collaboration_sides" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_notification_settings_member_idx" ON "member_notification_settings" USING btree ("member_id");
  CREATE INDEX "member_notification_settings_updated_at_idx" ON "member_notification_settings" USING btree ("updated_at");
  CREATE INDEX "member_notification_settings_created_at_idx" ON "member_notification_settings" USING btree ("created_at");
  CREATE INDEX "notification_digests_member_idx" ON "notification_digests" USING btree ("member_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collaboration_messages_fk" FOREIGN KEY ("collaboration_messages_id") REFERENCES "public"."collaboration_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collaboration_sides_fk" FOREIGN KEY ("collaboration_sides_id") REFERENCES "public"."collaboration_sides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_notification_setting_fk" FOREIGN KEY ("member_notification_settings_id") REFERENCES "public"."member_notification_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notification_digests_fk" FOREIGN KEY ("notification_digests_id") REFERENCES "public"."notification_digests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_collaboration_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("collaboration_messages_id");
  CREATE INDEX "payload_locked_documents_rels_collaboration_sides_id_idx" ON "payload_locked_documents_rels" USING btree ("collaboration_sides_id");
  CREATE INDEX "payload_locked_documents_rels_member_notification_settin_idx" ON "payload_locked_documents_rels" USING btree ("member_notification_settings_id");
  CREATE INDEX "payload_locked_documents_rels_notification_digests_id_idx" ON "payload_locked_documents_rels" USING btree ("notification_digests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "collaboration_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "collaboration_sides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "member_notification_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notification_digests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "collaboration_messages" CASCADE;
  DROP TABLE "collaboration_sides" CASCADE;
  DROP TABLE "member_notification_settings" CASCADE;
  DROP TABLE "notification_digests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_collaboration_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_collaboration_sides_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_member_notification_setting_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_notification_digests_fk";
  
  DROP INDEX "payload_locked_documents_rels_collaboration_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_collaboration_sides_id_idx";
  DROP INDEX "payload_locked_documents_rels_member_notification_settin_idx";
  DROP INDEX "payload_locked_documents_rels_notification_digests_id_idx";
  ALTER TABLE "email_outbox" DROP COLUMN "unsubscribe_url";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "collaboration_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "collaboration_sides_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_notification_settings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notification_digests_id";
  ALTER TABLE "account" DROP COLUMN "notification_settings_legend";
  ALTER TABLE "account" DROP COLUMN "notification_settings_proposals_label";
  ALTER TABLE "account" DROP COLUMN "notification_settings_messages_label";
  ALTER TABLE "account" DROP COLUMN "notification_settings_instant";
  ALTER TABLE "account" DROP COLUMN "notification_settings_daily";
  ALTER TABLE "account" DROP COLUMN "notification_settings_off";
  ALTER TABLE "account" DROP COLUMN "notification_settings_monthly_report_label";
  ALTER TABLE "account" DROP COLUMN "notification_settings_save";
  ALTER TABLE "account" DROP COLUMN "notification_settings_saving";
  ALTER TABLE "account" DROP COLUMN "notification_settings_saved";
  ALTER TABLE "account" DROP COLUMN "notification_settings_failed";
  ALTER TABLE "account" DROP COLUMN "notification_settings_settings_link";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_legend";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_proposals_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_messages_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_instant";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_daily";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_off";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_monthly_report_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_save";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_saving";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_saved";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_failed";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_settings_link";
  ALTER TABLE "emails" DROP COLUMN "message_notice_subject";
  ALTER TABLE "emails" DROP COLUMN "message_notice_body";
  ALTER TABLE "emails" DROP COLUMN "message_digest_subject";
  ALTER TABLE "emails" DROP COLUMN "message_digest_body";
  ALTER TABLE "emails" DROP COLUMN "message_digest_thread";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_title";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_confirm";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_button";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_done";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_invalid";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_settings_link";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_proposals";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_messages";
  ALTER TABLE "emails" DROP COLUMN "unsubscribe_monthly_report";
  ALTER TABLE "_emails_v" DROP COLUMN "version_message_notice_subject";
  ALTER TABLE "_emails_v" DROP COLUMN "version_message_notice_body";
  ALTER TABLE "_emails_v" DROP COLUMN "version_message_digest_subject";
  ALTER TABLE "_emails_v" DROP COLUMN "version_message_digest_body";
  ALTER TABLE "_emails_v" DROP COLUMN "version_message_digest_thread";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_title";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_confirm";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_button";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_done";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_invalid";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_settings_link";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_proposals";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_messages";
  ALTER TABLE "_emails_v" DROP COLUMN "version_unsubscribe_monthly_report";
  DROP TYPE "public"."enum_collaboration_messages_side";
  DROP TYPE "public"."enum_collaboration_sides_side";
  DROP TYPE "public"."enum_member_notification_settings_proposals";
  DROP TYPE "public"."enum_member_notification_settings_messages";`)
}
