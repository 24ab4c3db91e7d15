import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the new words (the email settings page's hints and the results page's
// counter links, shop integrations and import), so a database seeded before the fields existed shows
// these pages rather than answering that the copy is missing. Rows that already have words keep them.
const words: [table: 'account' | 'results', column: string, text: string][] = [
  ['account', 'notification_settings_instant_hint', 'An email soon after something happens: at most one per conversation every 10 minutes.'],
  ['account', 'notification_settings_daily_hint', 'One email a day with everything new, at 8 am Melbourne time.'],
  ['account', 'notification_settings_off_hint', 'No emails; you still see everything on your dashboard.'],
  ['account', 'notification_settings_monthly_report_on', 'Send it'],
  ['account', 'notification_settings_monthly_report_off', 'Don’t send it'],
  ['account', 'notification_settings_monthly_report_hint', 'On the first day of each month: the clicks, scans, sales and revenue of each collaboration.'],
  ['results', 'ingest_heading', 'Sales from your shop'],
  ['results', 'ingest_intro', 'Sales can also reach your results without this page: from a counter link your staff open, straight from your online shop, or from a file.'],
  ['results', 'ingest_copy', 'Copy'],
  ['results', 'ingest_copied', 'Copied to the clipboard.'],
  ['results', 'ingest_confirm_no', 'Keep it'],
  ['results', 'ingest_plan_link', 'See the plans'],
  ['results', 'ingest_counter_heading', 'Counter links'],
  ['results', 'ingest_counter_intro', 'A counter link opens a page where your shop staff record a sale made with an offer code, without an account. Make one for each till or shop, and delete it when it is no longer needed.'],
  ['results', 'ingest_counter_label', 'Name of the link (e.g. Front till)'],
  ['results', 'ingest_counter_create', 'Make a counter link'],
  ['results', 'ingest_counter_creating', 'Making…'],
  ['results', 'ingest_counter_created', 'Your counter link “{label}” is ready. Copy it now: it is shown only this once.'],
  ['results', 'ingest_counter_staff_help', 'For your staff: open this link on the shop’s computer or tablet and bookmark it. When a customer uses a Kindred offer code, type the code, the amount paid and the receipt number, and press Record the sale. Anyone with the link can record sales for your business, so keep it inside the shop.'],
  ['results', 'ingest_counter_empty', 'You have no counter links yet.'],
  ['results', 'ingest_counter_made', 'Made {date}'],
  ['results', 'ingest_counter_revoke', 'Delete'],
  ['results', 'ingest_counter_revoke_confirm', 'Delete “{label}”? Its page stops working at once.'],
  ['results', 'ingest_counter_revoke_yes', 'Yes, delete it'],
  ['results', 'ingest_counter_revoked', '“{label}” is deleted: its page no longer works.'],
  ['results', 'ingest_shop_heading', 'Shop integrations'],
  ['results', 'ingest_shop_intro', 'Connect your Shopify or WooCommerce shop: each order paid with one of your Kindred offer codes is recorded as a sale, once per order.'],
  ['results', 'ingest_shop_platform', 'Your shop runs on'],
  ['results', 'ingest_shopify', 'Shopify'],
  ['results', 'ingest_woocommerce', 'WooCommerce'],
  ['results', 'ingest_shop_label', 'Name of the shop'],
  ['results', 'ingest_shop_create', 'Connect a shop'],
  ['results', 'ingest_shop_creating', 'Connecting…'],
  ['results', 'ingest_shop_created', '“{label}” is connected. Copy the webhook URL and the secret into your shop now: they are shown only this once. Lost them? Delete the integration and make a new one.'],
  ['results', 'ingest_shop_url', 'Webhook URL'],
  ['results', 'ingest_shop_secret', 'Secret'],
  ['results', 'ingest_shopify_steps', 'In your Shopify admin, open Settings, then Notifications, then Webhooks.\nCreate a webhook for the event Order payment, in the format JSON, and paste the webhook URL above.\nKeep the secret above with your records: only orders signed with it are recorded.'],
  ['results', 'ingest_woocommerce_steps', 'In WordPress, open WooCommerce, then Settings, then Advanced, then Webhooks.\nAdd a webhook with the topic Order created and the status Active.\nPaste the webhook URL above as the Delivery URL and the secret above as the Secret.\nSave the webhook.'],
  ['results', 'ingest_shop_empty', 'You have no shop integrations yet.'],
  ['results', 'ingest_shop_made', '{platform}, connected {date}'],
  ['results', 'ingest_shop_delete', 'Delete'],
  ['results', 'ingest_shop_delete_confirm', 'Delete “{label}”? Its orders are no longer recorded from now on.'],
  ['results', 'ingest_shop_delete_yes', 'Yes, delete it'],
  ['results', 'ingest_shop_deleted', '“{label}” is deleted: its orders are no longer recorded.'],
  ['results', 'ingest_import_heading', 'Import a file of sales'],
  ['results', 'ingest_import_intro', 'A CSV file with the header code,amount,orderRef,redeemedAt, one sale a line, the amount in dollars: for example SUMMER-24,12.50,R-1001,2026-11-20. At most 5,000 lines and 1 MB. We check the file first and store nothing until you say so.'],
  ['results', 'ingest_import_file', 'CSV file'],
  ['results', 'ingest_import_check', 'Check the file'],
  ['results', 'ingest_import_checking', 'Checking…'],
  ['results', 'ingest_import_no_file', 'Choose a CSV file first.'],
  ['results', 'ingest_import_too_large', 'The file is larger than 1 MB. Please split it into smaller files.'],
  ['results', 'ingest_import_preview', 'Nothing is stored yet. This file would record {imported} sales; {duplicates} are already recorded and would be counted once; {errors} lines have problems and would be left out.'],
  ['results', 'ingest_import_line', 'Line {line}: {message}'],
  ['results', 'ingest_import_confirm', 'Import the sales'],
  ['results', 'ingest_importing', 'Importing…'],
  ['results', 'ingest_import_done', 'Done: {imported} sales recorded, {duplicates} already recorded, {errors} lines left out.'],
  ['results', 'ingest_import_again', 'Check another file'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account" ADD COLUMN "notification_settings_instant_hint" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_daily_hint" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_off_hint" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_monthly_report_on" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_monthly_report_off" varchar;
  ALTER TABLE "account" ADD COLUMN "notification_settings_monthly_report_hint" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_instant_hint" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_daily_hint" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_off_hint" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_monthly_report_on" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_monthly_report_off" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_notification_settings_monthly_report_hint" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_heading" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_intro" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_copy" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_copied" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_confirm_no" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_plan_link" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_heading" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_intro" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_label" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_create" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_creating" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_created" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_staff_help" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_empty" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_made" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_revoke" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_revoke_confirm" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_revoke_yes" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_counter_revoked" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_heading" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_intro" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_platform" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shopify" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_woocommerce" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_label" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_create" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_creating" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_created" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_url" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_secret" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shopify_steps" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_woocommerce_steps" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_empty" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_made" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_delete" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_delete_confirm" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_delete_yes" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_shop_deleted" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_heading" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_intro" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_file" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_check" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_checking" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_no_file" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_too_large" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_preview" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_line" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_confirm" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_importing" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_done" varchar;
  ALTER TABLE "results" ADD COLUMN "ingest_import_again" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_heading" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_intro" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_copy" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_copied" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_confirm_no" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_plan_link" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_heading" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_intro" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_label" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_create" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_creating" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_created" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_staff_help" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_empty" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_made" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_revoke" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_revoke_confirm" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_revoke_yes" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_counter_revoked" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_heading" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_intro" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_platform" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shopify" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_woocommerce" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_label" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_create" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_creating" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_created" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_url" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_secret" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shopify_steps" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_woocommerce_steps" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_empty" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_made" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_delete" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_delete_confirm" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_delete_yes" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_shop_deleted" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_heading" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_intro" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_file" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_check" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_checking" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_no_file" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_too_large" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_preview" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_line" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_confirm" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_importing" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_done" varchar;
  ALTER TABLE "_results_v" ADD COLUMN "version_ingest_import_again" varchar;`)
  for (const [table, column, text] of words) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE ${sql.identifier(`_${table}_v`)} SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}


export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account" DROP COLUMN "notification_settings_instant_hint";
  ALTER TABLE "account" DROP COLUMN "notification_settings_daily_hint";
  ALTER TABLE "account" DROP COLUMN "notification_settings_off_hint";
  ALTER TABLE "account" DROP COLUMN "notification_settings_monthly_report_on";
  ALTER TABLE "account" DROP COLUMN "notification_settings_monthly_report_off";
  ALTER TABLE "account" DROP COLUMN "notification_settings_monthly_report_hint";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_instant_hint";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_daily_hint";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_off_hint";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_monthly_report_on";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_monthly_report_off";
  ALTER TABLE "_account_v" DROP COLUMN "version_notification_settings_monthly_report_hint";
  ALTER TABLE "results" DROP COLUMN "ingest_heading";
  ALTER TABLE "results" DROP COLUMN "ingest_intro";
  ALTER TABLE "results" DROP COLUMN "ingest_copy";
  ALTER TABLE "results" DROP COLUMN "ingest_copied";
  ALTER TABLE "results" DROP COLUMN "ingest_confirm_no";
  ALTER TABLE "results" DROP COLUMN "ingest_plan_link";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_heading";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_intro";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_label";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_create";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_creating";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_created";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_staff_help";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_empty";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_made";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_revoke";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_revoke_confirm";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_revoke_yes";
  ALTER TABLE "results" DROP COLUMN "ingest_counter_revoked";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_heading";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_intro";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_platform";
  ALTER TABLE "results" DROP COLUMN "ingest_shopify";
  ALTER TABLE "results" DROP COLUMN "ingest_woocommerce";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_label";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_create";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_creating";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_created";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_url";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_secret";
  ALTER TABLE "results" DROP COLUMN "ingest_shopify_steps";
  ALTER TABLE "results" DROP COLUMN "ingest_woocommerce_steps";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_empty";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_made";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_delete";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_delete_confirm";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_delete_yes";
  ALTER TABLE "results" DROP COLUMN "ingest_shop_deleted";
  ALTER TABLE "results" DROP COLUMN "ingest_import_heading";
  ALTER TABLE "results" DROP COLUMN "ingest_import_intro";
  ALTER TABLE "results" DROP COLUMN "ingest_import_file";
  ALTER TABLE "results" DROP COLUMN "ingest_import_check";
  ALTER TABLE "results" DROP COLUMN "ingest_import_checking";
  ALTER TABLE "results" DROP COLUMN "ingest_import_no_file";
  ALTER TABLE "results" DROP COLUMN "ingest_import_too_large";
  ALTER TABLE "results" DROP COLUMN "ingest_import_preview";
  ALTER TABLE "results" DROP COLUMN "ingest_import_line";
  ALTER TABLE "results" DROP COLUMN "ingest_import_confirm";
  ALTER TABLE "results" DROP COLUMN "ingest_importing";
  ALTER TABLE "results" DROP COLUMN "ingest_import_done";
  ALTER TABLE "results" DROP COLUMN "ingest_import_again";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_heading";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_intro";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_copy";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_copied";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_confirm_no";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_plan_link";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_heading";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_intro";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_label";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_create";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_creating";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_created";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_staff_help";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_empty";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_made";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_revoke";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_revoke_confirm";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_revoke_yes";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_counter_revoked";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_heading";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_intro";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_platform";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shopify";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_woocommerce";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_label";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_create";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_creating";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_created";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_url";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_secret";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shopify_steps";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_woocommerce_steps";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_empty";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_made";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_delete";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_delete_confirm";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_delete_yes";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_shop_deleted";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_heading";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_intro";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_file";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_check";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_checking";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_no_file";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_too_large";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_preview";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_line";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_confirm";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_importing";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_done";
  ALTER TABLE "_results_v" DROP COLUMN "version_ingest_import_again";`)
}
