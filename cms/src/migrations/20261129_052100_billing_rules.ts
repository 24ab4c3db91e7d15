// Hand-written (no snapshot): what Payload cannot declare for invoices and statements (decision 0109).
// - One invoice per business and month, one statement per pair of businesses and month, whatever
//   runs at once (the billing run's `on conflict do nothing` relies on these indexes).
// - Invoice numbers come from a counter row per year, taken in the transaction that issues the
//   invoice: a run that fails gives its number back, so numbers have no gaps.
// - A statement's ledger entries move with it, whoever moves it (a member on the site, an admin
//   resolving a dispute): `invoiced` while it is issued, then `paid`, `confirmed` or `disputed`.
// - Amounts are whole cents; an existing database gets the seeded words of the two new emails and
//   of the invoices page.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "invoice_counters" ("year" integer PRIMARY KEY NOT NULL, "last" integer NOT NULL CHECK ("last" >= 0));
  CREATE UNIQUE INDEX "invoices_business_month_key" ON "invoices" ("business_id", "month");
  CREATE UNIQUE INDEX "statements_pair_month_key" ON "statements" (least("payer_id", "payee_id"), greatest("payer_id", "payee_id"), "month");
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cents" CHECK ("total" = trunc("total") AND "gst" = trunc("gst"));
  ALTER TABLE "statements" ADD CONSTRAINT "statements_cents" CHECK ("amount" >= 0 AND "amount" = trunc("amount") AND "payer_owes" = trunc("payer_owes") AND "payee_owes" = trunc("payee_owes") AND "amount" = "payer_owes" - "payee_owes");
  CREATE FUNCTION "statements_entries_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "ledger_entries" SET "status" = (CASE NEW."status"::text WHEN 'issued' THEN 'invoiced' ELSE NEW."status"::text END)::"enum_ledger_entries_status", "updated_at" = now()
     WHERE "statement_id" = NEW."id" AND "status" <> 'void';
    RETURN NEW;
  END $$;
  CREATE TRIGGER "statements_entries_follow" AFTER UPDATE OF "status" ON "statements" FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "statements_entries_follow"();
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
    "statement_issued_footer" = coalesce("statement_issued_footer", 'You are receiving this because your business has a collaboration on {brand}.');
  UPDATE "account" SET
    "invoices_page_title" = coalesce("invoices_page_title", 'Invoices and statements'),
    "invoices_page_intro" = coalesce("invoices_page_intro", 'Kindred invoices your business on the first day of each month for your plan and the platform commission. Statements show what you and each partner owe each other after netting.'),
    "invoices_page_invoices_heading" = coalesce("invoices_page_invoices_heading", 'Invoices'),
    "invoices_page_no_invoices" = coalesce("invoices_page_no_invoices", 'No invoices yet. Your first one arrives on the first day of next month.'),
    "invoices_page_number_label" = coalesce("invoices_page_number_label", 'Number'),
    "invoices_page_month_label" = coalesce("invoices_page_month_label", 'Month'),
    "invoices_page_issued_label" = coalesce("invoices_page_issued_label", 'Issued'),
    "invoices_page_total_label" = coalesce("invoices_page_total_label", 'Total'),
    "invoices_page_view" = coalesce("invoices_page_view", 'View'),
    "invoices_page_statements_heading" = coalesce("invoices_page_statements_heading", 'Statements'),
    "invoices_page_no_statements" = coalesce("invoices_page_no_statements", 'No statements yet. A statement appears when you and a partner owe each other commission or a placement fee.'),
    "invoices_page_owes" = coalesce("invoices_page_owes", '{payer} owes {payee} {amount}'),
    "invoices_page_status_issued" = coalesce("invoices_page_status_issued", 'Issued'),
    "invoices_page_status_paid" = coalesce("invoices_page_status_paid", 'Marked paid'),
    "invoices_page_status_confirmed" = coalesce("invoices_page_status_confirmed", 'Confirmed'),
    "invoices_page_status_disputed" = coalesce("invoices_page_status_disputed", 'Disputed'),
    "invoices_page_mark_paid" = coalesce("invoices_page_mark_paid", 'Mark as paid'),
    "invoices_page_confirm" = coalesce("invoices_page_confirm", 'Confirm payment'),
    "invoices_page_dispute" = coalesce("invoices_page_dispute", 'Dispute'),
    "invoices_page_dispute_reason" = coalesce("invoices_page_dispute_reason", 'What is wrong with this statement?'),
    "invoices_page_dispute_until" = coalesce("invoices_page_dispute_until", 'You can dispute it until {date}.'),
    "invoices_page_action_failed" = coalesce("invoices_page_action_failed", 'That did not work. Please reload the page and try again.'),
    "invoices_page_invoice_title" = coalesce("invoices_page_invoice_title", 'Tax invoice {number}'),
    "invoices_page_supplier" = coalesce("invoices_page_supplier", 'Kindred, Melbourne VIC, Australia'),
    "invoices_page_billed_to" = coalesce("invoices_page_billed_to", 'Billed to'),
    "invoices_page_issued_on" = coalesce("invoices_page_issued_on", 'Issued {date}'),
    "invoices_page_period" = coalesce("invoices_page_period", 'For {month}'),
    "invoices_page_description_heading" = coalesce("invoices_page_description_heading", 'Description'),
    "invoices_page_amount_heading" = coalesce("invoices_page_amount_heading", 'Amount (incl. GST)'),
    "invoices_page_line_subscription" = coalesce("invoices_page_line_subscription", 'Plan subscription'),
    "invoices_page_line_proration" = coalesce("invoices_page_line_proration", 'Plan change (prorated)'),
    "invoices_page_line_platform_commission" = coalesce("invoices_page_line_platform_commission", 'Platform commission'),
    "invoices_page_line_adjustment" = coalesce("invoices_page_line_adjustment", 'Adjustment'),
    "invoices_page_total_including_gst" = coalesce("invoices_page_total_including_gst", 'Total (incl. GST)'),
    "invoices_page_gst_included" = coalesce("invoices_page_gst_included", 'GST included'),
    "invoices_page_total_ex_gst" = coalesce("invoices_page_total_ex_gst", 'Total excluding GST'),
    "invoices_page_gst_note" = coalesce("invoices_page_gst_note", 'Prices include GST. The GST shown is one eleventh of the total, rounded to the cent.'),
    "invoices_page_print" = coalesce("invoices_page_print", 'Print'),
    "invoices_page_not_found" = coalesce("invoices_page_not_found", 'We could not find that invoice.'),
    "invoices_page_dashboard_link" = coalesce("invoices_page_dashboard_link", 'Invoices');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "statements_entries_follow" ON "statements";
  DROP FUNCTION "statements_entries_follow"();
  ALTER TABLE "statements" DROP CONSTRAINT "statements_cents";
  ALTER TABLE "invoices" DROP CONSTRAINT "invoices_cents";
  DROP INDEX "statements_pair_month_key";
  DROP INDEX "invoices_business_month_key";
  DROP TABLE "invoice_counters";`)
}
