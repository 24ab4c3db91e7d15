import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "member_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"nonce" varchar NOT NULL,
  	"password_stamp" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_id" integer NOT NULL,
  	"nonce" varchar NOT NULL,
  	"password_stamp" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "member_devices_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_devices_id" integer;
  ALTER TABLE "member_devices" ADD CONSTRAINT "member_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_devices" ADD CONSTRAINT "staff_devices_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "member_devices_member_idx" ON "member_devices" USING btree ("member_id");
  CREATE UNIQUE INDEX "member_devices_nonce_idx" ON "member_devices" USING btree ("nonce");
  CREATE INDEX "member_devices_updated_at_idx" ON "member_devices" USING btree ("updated_at");
  CREATE INDEX "member_devices_created_at_idx" ON "member_devices" USING btree ("created_at");
  CREATE INDEX "staff_devices_staff_idx" ON "staff_devices" USING btree ("staff_id");
  CREATE UNIQUE INDEX "staff_devices_nonce_idx" ON "staff_devices" USING btree ("nonce");
  CREATE INDEX "staff_devices_updated_at_idx" ON "staff_devices" USING btree ("updated_at");
  CREATE INDEX "staff_devices_created_at_idx" ON "staff_devices" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_devices_fk" FOREIGN KEY ("member_devices_id") REFERENCES "public"."member_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_devices_fk" FOREIGN KEY ("staff_devices_id") REFERENCES "public"."staff_devices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_member_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("member_devices_id");
  CREATE INDEX "payload_locked_documents_rels_staff_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_devices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "member_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_devices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "member_devices" CASCADE;
  DROP TABLE "staff_devices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_member_devices_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_staff_devices_fk";
  
  DROP INDEX "payload_locked_documents_rels_member_devices_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_devices_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "member_devices_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_devices_id";`)
}
