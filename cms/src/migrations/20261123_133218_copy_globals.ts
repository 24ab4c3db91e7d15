import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_forms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_account_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__account_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_emails_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__emails_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"validation_required" varchar,
  	"validation_invalid_email" varchar,
  	"validation_email_local_part" varchar,
  	"validation_password_min" varchar,
  	"validation_password_max" varchar,
  	"validation_too_long" varchar,
  	"validation_not_allowed" varchar,
  	"validation_invalid_phone" varchar,
  	"validation_choose_option" varchar,
  	"validation_choose_business_type" varchar,
  	"contact_form_label" varchar,
  	"contact_name_label" varchar,
  	"contact_email_label" varchar,
  	"contact_phone_label" varchar,
  	"contact_phone_placeholder" varchar,
  	"contact_company_label" varchar,
  	"contact_type_label" varchar,
  	"contact_type_placeholder" varchar,
  	"contact_message_label" varchar,
  	"contact_optional_hint" varchar,
  	"contact_submit" varchar,
  	"contact_sending" varchar,
  	"contact_sent" varchar,
  	"contact_success" varchar,
  	"contact_failure" varchar,
  	"contact_invalid" varchar,
  	"contact_throttled" varchar,
  	"sign_in_email_label" varchar,
  	"sign_in_email_placeholder" varchar,
  	"sign_in_password_label" varchar,
  	"sign_in_password_placeholder" varchar,
  	"sign_in_forgot_password" varchar,
  	"sign_in_submit" varchar,
  	"sign_in_submitting" varchar,
  	"sign_in_failed" varchar,
  	"sign_in_google_failed" varchar,
  	"sign_in_google_init_failed" varchar,
  	"sign_in_google_init_error" varchar,
  	"sign_in_or_continue_with" varchar,
  	"sign_in_continue_with_google" varchar,
  	"sign_in_dismiss_error" varchar,
  	"register_first_name_label" varchar,
  	"register_first_name_placeholder" varchar,
  	"register_last_name_label" varchar,
  	"register_last_name_placeholder" varchar,
  	"register_email_label" varchar,
  	"register_email_placeholder" varchar,
  	"register_password_label" varchar,
  	"register_password_placeholder" varchar,
  	"register_company_label" varchar,
  	"register_company_placeholder" varchar,
  	"register_optional_hint" varchar,
  	"register_submit" varchar,
  	"register_submitting" varchar,
  	"register_failed" varchar,
  	"register_failed_fallback" varchar,
  	"register_success" varchar,
  	"register_google_init_failed" varchar,
  	"register_google_init_error" varchar,
  	"forgot_password_heading" varchar,
  	"forgot_password_intro" varchar,
  	"forgot_password_submit" varchar,
  	"forgot_password_sending" varchar,
  	"forgot_password_sent" varchar,
  	"forgot_password_failed" varchar,
  	"forgot_password_back_to_sign_in" varchar,
  	"reset_password_heading" varchar,
  	"reset_password_intro" varchar,
  	"reset_password_submit" varchar,
  	"reset_password_submitting" varchar,
  	"reset_password_invalid_link" varchar,
  	"reset_password_ask_for_new_link" varchar,
  	"verify_email_verifying" varchar,
  	"verify_email_verified_heading" varchar,
  	"verify_email_verified_text" varchar,
  	"verify_email_failed_heading" varchar,
  	"verify_email_failed_hint" varchar,
  	"verify_email_unreachable" varchar,
  	"verify_email_to_dashboard" varchar,
  	"session_auth_failed" varchar,
  	"session_no_refresh_token" varchar,
  	"session_session_ended" varchar,
  	"session_dismiss_notice" varchar,
  	"_status" "enum_forms_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_forms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_validation_required" varchar,
  	"version_validation_invalid_email" varchar,
  	"version_validation_email_local_part" varchar,
  	"version_validation_password_min" varchar,
  	"version_validation_password_max" varchar,
  	"version_validation_too_long" varchar,
  	"version_validation_not_allowed" varchar,
  	"version_validation_invalid_phone" varchar,
  	"version_validation_choose_option" varchar,
  	"version_validation_choose_business_type" varchar,
  	"version_contact_form_label" varchar,
  	"version_contact_name_label" varchar,
  	"version_contact_email_label" varchar,
  	"version_contact_phone_label" varchar,
  	"version_contact_phone_placeholder" varchar,
  	"version_contact_company_label" varchar,
  	"version_contact_type_label" varchar,
  	"version_contact_type_placeholder" varchar,
  	"version_contact_message_label" varchar,
  	"version_contact_optional_hint" varchar,
  	"version_contact_submit" varchar,
  	"version_contact_sending" varchar,
  	"version_contact_sent" varchar,
  	"version_contact_success" varchar,
  	"version_contact_failure" varchar,
  	"version_contact_invalid" varchar,
  	"version_contact_throttled" varchar,
  	"version_sign_in_email_label" varchar,
  	"version_sign_in_email_placeholder" varchar,
  	"version_sign_in_password_label" varchar,
  	"version_sign_in_password_placeholder" varchar,
  	"version_sign_in_forgot_password" varchar,
  	"version_sign_in_submit" varchar,
  	"version_sign_in_submitting" varchar,
  	"version_sign_in_failed" varchar,
  	"version_sign_in_google_failed" varchar,
  	"version_sign_in_google_init_failed" varchar,
  	"version_sign_in_google_init_error" varchar,
  	"version_sign_in_or_continue_with" varchar,
  	"version_sign_in_continue_with_google" varchar,
  	"version_sign_in_dismiss_error" varchar,
  	"version_register_first_name_label" varchar,
  	"version_register_first_name_placeholder" varchar,
  	"version_register_last_name_label" varchar,
  	"version_register_last_name_placeholder" varchar,
  	"version_register_email_label" varchar,
  	"version_register_email_placeholder" varchar,
  	"version_register_password_label" varchar,
  	"version_register_password_placeholder" varchar,
  	"version_register_company_label" varchar,
  	"version_register_company_placeholder" varchar,
  	"version_register_optional_hint" varchar,
  	"version_register_submit" varchar,
  	"version_register_submitting" varchar,
  	"version_register_failed" varchar,
  	"version_register_failed_fallback" varchar,
  	"version_register_success" varchar,
  	"version_register_google_init_failed" varchar,
  	"version_register_google_init_error" varchar,
  	"version_forgot_password_heading" varchar,
  	"version_forgot_password_intro" varchar,
  	"version_forgot_password_submit" varchar,
  	"version_forgot_password_sending" varchar,
  	"version_forgot_password_sent" varchar,
  	"version_forgot_password_failed" varchar,
  	"version_forgot_password_back_to_sign_in" varchar,
  	"version_reset_password_heading" varchar,
  	"version_reset_password_intro" varchar,
  	"version_reset_password_submit" varchar,
  	"version_reset_password_submitting" varchar,
  	"version_reset_password_invalid_link" varchar,
  	"version_reset_password_ask_for_new_link" varchar,
  	"version_verify_email_verifying" varchar,
  	"version_verify_email_verified_heading" varchar,
  	"version_verify_email_verified_text" varchar,
  	"version_verify_email_failed_heading" varchar,
  	"version_verify_email_failed_hint" varchar,
  	"version_verify_email_unreachable" varchar,
  	"version_verify_email_to_dashboard" varchar,
  	"version_session_auth_failed" varchar,
  	"version_session_no_refresh_token" varchar,
  	"version_session_session_ended" varchar,
  	"version_session_dismiss_notice" varchar,
  	"version__status" "enum__forms_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "account" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dashboard_welcome" varchar,
  	"dashboard_organisation" varchar,
  	"dashboard_organisation_type" varchar,
  	"dashboard_business_type" varchar,
  	"dashboard_account_status" varchar,
  	"dashboard_verified" varchar,
  	"dashboard_unverified" varchar,
  	"dashboard_member_since" varchar,
  	"dashboard_member_for" varchar,
  	"dashboard_profile_updated" varchar,
  	"profile_form_heading" varchar,
  	"profile_form_complete" varchar,
  	"profile_form_incomplete" varchar,
  	"profile_form_first_name_label" varchar,
  	"profile_form_last_name_label" varchar,
  	"profile_form_phone_label" varchar,
  	"profile_form_business_type_label" varchar,
  	"profile_form_organisation_name_label" varchar,
  	"profile_form_organisation_type_label" varchar,
  	"profile_form_choose" varchar,
  	"profile_form_save" varchar,
  	"profile_form_saving" varchar,
  	"profile_form_saved" varchar,
  	"profile_form_failed" varchar,
  	"delete_account_heading" varchar,
  	"delete_account_intro" varchar,
  	"delete_account_password_label" varchar,
  	"delete_account_google_recent" varchar,
  	"delete_account_reauthenticate" varchar,
  	"delete_account_reauthenticate_with_google" varchar,
  	"delete_account_reauthenticate_hint" varchar,
  	"delete_account_submit" varchar,
  	"delete_account_deleting" varchar,
  	"delete_account_password_required" varchar,
  	"delete_account_wrong_password" varchar,
  	"delete_account_sign_in_again" varchar,
  	"delete_account_failed" varchar,
  	"delete_account_deleted" varchar,
  	"verification_notice_title" varchar,
  	"verification_notice_text" varchar,
  	"verification_notice_resend" varchar,
  	"verification_notice_sending" varchar,
  	"verification_notice_sent" varchar,
  	"verification_notice_failed" varchar,
  	"_status" "enum_account_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_account_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_dashboard_welcome" varchar,
  	"version_dashboard_organisation" varchar,
  	"version_dashboard_organisation_type" varchar,
  	"version_dashboard_business_type" varchar,
  	"version_dashboard_account_status" varchar,
  	"version_dashboard_verified" varchar,
  	"version_dashboard_unverified" varchar,
  	"version_dashboard_member_since" varchar,
  	"version_dashboard_member_for" varchar,
  	"version_dashboard_profile_updated" varchar,
  	"version_profile_form_heading" varchar,
  	"version_profile_form_complete" varchar,
  	"version_profile_form_incomplete" varchar,
  	"version_profile_form_first_name_label" varchar,
  	"version_profile_form_last_name_label" varchar,
  	"version_profile_form_phone_label" varchar,
  	"version_profile_form_business_type_label" varchar,
  	"version_profile_form_organisation_name_label" varchar,
  	"version_profile_form_organisation_type_label" varchar,
  	"version_profile_form_choose" varchar,
  	"version_profile_form_save" varchar,
  	"version_profile_form_saving" varchar,
  	"version_profile_form_saved" varchar,
  	"version_profile_form_failed" varchar,
  	"version_delete_account_heading" varchar,
  	"version_delete_account_intro" varchar,
  	"version_delete_account_password_label" varchar,
  	"version_delete_account_google_recent" varchar,
  	"version_delete_account_reauthenticate" varchar,
  	"version_delete_account_reauthenticate_with_google" varchar,
  	"version_delete_account_reauthenticate_hint" varchar,
  	"version_delete_account_submit" varchar,
  	"version_delete_account_deleting" varchar,
  	"version_delete_account_password_required" varchar,
  	"version_delete_account_wrong_password" varchar,
  	"version_delete_account_sign_in_again" varchar,
  	"version_delete_account_failed" varchar,
  	"version_delete_account_deleted" varchar,
  	"version_verification_notice_title" varchar,
  	"version_verification_notice_text" varchar,
  	"version_verification_notice_resend" varchar,
  	"version_verification_notice_sending" varchar,
  	"version_verification_notice_sent" varchar,
  	"version_verification_notice_failed" varchar,
  	"version__status" "enum__account_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "emails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"verification_subject" varchar,
  	"verification_heading" varchar,
  	"verification_body" varchar,
  	"verification_action" varchar,
  	"verification_link_hint" varchar,
  	"verification_footer" varchar,
  	"password_reset_subject" varchar,
  	"password_reset_heading" varchar,
  	"password_reset_body" varchar,
  	"password_reset_action" varchar,
  	"password_reset_link_hint" varchar,
  	"password_reset_footer" varchar,
  	"account_deleted_subject" varchar,
  	"account_deleted_heading" varchar,
  	"account_deleted_body" varchar,
  	"account_deleted_action" varchar,
  	"account_deleted_link_hint" varchar,
  	"account_deleted_footer" varchar,
  	"contact_notification_subject" varchar,
  	"contact_notification_intro" varchar,
  	"contact_notification_no_message" varchar,
  	"contact_notification_admin_link" varchar,
  	"contact_field_labels_name" varchar,
  	"contact_field_labels_email" varchar,
  	"contact_field_labels_phone" varchar,
  	"contact_field_labels_company" varchar,
  	"contact_field_labels_type" varchar,
  	"staff_reply_subject" varchar,
  	"staff_reply_greeting" varchar,
  	"staff_reply_sign_off" varchar,
  	"staff_reply_quote_intro" varchar,
  	"_status" "enum_emails_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_emails_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_verification_subject" varchar,
  	"version_verification_heading" varchar,
  	"version_verification_body" varchar,
  	"version_verification_action" varchar,
  	"version_verification_link_hint" varchar,
  	"version_verification_footer" varchar,
  	"version_password_reset_subject" varchar,
  	"version_password_reset_heading" varchar,
  	"version_password_reset_body" varchar,
  	"version_password_reset_action" varchar,
  	"version_password_reset_link_hint" varchar,
  	"version_password_reset_footer" varchar,
  	"version_account_deleted_subject" varchar,
  	"version_account_deleted_heading" varchar,
  	"version_account_deleted_body" varchar,
  	"version_account_deleted_action" varchar,
  	"version_account_deleted_link_hint" varchar,
  	"version_account_deleted_footer" varchar,
  	"version_contact_notification_subject" varchar,
  	"version_contact_notification_intro" varchar,
  	"version_contact_notification_no_message" varchar,
  	"version_contact_notification_admin_link" varchar,
  	"version_contact_field_labels_name" varchar,
  	"version_contact_field_labels_email" varchar,
  	"version_contact_field_labels_phone" varchar,
  	"version_contact_field_labels_company" varchar,
  	"version_contact_field_labels_type" varchar,
  	"version_staff_reply_subject" varchar,
  	"version_staff_reply_greeting" varchar,
  	"version_staff_reply_sign_off" varchar,
  	"version_staff_reply_quote_intro" varchar,
  	"version__status" "enum__emails_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages_blocks_hero_links" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "primary_cta_tracking_key" varchar;
  ALTER TABLE "pages_blocks_cards_items" ADD COLUMN "link_tracking_key" varchar;
  ALTER TABLE "pages_blocks_cards_actions" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "pages_blocks_steps_actions" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "pages_blocks_industries" ADD COLUMN "not_listed_cta_tracking_key" varchar;
  ALTER TABLE "pages_blocks_comparison" ADD COLUMN "cta_tracking_key" varchar;
  ALTER TABLE "pages_blocks_cta_actions" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "_pages_v_blocks_hero" ADD COLUMN "primary_cta_tracking_key" varchar;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD COLUMN "link_tracking_key" varchar;
  ALTER TABLE "_pages_v_blocks_cards_actions" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "_pages_v_blocks_steps_actions" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "_pages_v_blocks_industries" ADD COLUMN "not_listed_cta_tracking_key" varchar;
  ALTER TABLE "_pages_v_blocks_comparison" ADD COLUMN "cta_tracking_key" varchar;
  ALTER TABLE "_pages_v_blocks_cta_actions" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "plans" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "_plans_v" ADD COLUMN "version_tracking_key" varchar;
  ALTER TABLE "navigation_items" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "navigation" ADD COLUMN "dropdown_footer_link_tracking_key" varchar;
  ALTER TABLE "navigation" ADD COLUMN "signed_out_login_tracking_key" varchar;
  ALTER TABLE "navigation" ADD COLUMN "signed_out_primary_tracking_key" varchar;
  ALTER TABLE "navigation" ADD COLUMN "signed_in_dashboard_tracking_key" varchar;
  ALTER TABLE "navigation" ADD COLUMN "menu_labels_main_nav" varchar DEFAULT 'Main';
  ALTER TABLE "navigation" ADD COLUMN "menu_labels_mobile_nav" varchar DEFAULT 'Mobile';
  ALTER TABLE "navigation" ADD COLUMN "menu_labels_footer_nav" varchar DEFAULT 'Footer';
  ALTER TABLE "_navigation_v_version_items" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "_navigation_v" ADD COLUMN "version_dropdown_footer_link_tracking_key" varchar;
  ALTER TABLE "_navigation_v" ADD COLUMN "version_signed_out_login_tracking_key" varchar;
  ALTER TABLE "_navigation_v" ADD COLUMN "version_signed_out_primary_tracking_key" varchar;
  ALTER TABLE "_navigation_v" ADD COLUMN "version_signed_in_dashboard_tracking_key" varchar;
  ALTER TABLE "_navigation_v" ADD COLUMN "version_menu_labels_main_nav" varchar DEFAULT 'Main';
  ALTER TABLE "_navigation_v" ADD COLUMN "version_menu_labels_mobile_nav" varchar DEFAULT 'Mobile';
  ALTER TABLE "_navigation_v" ADD COLUMN "version_menu_labels_footer_nav" varchar DEFAULT 'Footer';
  ALTER TABLE "footer_links" ADD COLUMN "tracking_key" varchar;
  ALTER TABLE "_footer_v_version_links" ADD COLUMN "tracking_key" varchar;
  CREATE INDEX "forms__status_idx" ON "forms" USING btree ("_status");
  CREATE INDEX "_forms_v_version_version__status_idx" ON "_forms_v" USING btree ("version__status");
  CREATE INDEX "_forms_v_created_at_idx" ON "_forms_v" USING btree ("created_at");
  CREATE INDEX "_forms_v_updated_at_idx" ON "_forms_v" USING btree ("updated_at");
  CREATE INDEX "_forms_v_latest_idx" ON "_forms_v" USING btree ("latest");
  CREATE INDEX "account__status_idx" ON "account" USING btree ("_status");
  CREATE INDEX "_account_v_version_version__status_idx" ON "_account_v" USING btree ("version__status");
  CREATE INDEX "_account_v_created_at_idx" ON "_account_v" USING btree ("created_at");
  CREATE INDEX "_account_v_updated_at_idx" ON "_account_v" USING btree ("updated_at");
  CREATE INDEX "_account_v_latest_idx" ON "_account_v" USING btree ("latest");
  CREATE INDEX "emails__status_idx" ON "emails" USING btree ("_status");
  CREATE INDEX "_emails_v_version_version__status_idx" ON "_emails_v" USING btree ("version__status");
  CREATE INDEX "_emails_v_created_at_idx" ON "_emails_v" USING btree ("created_at");
  CREATE INDEX "_emails_v_updated_at_idx" ON "_emails_v" USING btree ("updated_at");
  CREATE INDEX "_emails_v_latest_idx" ON "_emails_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "forms" CASCADE;
  DROP TABLE "_forms_v" CASCADE;
  DROP TABLE "account" CASCADE;
  DROP TABLE "_account_v" CASCADE;
  DROP TABLE "emails" CASCADE;
  DROP TABLE "_emails_v" CASCADE;
  ALTER TABLE "pages_blocks_hero_links" DROP COLUMN "tracking_key";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "primary_cta_tracking_key";
  ALTER TABLE "pages_blocks_cards_items" DROP COLUMN "link_tracking_key";
  ALTER TABLE "pages_blocks_cards_actions" DROP COLUMN "tracking_key";
  ALTER TABLE "pages_blocks_steps_actions" DROP COLUMN "tracking_key";
  ALTER TABLE "pages_blocks_industries" DROP COLUMN "not_listed_cta_tracking_key";
  ALTER TABLE "pages_blocks_comparison" DROP COLUMN "cta_tracking_key";
  ALTER TABLE "pages_blocks_cta_actions" DROP COLUMN "tracking_key";
  ALTER TABLE "_pages_v_blocks_hero_links" DROP COLUMN "tracking_key";
  ALTER TABLE "_pages_v_blocks_hero" DROP COLUMN "primary_cta_tracking_key";
  ALTER TABLE "_pages_v_blocks_cards_items" DROP COLUMN "link_tracking_key";
  ALTER TABLE "_pages_v_blocks_cards_actions" DROP COLUMN "tracking_key";
  ALTER TABLE "_pages_v_blocks_steps_actions" DROP COLUMN "tracking_key";
  ALTER TABLE "_pages_v_blocks_industries" DROP COLUMN "not_listed_cta_tracking_key";
  ALTER TABLE "_pages_v_blocks_comparison" DROP COLUMN "cta_tracking_key";
  ALTER TABLE "_pages_v_blocks_cta_actions" DROP COLUMN "tracking_key";
  ALTER TABLE "plans" DROP COLUMN "tracking_key";
  ALTER TABLE "_plans_v" DROP COLUMN "version_tracking_key";
  ALTER TABLE "navigation_items" DROP COLUMN "tracking_key";
  ALTER TABLE "navigation" DROP COLUMN "dropdown_footer_link_tracking_key";
  ALTER TABLE "navigation" DROP COLUMN "signed_out_login_tracking_key";
  ALTER TABLE "navigation" DROP COLUMN "signed_out_primary_tracking_key";
  ALTER TABLE "navigation" DROP COLUMN "signed_in_dashboard_tracking_key";
  ALTER TABLE "navigation" DROP COLUMN "menu_labels_main_nav";
  ALTER TABLE "navigation" DROP COLUMN "menu_labels_mobile_nav";
  ALTER TABLE "navigation" DROP COLUMN "menu_labels_footer_nav";
  ALTER TABLE "_navigation_v_version_items" DROP COLUMN "tracking_key";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_dropdown_footer_link_tracking_key";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_signed_out_login_tracking_key";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_signed_out_primary_tracking_key";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_signed_in_dashboard_tracking_key";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_menu_labels_main_nav";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_menu_labels_mobile_nav";
  ALTER TABLE "_navigation_v" DROP COLUMN "version_menu_labels_footer_nav";
  ALTER TABLE "footer_links" DROP COLUMN "tracking_key";
  ALTER TABLE "_footer_v_version_links" DROP COLUMN "tracking_key";
  DROP TYPE "public"."enum_forms_status";
  DROP TYPE "public"."enum__forms_v_version_status";
  DROP TYPE "public"."enum_account_status";
  DROP TYPE "public"."enum__account_v_version_status";
  DROP TYPE "public"."enum_emails_status";
  DROP TYPE "public"."enum__emails_v_version_status";`)
}
