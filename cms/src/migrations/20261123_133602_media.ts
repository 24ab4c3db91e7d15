import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_avif480_url" varchar,
  	"sizes_avif480_width" numeric,
  	"sizes_avif480_height" numeric,
  	"sizes_avif480_mime_type" varchar,
  	"sizes_avif480_filesize" numeric,
  	"sizes_avif480_filename" varchar,
  	"sizes_webp480_url" varchar,
  	"sizes_webp480_width" numeric,
  	"sizes_webp480_height" numeric,
  	"sizes_webp480_mime_type" varchar,
  	"sizes_webp480_filesize" numeric,
  	"sizes_webp480_filename" varchar,
  	"sizes_avif768_url" varchar,
  	"sizes_avif768_width" numeric,
  	"sizes_avif768_height" numeric,
  	"sizes_avif768_mime_type" varchar,
  	"sizes_avif768_filesize" numeric,
  	"sizes_avif768_filename" varchar,
  	"sizes_webp768_url" varchar,
  	"sizes_webp768_width" numeric,
  	"sizes_webp768_height" numeric,
  	"sizes_webp768_mime_type" varchar,
  	"sizes_webp768_filesize" numeric,
  	"sizes_webp768_filename" varchar,
  	"sizes_avif1280_url" varchar,
  	"sizes_avif1280_width" numeric,
  	"sizes_avif1280_height" numeric,
  	"sizes_avif1280_mime_type" varchar,
  	"sizes_avif1280_filesize" numeric,
  	"sizes_avif1280_filename" varchar,
  	"sizes_webp1280_url" varchar,
  	"sizes_webp1280_width" numeric,
  	"sizes_webp1280_height" numeric,
  	"sizes_webp1280_mime_type" varchar,
  	"sizes_webp1280_filesize" numeric,
  	"sizes_webp1280_filename" varchar,
  	"sizes_avif1920_url" varchar,
  	"sizes_avif1920_width" numeric,
  	"sizes_avif1920_height" numeric,
  	"sizes_avif1920_mime_type" varchar,
  	"sizes_avif1920_filesize" numeric,
  	"sizes_avif1920_filename" varchar,
  	"sizes_webp1920_url" varchar,
  	"sizes_webp1920_width" numeric,
  	"sizes_webp1920_height" numeric,
  	"sizes_webp1920_mime_type" varchar,
  	"sizes_webp1920_filesize" numeric,
  	"sizes_webp1920_filename" varchar
  );
  
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_cta" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages_blocks_rich_text" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_cta" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD COLUMN "image_id" integer;
  ALTER TABLE "business_types" ADD COLUMN "hero_image_id" integer;
  ALTER TABLE "_business_types_v" ADD COLUMN "version_hero_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_avif480_sizes_avif480_filename_idx" ON "media" USING btree ("sizes_avif480_filename");
  CREATE INDEX "media_sizes_webp480_sizes_webp480_filename_idx" ON "media" USING btree ("sizes_webp480_filename");
  CREATE INDEX "media_sizes_avif768_sizes_avif768_filename_idx" ON "media" USING btree ("sizes_avif768_filename");
  CREATE INDEX "media_sizes_webp768_sizes_webp768_filename_idx" ON "media" USING btree ("sizes_webp768_filename");
  CREATE INDEX "media_sizes_avif1280_sizes_avif1280_filename_idx" ON "media" USING btree ("sizes_avif1280_filename");
  CREATE INDEX "media_sizes_webp1280_sizes_webp1280_filename_idx" ON "media" USING btree ("sizes_webp1280_filename");
  CREATE INDEX "media_sizes_avif1920_sizes_avif1920_filename_idx" ON "media" USING btree ("sizes_avif1920_filename");
  CREATE INDEX "media_sizes_webp1920_sizes_webp1920_filename_idx" ON "media" USING btree ("sizes_webp1920_filename");
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_types" ADD CONSTRAINT "business_types_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_business_types_v" ADD CONSTRAINT "_business_types_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_cta_image_idx" ON "pages_blocks_cta" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rich_text_image_idx" ON "pages_blocks_rich_text" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_cta_image_idx" ON "_pages_v_blocks_cta" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_image_idx" ON "_pages_v_blocks_rich_text" USING btree ("image_id");
  CREATE INDEX "business_types_hero_image_idx" ON "business_types" USING btree ("hero_image_id");
  CREATE INDEX "_business_types_v_version_version_hero_image_idx" ON "_business_types_v" USING btree ("version_hero_image_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media" CASCADE;
  ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT IF EXISTS "pages_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_cta" DROP CONSTRAINT IF EXISTS "pages_blocks_cta_image_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_rich_text" DROP CONSTRAINT IF EXISTS "pages_blocks_rich_text_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_hero" DROP CONSTRAINT IF EXISTS "_pages_v_blocks_hero_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_cta" DROP CONSTRAINT IF EXISTS "_pages_v_blocks_cta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_blocks_rich_text" DROP CONSTRAINT IF EXISTS "_pages_v_blocks_rich_text_image_id_media_id_fk";
  
  ALTER TABLE "business_types" DROP CONSTRAINT IF EXISTS "business_types_hero_image_id_media_id_fk";
  
  ALTER TABLE "_business_types_v" DROP CONSTRAINT IF EXISTS "_business_types_v_version_hero_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_media_fk";
  
  DROP INDEX "pages_blocks_hero_image_idx";
  DROP INDEX "pages_blocks_cta_image_idx";
  DROP INDEX "pages_blocks_rich_text_image_idx";
  DROP INDEX "_pages_v_blocks_hero_image_idx";
  DROP INDEX "_pages_v_blocks_cta_image_idx";
  DROP INDEX "_pages_v_blocks_rich_text_image_idx";
  DROP INDEX "business_types_hero_image_idx";
  DROP INDEX "_business_types_v_version_version_hero_image_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_cta" DROP COLUMN "image_id";
  ALTER TABLE "pages_blocks_rich_text" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_cta" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_blocks_rich_text" DROP COLUMN "image_id";
  ALTER TABLE "business_types" DROP COLUMN "hero_image_id";
  ALTER TABLE "_business_types_v" DROP COLUMN "version_hero_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";`)
}
