// Hand-written (no snapshot): one monthly report per member and month. The report's runner inserts
// the (member, month) row (ON CONFLICT DO NOTHING) in the transaction that queues the email and
// queues it only when the row was its own, so however many site processes run it, and however often
// they restart, a member gets one report a month (docs/decisions/0110-api-keys-and-the-monthly-report.md).
// The unique index serves lookups by member too, so Payload's plain one goes.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE UNIQUE INDEX "monthly_reports_member_month_key" ON "monthly_reports" ("member_id", "month");
  DROP INDEX "monthly_reports_member_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX "monthly_reports_member_idx" ON "monthly_reports" USING btree ("member_id");
  DROP INDEX "monthly_reports_member_month_key";`)
}
