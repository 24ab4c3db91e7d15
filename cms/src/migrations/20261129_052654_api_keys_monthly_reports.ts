import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "monthly_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"month" varchar NOT NULL
  );
  
  CREATE TABLE "api_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"hint" varchar NOT NULL,
  	"secret_hash" varchar NOT NULL,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "monthly_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "api_keys_id" integer;
  ALTER TABLE "emails" ADD COLUMN "monthly_report_subject" varchar;
  ALTER TABLE "emails" ADD COLUMN "monthly_report_body" varchar;
  ALTER TABLE "emails" ADD COLUMN "monthly_report_collaboration" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_monthly_report_subject" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_monthly_report_body" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_monthly_report_collaboration" varchar;
  ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "monthly_reports_member_idx" ON "monthly_reports" USING btree ("member_id");
  CREATE INDEX "api_keys_member_idx" ON "api_keys" USING btree ("member_id");
  CREATE UNIQUE INDEX "api_keys_secret_hash_idx" ON "api_keys" USING btree ("secret_hash");
  CREATE INDEX "api_keys_updated_at_idx" ON "api_keys" USING btree ("updated_at");
  CREATE INDEX "api_keys_created_at_idx" ON "api_keys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monthly_reports_fk" FOREIGN KEY ("monthly_reports_id") REFERENCES "public"."monthly_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_api_keys_fk" FOREIGN KEY ("api_keys_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "code_daily_stats_day_idx" ON "code_daily_stats" USING btree ("day");
  CREATE INDEX "payload_locked_documents_rels_monthly_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("monthly_reports_id");
  CREATE INDEX "payload_locked_documents_rels_api_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("api_keys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "monthly_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "api_keys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "monthly_reports" CASCADE;
  DROP TABLE "api_keys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_monthly_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_api_keys_fk";
  
  DROP INDEX "code_daily_stats_day_idx";
  DROP INDEX "payload_locked_documents_rels_monthly_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_api_keys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "monthly_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "api_keys_id";
  ALTER TABLE "emails" DROP COLUMN "monthly_report_subject";
  ALTER TABLE "emails" DROP COLUMN "monthly_report_body";
  ALTER TABLE "emails" DROP COLUMN "monthly_report_collaboration";
  ALTER TABLE "_emails_v" DROP COLUMN "version_monthly_report_subject";
  ALTER TABLE "_emails_v" DROP COLUMN "version_monthly_report_body";
  ALTER TABLE "_emails_v" DROP COLUMN "version_monthly_report_collaboration";`)
}
