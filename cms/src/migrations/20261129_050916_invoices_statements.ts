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
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_invoices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_statements_fk";
  
  DROP INDEX "payload_locked_documents_rels_invoices_id_idx";
  DROP INDEX "payload_locked_documents_rels_statements_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "invoices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "statements_id";
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
