import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ledger_entries_kind" AS ENUM('commission', 'placement-fee', 'platform-commission', 'subscription', 'proration', 'adjustment');
  CREATE TYPE "public"."enum_ledger_entries_currency" AS ENUM('AUD');
  CREATE TYPE "public"."enum_ledger_entries_status" AS ENUM('pending', 'invoiced', 'paid', 'confirmed', 'disputed', 'void');
  CREATE TABLE "ledger_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer,
  	"kind" "enum_ledger_entries_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_ledger_entries_currency" DEFAULT 'AUD' NOT NULL,
  	"payer_id" integer,
  	"payer_is_kindred" boolean DEFAULT false,
  	"payee_id" integer,
  	"payee_is_kindred" boolean DEFAULT false,
  	"status" "enum_ledger_entries_status" DEFAULT 'pending' NOT NULL,
  	"source" varchar NOT NULL,
  	"statement_id" numeric,
  	"invoice_number" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ledger_entries_id" integer;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_collaboration_id_proposals_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payer_id_business_profiles_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payee_id_business_profiles_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ledger_entries_collaboration_idx" ON "ledger_entries" USING btree ("collaboration_id");
  CREATE INDEX "ledger_entries_payer_idx" ON "ledger_entries" USING btree ("payer_id");
  CREATE INDEX "ledger_entries_payee_idx" ON "ledger_entries" USING btree ("payee_id");
  CREATE INDEX "ledger_entries_status_idx" ON "ledger_entries" USING btree ("status");
  CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");
  CREATE INDEX "ledger_entries_updated_at_idx" ON "ledger_entries" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk" FOREIGN KEY ("ledger_entries_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ledger_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("ledger_entries_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ledger_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ledger_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_ledger_entries_fk";
  
  DROP INDEX "payload_locked_documents_rels_ledger_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ledger_entries_id";
  DROP TYPE "public"."enum_ledger_entries_kind";
  DROP TYPE "public"."enum_ledger_entries_currency";
  DROP TYPE "public"."enum_ledger_entries_status";`)
}
