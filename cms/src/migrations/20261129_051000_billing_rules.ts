// Hand-written (no snapshot): what Payload cannot declare for invoices and statements (decision 0109).
// - One invoice per business and month, one statement per pair of businesses and month, whatever
//   runs at once (the billing run's `on conflict do nothing` relies on these indexes).
// - Invoice numbers come from a counter row per year, taken in the transaction that issues the
//   invoice: a run that fails gives its number back, so numbers have no gaps.
// - Amounts are whole cents; an existing database gets the seeded words of the two new emails.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "invoice_counters" ("year" integer PRIMARY KEY NOT NULL, "last" integer NOT NULL CHECK ("last" >= 0));
  CREATE UNIQUE INDEX "invoices_business_month_key" ON "invoices" ("business_id", "month");
  CREATE UNIQUE INDEX "statements_pair_month_key" ON "statements" (least("payer_id", "payee_id"), greatest("payer_id", "payee_id"), "month");
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cents" CHECK ("total" = trunc("total") AND "gst" = trunc("gst"));
  ALTER TABLE "statements" ADD CONSTRAINT "statements_cents" CHECK ("amount" >= 0 AND "amount" = trunc("amount") AND "payer_owes" = trunc("payer_owes") AND "payee_owes" = trunc("payee_owes") AND "amount" = "payer_owes" - "payee_owes");
  UPDATE "emails" SET
    "invoice_issued_subject" = coalesce("invoice_issued_subject", 'Your {brand} invoice {number} for {month}'),
    "invoice_issued_heading" = coalesce("invoice_issued_heading", 'Your invoice for {month}'),
    "invoice_issued_body" = coalesce("invoice_issued_body", E'Hi {firstName},\n\nYour {brand} invoice {number} for {month} is ready. It comes to {total}, which includes GST of {gst}.'),
    "invoice_issued_action" = coalesce("invoice_issued_action", 'View my invoice'),
    "invoice_issued_link_hint" = coalesce("invoice_issued_link_hint", 'Or paste this link into your browser:'),
    "invoice_issued_footer" = coalesce("invoice_issued_footer", 'You are receiving this because your business is a member of {brand}.'),
    "statement_issued_subject" = coalesce("statement_issued_subject", 'Your {brand} statement for {month}'),
    "statement_issued_heading" = coalesce("statement_issued_heading", 'Your statement for {month}'),
    "statement_issued_body" = coalesce("statement_issued_body", E'Hi {firstName},\n\nYour statement for {month} is ready: after netting what each side owes, {payer} owes {payee} {amount}.\n\nThe business that pays marks it paid, the other confirms it, and either may dispute it within 14 days.'),
    "statement_issued_action" = coalesce("statement_issued_action", 'Open my invoices'),
    "statement_issued_link_hint" = coalesce("statement_issued_link_hint", 'Or paste this link into your browser:'),
    "statement_issued_footer" = coalesce("statement_issued_footer", 'You are receiving this because your business has a collaboration on {brand}.');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "statements" DROP CONSTRAINT "statements_cents";
  ALTER TABLE "invoices" DROP CONSTRAINT "invoices_cents";
  DROP INDEX "statements_pair_month_key";
  DROP INDEX "invoices_business_month_key";
  DROP TABLE "invoice_counters";`)
}
