import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words and limits, so a database seeded before the fields existed
// refuses by plan with a message, shows the plan page and sends the trial emails, rather than
// answering that the copy is missing; and so its plans enforce what their cards promise.
const words: [table: 'account' | 'emails', column: string, text: string][] = [
  ['account', 'plan_gate_search_everywhere', 'Searching beyond your own state comes with the {plan} plan.'],
  ['account', 'plan_gate_agreement_templates', 'Partnership agreement templates come with the {plan} plan.'],
  ['account', 'plan_gate_offer_codes', 'Offer codes, tracking links and their results come with the {plan} plan.'],
  ['account', 'plan_gate_monthly_report', 'The monthly collaboration report comes with the {plan} plan.'],
  ['account', 'plan_gate_team_seats', 'Team tools come with the {plan} plan.'],
  ['account', 'plan_gate_api_keys', 'API keys come with the {plan} plan.'],
  ['account', 'plan_gate_no_plan', 'This is not part of any plan yet.'],
  ['account', 'plan_page_current_heading', 'Your plan'],
  ['account', 'plan_page_current', 'You are on the {plan} plan.'],
  ['account', 'plan_page_status_label', 'Status'],
  ['account', 'plan_page_free', 'Free'],
  ['account', 'plan_page_trial', 'Free trial'],
  ['account', 'plan_page_active', 'Active'],
  ['account', 'plan_page_past_due', 'Payment overdue'],
  ['account', 'plan_page_trial_ends', 'Your free trial of {plan} ends on {date}. Your account then moves to Community.'],
  ['account', 'plan_page_renews', 'Next billing date: {date}.'],
  ['account', 'plan_page_billing_label', 'Billing'],
  ['account', 'plan_page_monthly', 'Monthly'],
  ['account', 'plan_page_annual', 'Annual'],
  ['account', 'plan_page_per_month', '{price} a month'],
  ['account', 'plan_page_per_year', '{price} a year'],
  ['account', 'plan_page_annual_saving', 'Pay annually and save {percent}%.'],
  ['account', 'plan_page_commission', '{percent}% commission on paid transactions'],
  ['account', 'plan_page_plans_heading', 'Plans'],
  ['account', 'plan_page_your_plan', 'Your plan'],
  ['account', 'plan_page_choose', 'Choose {plan}'],
  ['account', 'plan_page_starts_trial', 'Starts your {days}-day free trial. No card needed.'],
  ['account', 'plan_page_submit', 'Change plan'],
  ['account', 'plan_page_saving', 'Changing...'],
  ['account', 'plan_page_changed', 'You are now on the {plan} plan.'],
  ['account', 'plan_page_failed', 'Your plan could not be changed. Please try again.'],
  ['account', 'plan_page_unchanged', 'That is already your plan.'],
  ['account', 'plan_page_proration_charge', 'Changing now adds {amount} to your next invoice on {date}.'],
  ['account', 'plan_page_proration_credit', 'Changing now takes {amount} off your next invoice on {date}.'],
  ['account', 'plan_page_proration_none', 'Changing now adds nothing to your next invoice.'],
  ['account', 'plan_page_applies_now', 'A change takes effect at once.'],
  ['account', 'plan_page_needs_script', 'Changing your plan needs JavaScript. Please turn it on in your browser, then reload this page.'],
  ['emails', 'trial_ending_subject', 'Your {brand} {plan} trial ends on {date}'],
  ['emails', 'trial_ending_heading', 'Your free trial ends in three days'],
  ['emails', 'trial_ending_body', 'Hi {firstName},\n\nYour free trial of the {plan} plan ends on {date}. After that your account moves to the free Community plan, and what only {plan} includes stops working.\n\nTo keep {plan}, choose it again on your plan page once the trial has ended.'],
  ['emails', 'trial_ending_action', 'Open my plan'],
  ['emails', 'trial_ending_link_hint', 'Or paste this link into your browser:'],
  ['emails', 'trial_ending_footer', 'You are receiving this because you started a free trial on {brand}.'],
  ['emails', 'trial_ended_subject', 'Your {brand} {plan} trial has ended'],
  ['emails', 'trial_ended_heading', 'Your free trial has ended'],
  ['emails', 'trial_ended_body', 'Hi {firstName},\n\nYour free trial of the {plan} plan ended today, and your account is now on the free Community plan. Your partnerships, proposals and messages are all still there.\n\nYou can choose {plan} again on your plan page at any time.'],
  ['emails', 'trial_ended_action', 'Open my plan'],
  ['emails', 'trial_ended_link_hint', 'Or paste this link into your browser:'],
  ['emails', 'trial_ended_footer', 'You are receiving this because you started a free trial on {brand}.'],
]

const limits: [slug: string, scope: 'state' | 'everywhere', templates: boolean, codes: boolean, report: boolean, seats: number, apiKeys: boolean][] = [
  ['community', 'state', false, false, false, 1, false],
  ['growth', 'everywhere', true, true, true, 1, false],
  ['scale', 'everywhere', true, true, true, 5, true],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_plans_limits_search_scope" AS ENUM('state', 'everywhere');
  CREATE TYPE "public"."enum__plans_v_version_limits_search_scope" AS ENUM('state', 'everywhere');
  CREATE TYPE "public"."enum_members_plan_status" AS ENUM('free', 'trial', 'active', 'past-due');
  CREATE TYPE "public"."enum_members_billing" AS ENUM('monthly', 'annual');
  CREATE TYPE "public"."enum_members_previous_billing" AS ENUM('monthly', 'annual');
  ALTER TABLE "plans" ADD COLUMN "annual_discount_percent" numeric DEFAULT 20;
  ALTER TABLE "plans" ADD COLUMN "limits_search_scope" "enum_plans_limits_search_scope" DEFAULT 'state';
  ALTER TABLE "plans" ADD COLUMN "limits_agreement_templates" boolean DEFAULT false;
  ALTER TABLE "plans" ADD COLUMN "limits_offer_codes" boolean DEFAULT false;
  ALTER TABLE "plans" ADD COLUMN "limits_monthly_report" boolean DEFAULT false;
  ALTER TABLE "plans" ADD COLUMN "limits_team_seats" numeric DEFAULT 1;
  ALTER TABLE "plans" ADD COLUMN "limits_api_keys" boolean DEFAULT false;
  ALTER TABLE "_plans_v" ADD COLUMN "version_annual_discount_percent" numeric DEFAULT 20;
  ALTER TABLE "_plans_v" ADD COLUMN "version_limits_search_scope" "enum__plans_v_version_limits_search_scope" DEFAULT 'state';
  ALTER TABLE "_plans_v" ADD COLUMN "version_limits_agreement_templates" boolean DEFAULT false;
  ALTER TABLE "_plans_v" ADD COLUMN "version_limits_offer_codes" boolean DEFAULT false;
  ALTER TABLE "_plans_v" ADD COLUMN "version_limits_monthly_report" boolean DEFAULT false;
  ALTER TABLE "_plans_v" ADD COLUMN "version_limits_team_seats" numeric DEFAULT 1;
  ALTER TABLE "_plans_v" ADD COLUMN "version_limits_api_keys" boolean DEFAULT false;
  ALTER TABLE "members" ADD COLUMN "plan" varchar DEFAULT 'community' NOT NULL;
  ALTER TABLE "members" ADD COLUMN "plan_status" "enum_members_plan_status" DEFAULT 'free' NOT NULL;
  ALTER TABLE "members" ADD COLUMN "billing" "enum_members_billing" DEFAULT 'monthly' NOT NULL;
  ALTER TABLE "members" ADD COLUMN "trial_ends_at" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "trial_used" boolean DEFAULT false NOT NULL;
  ALTER TABLE "members" ADD COLUMN "renews_at" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "plan_changed_at" timestamp(3) with time zone;
  ALTER TABLE "members" ADD COLUMN "previous_plan" varchar;
  ALTER TABLE "members" ADD COLUMN "previous_billing" "enum_members_previous_billing";
  ALTER TABLE "account" ADD COLUMN "plan_gate_search_everywhere" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_gate_agreement_templates" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_gate_offer_codes" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_gate_monthly_report" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_gate_team_seats" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_gate_api_keys" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_gate_no_plan" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_current_heading" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_current" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_status_label" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_free" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_trial" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_active" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_past_due" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_trial_ends" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_renews" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_billing_label" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_monthly" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_annual" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_per_month" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_per_year" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_annual_saving" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_commission" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_plans_heading" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_your_plan" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_choose" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_starts_trial" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_submit" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_saving" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_changed" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_failed" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_unchanged" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_proration_charge" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_proration_credit" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_proration_none" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_applies_now" varchar;
  ALTER TABLE "account" ADD COLUMN "plan_page_needs_script" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_gate_search_everywhere" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_gate_agreement_templates" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_gate_offer_codes" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_gate_monthly_report" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_gate_team_seats" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_gate_api_keys" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_gate_no_plan" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_current_heading" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_current" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_status_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_free" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_trial" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_active" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_past_due" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_trial_ends" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_renews" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_billing_label" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_monthly" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_annual" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_per_month" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_per_year" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_annual_saving" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_commission" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_plans_heading" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_your_plan" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_choose" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_starts_trial" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_submit" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_saving" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_changed" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_failed" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_unchanged" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_proration_charge" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_proration_credit" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_proration_none" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_applies_now" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_plan_page_needs_script" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ending_subject" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ending_heading" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ending_body" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ending_action" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ending_link_hint" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ending_footer" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ended_subject" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ended_heading" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ended_body" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ended_action" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ended_link_hint" varchar;
  ALTER TABLE "emails" ADD COLUMN "trial_ended_footer" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ending_subject" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ending_heading" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ending_body" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ending_action" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ending_link_hint" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ending_footer" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ended_subject" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ended_heading" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ended_body" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ended_action" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ended_link_hint" varchar;
  ALTER TABLE "_emails_v" ADD COLUMN "version_trial_ended_footer" varchar;
  CREATE INDEX "members_plan_idx" ON "members" USING btree ("plan");
  CREATE INDEX "members_plan_status_idx" ON "members" USING btree ("plan_status");
  CREATE INDEX "members_trial_ends_at_idx" ON "members" USING btree ("trial_ends_at");`)
  for (const [table, column, text] of words) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE ${sql.identifier(`_${table}_v`)} SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
  for (const [slug, scope, templates, codes, report, seats, apiKeys] of limits) {
    await db.execute(sql`UPDATE "plans" SET "limits_search_scope" = ${scope}, "limits_agreement_templates" = ${templates}, "limits_offer_codes" = ${codes},
      "limits_monthly_report" = ${report}, "limits_team_seats" = ${seats}, "limits_api_keys" = ${apiKeys} WHERE "slug" = ${slug}`)
    await db.execute(sql`UPDATE "_plans_v" SET "version_limits_search_scope" = ${scope}, "version_limits_agreement_templates" = ${templates}, "version_limits_offer_codes" = ${codes},
      "version_limits_monthly_report" = ${report}, "version_limits_team_seats" = ${seats}, "version_limits_api_keys" = ${apiKeys} WHERE "version_slug" = ${slug}`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "members_plan_idx";
  DROP INDEX "members_plan_status_idx";
  DROP INDEX "members_trial_ends_at_idx";
  ALTER TABLE "plans" DROP COLUMN "annual_discount_percent";
  ALTER TABLE "plans" DROP COLUMN "limits_search_scope";
  ALTER TABLE "plans" DROP COLUMN "limits_agreement_templates";
  ALTER TABLE "plans" DROP COLUMN "limits_offer_codes";
  ALTER TABLE "plans" DROP COLUMN "limits_monthly_report";
  ALTER TABLE "plans" DROP COLUMN "limits_team_seats";
  ALTER TABLE "plans" DROP COLUMN "limits_api_keys";
  ALTER TABLE "_plans_v" DROP COLUMN "version_annual_discount_percent";
  ALTER TABLE "_plans_v" DROP COLUMN "version_limits_search_scope";
  ALTER TABLE "_plans_v" DROP COLUMN "version_limits_agreement_templates";
  ALTER TABLE "_plans_v" DROP COLUMN "version_limits_offer_codes";
  ALTER TABLE "_plans_v" DROP COLUMN "version_limits_monthly_report";
  ALTER TABLE "_plans_v" DROP COLUMN "version_limits_team_seats";
  ALTER TABLE "_plans_v" DROP COLUMN "version_limits_api_keys";
  ALTER TABLE "members" DROP COLUMN "plan";
  ALTER TABLE "members" DROP COLUMN "plan_status";
  ALTER TABLE "members" DROP COLUMN "billing";
  ALTER TABLE "members" DROP COLUMN "trial_ends_at";
  ALTER TABLE "members" DROP COLUMN "trial_used";
  ALTER TABLE "members" DROP COLUMN "renews_at";
  ALTER TABLE "members" DROP COLUMN "plan_changed_at";
  ALTER TABLE "members" DROP COLUMN "previous_plan";
  ALTER TABLE "members" DROP COLUMN "previous_billing";
  ALTER TABLE "account" DROP COLUMN "plan_gate_search_everywhere";
  ALTER TABLE "account" DROP COLUMN "plan_gate_agreement_templates";
  ALTER TABLE "account" DROP COLUMN "plan_gate_offer_codes";
  ALTER TABLE "account" DROP COLUMN "plan_gate_monthly_report";
  ALTER TABLE "account" DROP COLUMN "plan_gate_team_seats";
  ALTER TABLE "account" DROP COLUMN "plan_gate_api_keys";
  ALTER TABLE "account" DROP COLUMN "plan_gate_no_plan";
  ALTER TABLE "account" DROP COLUMN "plan_page_current_heading";
  ALTER TABLE "account" DROP COLUMN "plan_page_current";
  ALTER TABLE "account" DROP COLUMN "plan_page_status_label";
  ALTER TABLE "account" DROP COLUMN "plan_page_free";
  ALTER TABLE "account" DROP COLUMN "plan_page_trial";
  ALTER TABLE "account" DROP COLUMN "plan_page_active";
  ALTER TABLE "account" DROP COLUMN "plan_page_past_due";
  ALTER TABLE "account" DROP COLUMN "plan_page_trial_ends";
  ALTER TABLE "account" DROP COLUMN "plan_page_renews";
  ALTER TABLE "account" DROP COLUMN "plan_page_billing_label";
  ALTER TABLE "account" DROP COLUMN "plan_page_monthly";
  ALTER TABLE "account" DROP COLUMN "plan_page_annual";
  ALTER TABLE "account" DROP COLUMN "plan_page_per_month";
  ALTER TABLE "account" DROP COLUMN "plan_page_per_year";
  ALTER TABLE "account" DROP COLUMN "plan_page_annual_saving";
  ALTER TABLE "account" DROP COLUMN "plan_page_commission";
  ALTER TABLE "account" DROP COLUMN "plan_page_plans_heading";
  ALTER TABLE "account" DROP COLUMN "plan_page_your_plan";
  ALTER TABLE "account" DROP COLUMN "plan_page_choose";
  ALTER TABLE "account" DROP COLUMN "plan_page_starts_trial";
  ALTER TABLE "account" DROP COLUMN "plan_page_submit";
  ALTER TABLE "account" DROP COLUMN "plan_page_saving";
  ALTER TABLE "account" DROP COLUMN "plan_page_changed";
  ALTER TABLE "account" DROP COLUMN "plan_page_failed";
  ALTER TABLE "account" DROP COLUMN "plan_page_unchanged";
  ALTER TABLE "account" DROP COLUMN "plan_page_proration_charge";
  ALTER TABLE "account" DROP COLUMN "plan_page_proration_credit";
  ALTER TABLE "account" DROP COLUMN "plan_page_proration_none";
  ALTER TABLE "account" DROP COLUMN "plan_page_applies_now";
  ALTER TABLE "account" DROP COLUMN "plan_page_needs_script";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_gate_search_everywhere";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_gate_agreement_templates";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_gate_offer_codes";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_gate_monthly_report";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_gate_team_seats";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_gate_api_keys";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_gate_no_plan";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_current_heading";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_current";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_status_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_free";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_trial";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_active";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_past_due";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_trial_ends";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_renews";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_billing_label";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_monthly";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_annual";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_per_month";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_per_year";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_annual_saving";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_commission";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_plans_heading";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_your_plan";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_choose";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_starts_trial";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_submit";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_saving";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_changed";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_failed";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_unchanged";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_proration_charge";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_proration_credit";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_proration_none";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_applies_now";
  ALTER TABLE "_account_v" DROP COLUMN "version_plan_page_needs_script";
  ALTER TABLE "emails" DROP COLUMN "trial_ending_subject";
  ALTER TABLE "emails" DROP COLUMN "trial_ending_heading";
  ALTER TABLE "emails" DROP COLUMN "trial_ending_body";
  ALTER TABLE "emails" DROP COLUMN "trial_ending_action";
  ALTER TABLE "emails" DROP COLUMN "trial_ending_link_hint";
  ALTER TABLE "emails" DROP COLUMN "trial_ending_footer";
  ALTER TABLE "emails" DROP COLUMN "trial_ended_subject";
  ALTER TABLE "emails" DROP COLUMN "trial_ended_heading";
  ALTER TABLE "emails" DROP COLUMN "trial_ended_body";
  ALTER TABLE "emails" DROP COLUMN "trial_ended_action";
  ALTER TABLE "emails" DROP COLUMN "trial_ended_link_hint";
  ALTER TABLE "emails" DROP COLUMN "trial_ended_footer";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ending_subject";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ending_heading";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ending_body";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ending_action";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ending_link_hint";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ending_footer";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ended_subject";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ended_heading";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ended_body";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ended_action";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ended_link_hint";
  ALTER TABLE "_emails_v" DROP COLUMN "version_trial_ended_footer";
  DROP TYPE "public"."enum_plans_limits_search_scope";
  DROP TYPE "public"."enum__plans_v_version_limits_search_scope";
  DROP TYPE "public"."enum_members_plan_status";
  DROP TYPE "public"."enum_members_billing";
  DROP TYPE "public"."enum_members_previous_billing";`)
}
