import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the plan page's new words, so a database seeded before the fields
// existed shows what a change gains and loses rather than answering that the copy is missing; and
// the seeded plans' buttons, still leading to /contact, lead to the plan page with their plan chosen.
const words: [column: string, text: string][] = [
  ['plan_page_changes_heading', 'What changes'],
  ['plan_page_gains', 'You gain'],
  ['plan_page_loses', 'You lose'],
  ['plan_page_limit_search_everywhere', 'Partner search in every state'],
  ['plan_page_limit_agreement_templates', 'Partnership agreement templates'],
  ['plan_page_limit_offer_codes', 'Offer codes, tracking links and their results'],
  ['plan_page_limit_monthly_report', 'The monthly collaboration report'],
  ['plan_page_limit_team_seats', '{count} team seats'],
  ['plan_page_limit_api_keys', 'API keys'],
  ['plan_page_dashboard_link', 'Manage your plan'],
]

const seededPlans = ['community', 'growth', 'scale']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account" ADD COLUMN "plan_page_changes_heading" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_gains" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_loses" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_limit_search_everywhere" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_limit_agreement_templates" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_limit_offer_codes" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_limit_monthly_report" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_limit_team_seats" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_limit_api_keys" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_dashboard_link" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_changes_heading" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_gains" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_loses" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_limit_search_everywhere" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_limit_agreement_templates" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_limit_offer_codes" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_limit_monthly_report" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_limit_team_seats" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_limit_api_keys" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_dashboard_link" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "account" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_account_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
  for (const slug of seededPlans) {
    const href = `/dashboard/plan?plan=${slug}`
    await db.execute(sql`UPDATE "plans" SET "cta_href" = ${href} WHERE "slug" = ${slug} AND "cta_href" = '/contact'`)
    await db.execute(sql`UPDATE "_plans_v" SET "version_cta_href" = ${href} WHERE "version_slug" = ${slug} AND "version_cta_href" = '/contact'`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account" DROP COLUMN "plan_page_changes_heading";
  ALTER TABLE "account" DROP COLUMN "plan_page_gains";
  ALTER TABLE "account" DROP COLUMN "plan_page_loses";
  ALTER TABLE "account" DROP COLUMN "plan_page_limit_search_everywhere";
  ALTER TABLE "account" DROP COLUMN "plan_page_limit_agreement_templates";
  ALTER TABLE "account" DROP COLUMN "plan_page_limit_offer_codes";
  ALTER TABLE "account" DROP COLUMN "plan_page_limit_monthly_report";
  ALTER TABLE "account" DROP COLUMN "plan_page_limit_team_seats";
  ALTER TABLE "account" DROP COLUMN "plan_page_limit_api_keys";
  ALTER TABLE "account" DROP COLUMN "plan_page_dashboard_link";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_changes_heading";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_gains";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_loses";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_limit_search_everywhere";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_limit_agreement_templates";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_limit_offer_codes";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_limit_monthly_report";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_limit_team_seats";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_limit_api_keys";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_dashboard_link";`)
}
