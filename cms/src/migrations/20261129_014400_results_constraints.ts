// Hand-written (no snapshot): what Payload cannot declare for the Results collections
// (docs/decisions/0102-results-codes-clicks-and-sales.md).
// - A code is stored in capitals in its alphabet (no 0 O 1 I, at most one hyphen, 6-16 characters),
//   so the unique index on `code` is unique ignoring case.
// - One sale per code and order reference; one click per code, day and visitor; one rollup row per
//   code and day. These unique indexes are what `on conflict` relies on under concurrent requests,
//   and they replace Payload's plain index on `code_id`, which each click would otherwise also write.
// - Counts and money are whole numbers (cents) however Payload types its number columns.
// - A code goes with its collaboration (deleted only by an admin), and its sales, clicks and
//   figures with it; Payload's `set null` would break their NOT NULL instead.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const cascades: [table: string, column: string, target: string, constraint: string][] = [
  ['offer_codes', 'collaboration_id', 'proposals', 'offer_codes_collaboration_id_proposals_id_fk'],
  ['redemptions', 'code_id', 'offer_codes', 'redemptions_code_id_offer_codes_id_fk'],
  ['code_clicks', 'code_id', 'offer_codes', 'code_clicks_code_id_offer_codes_id_fk'],
  ['code_daily_stats', 'code_id', 'offer_codes', 'code_daily_stats_code_id_offer_codes_id_fk'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_code_form" CHECK (
    length("code") BETWEEN 6 AND 16 AND "code" ~ '^[A-HJ-NP-Z2-9]+(-[A-HJ-NP-Z2-9]+)?$');
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_counts_whole" CHECK (
    "uses" >= 0 AND "uses" = trunc("uses") AND ("max_uses" IS NULL OR ("max_uses" BETWEEN 1 AND 1000000 AND "max_uses" = trunc("max_uses"))));
  ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_amount_cents" CHECK ("amount" BETWEEN 0 AND 100000000 AND "amount" = trunc("amount"));
  CREATE UNIQUE INDEX "redemptions_code_order_ref_key" ON "redemptions" ("code_id", "order_ref") WHERE "order_ref" IS NOT NULL;
  CREATE UNIQUE INDEX "code_clicks_code_day_visitor_key" ON "code_clicks" ("code_id", "day", "visitor");
  DROP INDEX "code_clicks_code_idx";
  CREATE UNIQUE INDEX "code_daily_stats_code_day_key" ON "code_daily_stats" ("code_id", "day");
  DROP INDEX "code_daily_stats_code_idx";
  ALTER TABLE "code_daily_stats" ADD CONSTRAINT "code_daily_stats_whole" CHECK (
    "clicks" = trunc("clicks") AND "qr_scans" = trunc("qr_scans") AND "redemptions" = trunc("redemptions") AND "revenue" = trunc("revenue"));`)
  for (const [table, column, target, constraint] of cascades) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP CONSTRAINT ${sql.identifier(constraint)}`)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ADD CONSTRAINT ${sql.identifier(constraint)} FOREIGN KEY (${sql.identifier(column)}) REFERENCES ${sql.identifier(target)}("id") ON DELETE CASCADE`,
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, column, target, constraint] of cascades) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP CONSTRAINT ${sql.identifier(constraint)}`)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ADD CONSTRAINT ${sql.identifier(constraint)} FOREIGN KEY (${sql.identifier(column)}) REFERENCES ${sql.identifier(target)}("id") ON DELETE SET NULL`,
    )
  }
  await db.execute(sql`
  ALTER TABLE "code_daily_stats" DROP CONSTRAINT "code_daily_stats_whole";
  CREATE INDEX "code_daily_stats_code_idx" ON "code_daily_stats" USING btree ("code_id");
  DROP INDEX "code_daily_stats_code_day_key";
  CREATE INDEX "code_clicks_code_idx" ON "code_clicks" USING btree ("code_id");
  DROP INDEX "code_clicks_code_day_visitor_key";
  DROP INDEX "redemptions_code_order_ref_key";
  ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_amount_cents";
  ALTER TABLE "offer_codes" DROP CONSTRAINT "offer_codes_counts_whole";
  ALTER TABLE "offer_codes" DROP CONSTRAINT "offer_codes_code_form";`)
}
