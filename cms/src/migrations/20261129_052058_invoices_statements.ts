import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_invoices_currency" AS ENUM('AUD');
  CREATE TYPE "public"."enum_statements_status" AS ENUM('issued', 'paid', 'confirmed', 'disputed');
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"business_id" integer,
  	"month" varchar NOT NULL,
  	"total" numeric NOT NULL,
  	"gst" numeric NOT NULL,
  	"currency" "enum_invoices_currency" DEFAULT 'AUD' NOT NULL,
  	"lines" jsonb NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" varchar NOT NULL,
  	"payer_id" integer,
  	"payee_id" integer,
  	"amount" numeric NOT NULL,
  	"payer_owes" numeric NOT NULL,
  	"payee_owes" numeric NOT NULL,
  	"status" "enum_statements_status" DEFAULT 'issued' NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"disputed_at" timestamp(3) with time zone,
  	"dispute_reason" varchar,
  	"resolution" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "invoices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "statements_id" integer;
  ALTER TABLE "account" ADD COLUMN "invoices_page_title" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_intro" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_invoices_heading" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_no_invoices" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_number_label" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_month_label" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_issued_label" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_total_label" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_view" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_statements_heading" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_no_statements" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_owes" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_status_issued" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_status_paid" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_status_confirmed" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_status_disputed" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_mark_paid" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_confirm" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_dispute" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_dispute_reason" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_dispute_until" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_action_failed" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_invoice_title" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_supplier" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_billed_to" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_issued_on" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_period" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_description_heading" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_amount_heading" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_line_subscription" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_line_proration" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_line_platform_commission" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_line_adjustment" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_total_including_gst" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_gst_included" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_total_ex_gst" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_gst_note" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_print" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_not_found" varchar;
  ALTER TABLE "account" ADD COLUMN "invoices_page_dashboard_link" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_title" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_intro" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_invoices_heading" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_no_invoices" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_number_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_month_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_issued_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_total_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_view" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_statements_heading" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_no_statements" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_owes" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_status_issued" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_status_paid" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_status_confirmed" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_status_disputed" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_mark_paid" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_confirm" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_dispute" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_dispute_reason" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_dispute_until" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_action_failed" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_invoice_title" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_supplier" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_billed_to" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_issued_on" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_period" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_description_heading" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_amount_heading" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_line_subscription" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_line_proration" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_line_platform_commission" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_line_adjustment" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_total_including_gst" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_gst_included" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_total_ex_gst" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_gst_note" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_print" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_not_found" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_invoices_page_dashboard_link" varchar;
  ALTER TABLE "emails" ADD COLUMN "invoice_issued_subject" varchar;
  ALTER TABLE "emails" ADD COLUMN "invoice_issued_heading" varchar;
  ALTER TABLE "emails" ADD COLUMN "invoice_issued_body" varchar;
  ALTER TABLE "emails" ADD COLUMN "invoice_issued_action" varchar;
  ALTER TABLE "emails" ADD COLUMN "invoice_issued_link_hint" varchar;
  ALTER TABLE "emails" ADD COLUMN "invoice_issued_footer" varchar;
  ALTER TABLE "emails" ADD COLUMN "statement_issued_subject" varchar;
  ALTER TABLE "emails" ADD COLUMN "statement_issued_heading" varchar;
  ALTER TABLE "emails" ADD COLUMN "statement_issued_body" varchar;
  ALTER TABLE "emails" ADD COLUMN "statement_issued_action" varchar;
  ALTER TABLE "emails" ADD COLUMN "statement_issued_link_hint" varchar;
  ALTER TABLE "emails" ADD COLUMN "statement_issued_footer" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_invoice_issued_subject" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_invoice_issued_heading" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_invoice_issued_body" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_invoice_issued_action" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_invoice_issued_link_hint" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_invoice_issued_footer" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_statement_issued_subject" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_statement_issued_heading" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_statement_issued_body" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_statement_issued_action" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_statement_issued_link_hint" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_statement_issued_footer" varchar;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_business_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_payer_id_business_profiles_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_payee_id_business_profiles_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_business_idx" ON "invoices" USING btree ("business_id");
  CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE INDEX "statements_payer_idx" ON "statements" USING btree ("payer_id");
  CREATE INDEX "statements_payee_idx" ON "statements" USING btree ("payee_id");
  CREATE INDEX "statements_status_idx" ON "statements" USING btree ("status");
  CREATE INDEX "statements_issued_at_idx" ON "statements" USING btree ("issued_at");
  CREATE INDEX "statements_updated_at_idx" ON "statements" USING btree ("updated_at");
  CREATE INDEX "statements_created_at_idx" ON "statements" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statements_fk" FOREIGN KEY ("statements_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  CREATE INDEX "payload_locked_documents_rels_statements_id_idx" ON "payload_locked_documents_rels" USING btree ("statements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "statements" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "statements" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_statements_fk";
  
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  DROP INDEX "payload_locked_documents_rels_statements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statements_id";
  ALTER TABLE "account" DROP COLUMN "invoices_page_title";
  ALTER TABLE "account" DROP COLUMN "invoices_page_intro";
  ALTER TABLE "account" DROP COLUMN "invoices_page_invoices_heading";
  ALTER TABLE "account" DROP COLUMN "invoices_page_no_invoices";
  ALTER TABLE "account" DROP COLUMN "invoices_page_number_label";
  ALTER TABLE "account" DROP COLUMN "invoices_page_month_label";
  ALTER TABLE "account" DROP COLUMN "invoices_page_issued_label";
  ALTER TABLE "account" DROP COLUMN "invoices_page_total_label";
  ALTER TABLE "account" DROP COLUMN "invoices_page_view";
  ALTER TABLE "account" DROP COLUMN "invoices_page_statements_heading";
  ALTER TABLE "account" DROP COLUMN "invoices_page_no_statements";
  ALTER TABLE "account" DROP COLUMN "invoices_page_owes";
  ALTER TABLE "account" DROP COLUMN "invoices_page_status_issued";
  ALTER TABLE "account" DROP COLUMN "invoices_page_status_paid";
  ALTER TABLE "account" DROP COLUMN "invoices_page_status_confirmed";
  ALTER TABLE "account" DROP COLUMN "invoices_page_status_disputed";
  ALTER TABLE "account" DROP COLUMN "invoices_page_mark_paid";
  ALTER TABLE "account" DROP COLUMN "invoices_page_confirm";
  ALTER TABLE "account" DROP COLUMN "invoices_page_dispute";
  ALTER TABLE "account" DROP COLUMN "invoices_page_dispute_reason";
  ALTER TABLE "account" DROP COLUMN "invoices_page_dispute_until";
  ALTER TABLE "account" DROP COLUMN "invoices_page_action_failed";
  ALTER TABLE "account" DROP COLUMN "invoices_page_invoice_title";
  ALTER TABLE "account" DROP COLUMN "invoices_page_supplier";
  ALTER TABLE "account" DROP COLUMN "invoices_page_billed_to";
  ALTER TABLE "account" DROP COLUMN "invoices_page_issued_on";
  ALTER TABLE "account" DROP COLUMN "invoices_page_period";
  ALTER TABLE "account" DROP COLUMN "invoices_page_description_heading";
  ALTER TABLE "account" DROP COLUMN "invoices_page_amount_heading";
  ALTER TABLE "account" DROP COLUMN "invoices_page_line_subscription";
  ALTER TABLE "account" DROP COLUMN "invoices_page_line_proration";
  ALTER TABLE "account" DROP COLUMN "invoices_page_line_platform_commission";
  ALTER TABLE "account" DROP COLUMN "invoices_page_line_adjustment";
  ALTER TABLE "account" DROP COLUMN "invoices_page_total_including_gst";
  ALTER TABLE "account" DROP COLUMN "invoices_page_gst_included";
  ALTER TABLE "account" DROP COLUMN "invoices_page_total_ex_gst";
  ALTER TABLE "account" DROP COLUMN "invoices_page_gst_note";
  ALTER TABLE "account" DROP COLUMN "invoices_page_print";
  ALTER TABLE "account" DROP COLUMN "invoices_page_not_found";
  ALTER TABLE "account" DROP COLUMN "invoices_page_dashboard_link";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_title";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_intro";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_invoices_heading";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_no_invoices";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_number_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_month_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_issued_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_total_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_view";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_statements_heading";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_no_statements";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_owes";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_status_issued";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_status_paid";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_status_confirmed";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_status_disputed";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_mark_paid";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_confirm";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_dispute";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_dispute_reason";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_dispute_until";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_action_failed";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_invoice_title";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_supplier";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_billed_to";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_issued_on";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_period";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_description_heading";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_amount_heading";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_line_subscription";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_line_proration";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_line_platform_commission";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_line_adjustment";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_total_including_gst";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_gst_included";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_total_ex_gst";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_gst_note";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_print";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_not_found";
  ALTER TABLE "_account_v" DROP COLUMN "version_invoices_page_dashboard_link";
  ALTER TABLE "emails" DROP COLUMN "invoice_issued_subject";
  ALTER TABLE "emails" DROP COLUMN "invoice_issued_heading";
  ALTER TABLE "emails" DROP COLUMN "invoice_issued_body";
  ALTER TABLE "emails" DROP COLUMN "invoice_issued_action";
  ALTER TABLE "emails" DROP COLUMN "invoice_issued_link_hint";
  ALTER TABLE "emails" DROP COLUMN "invoice_issued_footer";
  ALTER TABLE "emails" DROP COLUMN "statement_issued_subject";
  ALTER TABLE "emails" DROP COLUMN "statement_issued_heading";
  ALTER TABLE "emails" DROP COLUMN "statement_issued_body";
  ALTER TABLE "emails" DROP COLUMN "statement_issued_action";
  ALTER TABLE "emails" DROP COLUMN "statement_issued_link_hint";
  ALTER TABLE "emails" DROP COLUMN "statement_issued_footer";
  ALTER TABLE "_emails_v" DROP COLUMN "version_invoice_issued_subject";
  ALTER TABLE "_emails_v" DROP COLUMN "version_invoice_issued_heading";
  ALTER TABLE "_emails_v" DROP COLUMN "version_invoice_issued_body";
  ALTER TABLE "_emails_v" DROP COLUMN "version_invoice_issued_action";
  ALTER TABLE "_emails_v" DROP COLUMN "version_invoice_issued_link_hint";
  ALTER TABLE "_emails_v" DROP COLUMN "version_invoice_issued_footer";
  ALTER TABLE "_emails_v" DROP COLUMN "version_statement_issued_subject";
  ALTER TABLE "_emails_v" DROP COLUMN "version_statement_issued_heading";
  ALTER TABLE "_emails_v" DROP COLUMN "version_statement_issued_body";
  ALTER TABLE "_emails_v" DROP COLUMN "version_statement_issued_action";
  ALTER TABLE "_emails_v" DROP COLUMN "version_statement_issued_link_hint";
  ALTER TABLE "_emails_v" DROP COLUMN "version_statement_issued_footer";
  DROP TYPE "public"."enum_invoices_currency";
  DROP TYPE "public"."enum_statements_status";`)
}
