// Hand-written (no snapshot): what Payload cannot declare for the ledger (docs/decisions/0107).
// - Amounts are whole cents, never negative (a correction is an `adjustment` entry, its sign the
//   direction of payer and payee); a statement id is whole too.
// - One entry per source and kind: a retried sale or a second confirmation never writes twice,
//   whatever arrives at once (`on conflict do nothing` relies on this index).
// - A side is a business or Kindred, never both.
// - Append-only: no row is deleted, and an update may change only how far it has got (status,
//   statement, invoice number); its amount, parties, kind and source stay as written.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_cents" CHECK ("amount" >= 0 AND "amount" <= 1000000000000 AND "amount" = trunc("amount"));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_statement_whole" CHECK ("statement_id" IS NULL OR "statement_id" = trunc("statement_id"));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_payer" CHECK (NOT (coalesce("payer_is_kindred", false) AND "payer_id" IS NOT NULL));
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_one_payee" CHECK (NOT (coalesce("payee_is_kindred", false) AND "payee_id" IS NOT NULL));
  CREATE UNIQUE INDEX "ledger_entries_source_kind_key" ON "ledger_entries" ("source", "kind");
  CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'ledger entries are never deleted' USING ERRCODE = 'check_violation';
    END IF;
    IF NEW."amount" IS DISTINCT FROM OLD."amount" OR NEW."kind" IS DISTINCT FROM OLD."kind" OR NEW."source" IS DISTINCT FROM OLD."source"
       OR NEW."currency" IS DISTINCT FROM OLD."currency"
       OR NEW."payer_is_kindred" IS DISTINCT FROM OLD."payer_is_kindred" OR NEW."payee_is_kindred" IS DISTINCT FROM OLD."payee_is_kindred"
       OR NEW."created_at" IS DISTINCT FROM OLD."created_at"
       -- A business or collaboration that goes takes itself off (ON DELETE SET NULL); nothing puts another in its place.
       OR (NEW."collaboration_id" IS DISTINCT FROM OLD."collaboration_id" AND NEW."collaboration_id" IS NOT NULL)
       OR (NEW."payer_id" IS DISTINCT FROM OLD."payer_id" AND NEW."payer_id" IS NOT NULL)
       OR (NEW."payee_id" IS DISTINCT FROM OLD."payee_id" AND NEW."payee_id" IS NOT NULL)
       OR (OLD."status" = 'void' AND NEW."status" <> 'void') THEN
      RAISE EXCEPTION 'a ledger entry keeps its amount, parties and source; only its status moves' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER "ledger_entries_append_only" ON "ledger_entries";
  DROP FUNCTION "ledger_entries_append_only"();
  DROP INDEX "ledger_entries_source_kind_key";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_one_payee";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_one_payer";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_statement_whole";
  ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_amount_cents";`)
}
