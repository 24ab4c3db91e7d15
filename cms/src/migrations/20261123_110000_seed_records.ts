import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "seed_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"written" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seed_records_id" integer;
  CREATE UNIQUE INDEX "seed_records_key_idx" ON "seed_records" USING btree ("key");
  CREATE INDEX "seed_records_updated_at_idx" ON "seed_records" USING btree ("updated_at");
  CREATE INDEX "seed_records_created_at_idx" ON "seed_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seed_records_fk" FOREIGN KEY ("seed_records_id") REFERENCES "public"."seed_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_seed_records_id_idx" ON "payload_locked_documents_rels" USING btree ("seed_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "seed_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "seed_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_seed_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_seed_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seed_records_id";`)
}
