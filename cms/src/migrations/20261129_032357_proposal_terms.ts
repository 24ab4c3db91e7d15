import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A proposal's terms by its model (CONTRACT §8): a whole percent 1-50 only in a commission proposal,
// a fee of 1 to 100,000,000 cents only in a paid placement. Proposals sent before these columns
// have neither, which the rule allows. The words come with their own copy, so a directory seeded
// before the fields existed shows the terms.
const words: [column: string, text: string][] = [
  ['proposal_form_commission_label', 'Commission on each sale (%)'],
  ['proposal_form_commission_hint', 'The share of each sale made with your offer codes that you pay them, from 1% to 50%.'],
  ['proposal_form_fee_label', 'Placement fee (AUD)'],
  ['proposal_form_fee_hint', 'What you pay them for the placement, once the agreement is fixed.'],
  ['collaborations_page_commission_terms', '{percent}% commission on each sale'],
  ['collaborations_page_fee_terms', 'Placement fee {fee}'],
  ['emails_commission_terms', 'Commission: {percent}% of each sale'],
  ['emails_fee_terms', 'Placement fee: {fee}'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "proposals" ADD COLUMN "commission_percent" numeric;
  ALTER TABLE "proposals" ADD COLUMN "fee" numeric;
  ALTER TABLE "directory" ADD COLUMN "proposal_form_commission_label" varchar;
  ALTER TABLE "directory" ADD COLUMN "proposal_form_commission_hint" varchar;
  ALTER TABLE "directory" ADD COLUMN "proposal_form_fee_label" varchar;
  ALTER TABLE "directory" ADD COLUMN "proposal_form_fee_hint" varchar;
  ALTER TABLE "directory" ADD COLUMN "collaborations_page_commission_terms" varchar;
  ALTER TABLE "directory" ADD COLUMN "collaborations_page_fee_terms" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_commission_terms" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_fee_terms" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_proposal_form_commission_label" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_proposal_form_commission_hint" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_proposal_form_fee_label" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_proposal_form_fee_hint" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_commission_terms" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_fee_terms" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_commission_terms" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_fee_terms" varchar;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_terms_by_model" CHECK (
    ("commission_percent" IS NULL OR ("model" = 'commission' AND "commission_percent" BETWEEN 1 AND 50 AND "commission_percent" = trunc("commission_percent")))
    AND ("fee" IS NULL OR ("model" = 'paid-placement' AND "fee" BETWEEN 1 AND 100000000 AND "fee" = trunc("fee"))));`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "proposals" DROP CONSTRAINT "proposals_terms_by_model";
  ALTER TABLE "proposals" DROP COLUMN "commission_percent";
  ALTER TABLE "proposals" DROP COLUMN "fee";
  ALTER TABLE "directory" DROP COLUMN "proposal_form_commission_label";
  ALTER TABLE "directory" DROP COLUMN "proposal_form_commission_hint";
  ALTER TABLE "directory" DROP COLUMN "proposal_form_fee_label";
  ALTER TABLE "directory" DROP COLUMN "proposal_form_fee_hint";
  ALTER TABLE "directory" DROP COLUMN "collaborations_page_commission_terms";
  ALTER TABLE "directory" DROP COLUMN "collaborations_page_fee_terms";
  ALTER TABLE "directory" DROP COLUMN "emails_commission_terms";
  ALTER TABLE "directory" DROP COLUMN "emails_fee_terms";
  ALTER TABLE "_directory_v" DROP COLUMN "version_proposal_form_commission_label";
  ALTER TABLE "_directory_v" DROP COLUMN "version_proposal_form_commission_hint";
  ALTER TABLE "_directory_v" DROP COLUMN "version_proposal_form_fee_label";
  ALTER TABLE "_directory_v" DROP COLUMN "version_proposal_form_fee_hint";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_commission_terms";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_fee_terms";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_commission_terms";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_fee_terms";`)
}
