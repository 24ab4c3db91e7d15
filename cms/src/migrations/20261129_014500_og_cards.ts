// Hand-written (no snapshot): the drawn Open Graph cards, one per site path, served by the site's
// /og instead of drawing on each request (docs/decisions/0098-og-cards-drawn-on-save.md). Owned by
// cms/src/og-cards/store.ts. `key` names the words and design the PNG shows (og-cards/text.ts).
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "og_cards" (
    "path" varchar(300) PRIMARY KEY,
    "key" varchar(64) NOT NULL,
    "png" bytea NOT NULL,
    "drawn_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "og_cards";`)
}
