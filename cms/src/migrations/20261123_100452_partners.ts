import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_business_profiles_channels" AS ENUM('in-store-space', 'packaging-flyer', 'newsletter');
  CREATE TYPE "public"."enum_business_profiles_offers" AS ENUM('brand-exposure', 'product-sample', 'consignment', 'discount');
  CREATE TYPE "public"."enum_business_profiles_models" AS ENUM('paid-placement', 'commission', 'reciprocal');
  CREATE TYPE "public"."enum_proposals_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');
  CREATE TYPE "public"."enum_proposals_channel" AS ENUM('in-store-space', 'packaging-flyer', 'newsletter');
  CREATE TYPE "public"."enum_proposals_offer" AS ENUM('brand-exposure', 'product-sample', 'consignment', 'discount');
  CREATE TYPE "public"."enum_proposals_model" AS ENUM('paid-placement', 'commission', 'reciprocal');
  CREATE TYPE "public"."enum_partner_events_kind" AS ENUM('profile-created', 'profile-listed', 'profile-unlisted', 'profile-viewed', 'proposal-sent', 'proposal-received', 'proposal-accepted-by-you', 'proposal-accepted-by-them', 'proposal-declined-by-you', 'proposal-declined-by-them', 'proposal-withdrawn-by-you', 'proposal-withdrawn-by-them');
  CREATE TYPE "public"."enum_directory_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__directory_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "business_profiles_channels" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_business_profiles_channels",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "business_profiles_offers" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_business_profiles_offers",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "business_profiles_models" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_business_profiles_models",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "business_profiles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"listed" boolean DEFAULT false NOT NULL,
  	"member_id" integer NOT NULL,
  	"slug" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"business_type" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"suburb" varchar NOT NULL,
  	"postcode" varchar NOT NULL,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "proposals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_proposals_status" DEFAULT 'pending' NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"from_id" integer NOT NULL,
  	"to_id" integer NOT NULL,
  	"channel" "enum_proposals_channel" NOT NULL,
  	"offer" "enum_proposals_offer" NOT NULL,
  	"model" "enum_proposals_model" NOT NULL,
  	"message" varchar NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partner_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"kind" "enum_partner_events_kind" NOT NULL,
  	"profile_id" integer,
  	"proposal_id" integer,
  	"viewer_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "directory" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel_labels_in_store_space" varchar,
  	"channel_labels_packaging_flyer" varchar,
  	"channel_labels_newsletter" varchar,
  	"offer_labels_brand_exposure" varchar,
  	"offer_labels_product_sample" varchar,
  	"offer_labels_consignment" varchar,
  	"offer_labels_discount" varchar,
  	"model_labels_paid_placement" varchar,
  	"model_labels_commission" varchar,
  	"model_labels_reciprocal" varchar,
  	"status_labels_pending" varchar,
  	"status_labels_accepted" varchar,
  	"status_labels_declined" varchar,
  	"status_labels_withdrawn" varchar,
  	"directory_page_heading" varchar,
  	"directory_page_intro" varchar,
  	"directory_page_search_label" varchar,
  	"directory_page_search_placeholder" varchar,
  	"directory_page_type_label" varchar,
  	"directory_page_any_type" varchar,
  	"directory_page_channel_label" varchar,
  	"directory_page_any_channel" varchar,
  	"directory_page_offer_label" varchar,
  	"directory_page_any_offer" varchar,
  	"directory_page_model_label" varchar,
  	"directory_page_any_model" varchar,
  	"directory_page_location_label" varchar,
  	"directory_page_location_placeholder" varchar,
  	"directory_page_submit" varchar,
  	"directory_page_clear" varchar,
  	"directory_page_result_count" varchar,
  	"directory_page_result_count_one" varchar,
  	"directory_page_empty_title" varchar,
  	"directory_page_empty_text" varchar,
  	"directory_page_empty_action" varchar,
  	"directory_page_previous" varchar,
  	"directory_page_next" varchar,
  	"directory_page_page_of" varchar,
  	"directory_page_verified" varchar,
  	"directory_page_member_since" varchar,
  	"directory_page_collaborations" varchar,
  	"directory_page_collaborations_one" varchar,
  	"directory_page_view_profile" varchar,
  	"profile_page_seo_title" varchar,
  	"profile_page_seo_description" varchar,
  	"profile_page_propose" varchar,
  	"profile_page_sign_in_to_propose" varchar,
  	"profile_page_verify_to_propose" varchar,
  	"profile_page_list_to_propose" varchar,
  	"profile_page_own_profile" varchar,
  	"profile_page_edit_profile" varchar,
  	"profile_page_channels_heading" varchar,
  	"profile_page_offers_heading" varchar,
  	"profile_page_models_heading" varchar,
  	"profile_page_location_heading" varchar,
  	"profile_page_website_heading" varchar,
  	"profile_page_back_to_directory" varchar,
  	"proposal_form_heading" varchar,
  	"proposal_form_intro" varchar,
  	"proposal_form_channel_label" varchar,
  	"proposal_form_offer_label" varchar,
  	"proposal_form_model_label" varchar,
  	"proposal_form_message_label" varchar,
  	"proposal_form_message_placeholder" varchar,
  	"proposal_form_start_date_label" varchar,
  	"proposal_form_start_date_hint" varchar,
  	"proposal_form_submit" varchar,
  	"proposal_form_sending" varchar,
  	"proposal_form_sent" varchar,
  	"proposal_form_failed" varchar,
  	"business_editor_heading" varchar,
  	"business_editor_intro" varchar,
  	"business_editor_name_label" varchar,
  	"business_editor_slug_label" varchar,
  	"business_editor_slug_hint" varchar,
  	"business_editor_business_type_label" varchar,
  	"business_editor_choose_type" varchar,
  	"business_editor_description_label" varchar,
  	"business_editor_description_hint" varchar,
  	"business_editor_suburb_label" varchar,
  	"business_editor_postcode_label" varchar,
  	"business_editor_channels_label" varchar,
  	"business_editor_offers_label" varchar,
  	"business_editor_models_label" varchar,
  	"business_editor_website_label" varchar,
  	"business_editor_website_placeholder" varchar,
  	"business_editor_listed_label" varchar,
  	"business_editor_listed_hint" varchar,
  	"business_editor_save" varchar,
  	"business_editor_saving" varchar,
  	"business_editor_saved" varchar,
  	"business_editor_failed" varchar,
  	"business_editor_preview_heading" varchar,
  	"business_editor_view_public" varchar,
  	"collaborations_page_heading" varchar,
  	"collaborations_page_intro" varchar,
  	"collaborations_page_received" varchar,
  	"collaborations_page_sent" varchar,
  	"collaborations_page_empty_received" varchar,
  	"collaborations_page_empty_sent" varchar,
  	"collaborations_page_find_partners" varchar,
  	"collaborations_page_from" varchar,
  	"collaborations_page_to" varchar,
  	"collaborations_page_start_date" varchar,
  	"collaborations_page_sent_on" varchar,
  	"collaborations_page_accept" varchar,
  	"collaborations_page_decline" varchar,
  	"collaborations_page_withdraw" varchar,
  	"collaborations_page_confirm_withdraw" varchar,
  	"collaborations_page_failed" varchar,
  	"dashboard_cards_find_partners_text" varchar,
  	"dashboard_cards_find_partners_action" varchar,
  	"dashboard_cards_network_empty" varchar,
  	"dashboard_cards_network_action" varchar,
  	"dashboard_cards_profile_views" varchar,
  	"dashboard_cards_proposals_sent" varchar,
  	"dashboard_cards_proposals_received" varchar,
  	"dashboard_cards_accepted" varchar,
  	"dashboard_cards_checklist_heading" varchar,
  	"dashboard_cards_checklist_email_verified" varchar,
  	"dashboard_cards_checklist_profile_complete" varchar,
  	"dashboard_cards_checklist_listed" varchar,
  	"dashboard_cards_checklist_proposal_sent" varchar,
  	"dashboard_cards_checklist_done" varchar,
  	"dashboard_cards_no_activity" varchar,
  	"activity_account_created" varchar,
  	"activity_profile_created" varchar,
  	"activity_profile_listed" varchar,
  	"activity_profile_unlisted" varchar,
  	"activity_proposal_sent" varchar,
  	"activity_proposal_received" varchar,
  	"activity_proposal_accepted_by_you" varchar,
  	"activity_proposal_accepted_by_them" varchar,
  	"activity_proposal_declined_by_you" varchar,
  	"activity_proposal_declined_by_them" varchar,
  	"activity_proposal_withdrawn_by_you" varchar,
  	"activity_proposal_withdrawn_by_them" varchar,
  	"emails_proposal_subject" varchar,
  	"emails_proposal_body" varchar,
  	"emails_accepted_subject" varchar,
  	"emails_accepted_body" varchar,
  	"emails_declined_subject" varchar,
  	"emails_declined_body" varchar,
  	"emails_withdrawn_subject" varchar,
  	"emails_withdrawn_body" varchar,
  	"_status" "enum_directory_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_directory_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_channel_labels_in_store_space" varchar,
  	"version_channel_labels_packaging_flyer" varchar,
  	"version_channel_labels_newsletter" varchar,
  	"version_offer_labels_brand_exposure" varchar,
  	"version_offer_labels_product_sample" varchar,
  	"version_offer_labels_consignment" varchar,
  	"version_offer_labels_discount" varchar,
  	"version_model_labels_paid_placement" varchar,
  	"version_model_labels_commission" varchar,
  	"version_model_labels_reciprocal" varchar,
  	"version_status_labels_pending" varchar,
  	"version_status_labels_accepted" varchar,
  	"version_status_labels_declined" varchar,
  	"version_status_labels_withdrawn" varchar,
  	"version_directory_page_heading" varchar,
  	"version_directory_page_intro" varchar,
  	"version_directory_page_search_label" varchar,
  	"version_directory_page_search_placeholder" varchar,
  	"version_directory_page_type_label" varchar,
  	"version_directory_page_any_type" varchar,
  	"version_directory_page_channel_label" varchar,
  	"version_directory_page_any_channel" varchar,
  	"version_directory_page_offer_label" varchar,
  	"version_directory_page_any_offer" varchar,
  	"version_directory_page_model_label" varchar,
  	"version_directory_page_any_model" varchar,
  	"version_directory_page_location_label" varchar,
  	"version_directory_page_location_placeholder" varchar,
  	"version_directory_page_submit" varchar,
  	"version_directory_page_clear" varchar,
  	"version_directory_page_result_count" varchar,
  	"version_directory_page_result_count_one" varchar,
  	"version_directory_page_empty_title" varchar,
  	"version_directory_page_empty_text" varchar,
  	"version_directory_page_empty_action" varchar,
  	"version_directory_page_previous" varchar,
  	"version_directory_page_next" varchar,
  	"version_directory_page_page_of" varchar,
  	"version_directory_page_verified" varchar,
  	"version_directory_page_member_since" varchar,
  	"version_directory_page_collaborations" varchar,
  	"version_directory_page_collaborations_one" varchar,
  	"version_directory_page_view_profile" varchar,
  	"version_profile_page_seo_title" varchar,
  	"version_profile_page_seo_description" varchar,
  	"version_profile_page_propose" varchar,
  	"version_profile_page_sign_in_to_propose" varchar,
  	"version_profile_page_verify_to_propose" varchar,
  	"version_profile_page_list_to_propose" varchar,
  	"version_profile_page_own_profile" varchar,
  	"version_profile_page_edit_profile" varchar,
  	"version_profile_page_channels_heading" varchar,
  	"version_profile_page_offers_heading" varchar,
  	"version_profile_page_models_heading" varchar,
  	"version_profile_page_location_heading" varchar,
  	"version_profile_page_website_heading" varchar,
  	"version_profile_page_back_to_directory" varchar,
  	"version_proposal_form_heading" varchar,
  	"version_proposal_form_intro" varchar,
  	"version_proposal_form_channel_label" varchar,
  	"version_proposal_form_offer_label" varchar,
  	"version_proposal_form_model_label" varchar,
  	"version_proposal_form_message_label" varchar,
  	"version_proposal_form_message_placeholder" varchar,
  	"version_proposal_form_start_date_label" varchar,
  	"version_proposal_form_start_date_hint" varchar,
  	"version_proposal_form_submit" varchar,
  	"version_proposal_form_sending" varchar,
  	"version_proposal_form_sent" varchar,
  	"version_proposal_form_failed" varchar,
  	"version_business_editor_heading" varchar,
  	"version_business_editor_intro" varchar,
  	"version_business_editor_name_label" varchar,
  	"version_business_editor_slug_label" varchar,
  	"version_business_editor_slug_hint" varchar,
  	"version_business_editor_business_type_label" varchar,
  	"version_business_editor_choose_type" varchar,
  	"version_business_editor_description_label" varchar,
  	"version_business_editor_description_hint" varchar,
  	"version_business_editor_suburb_label" varchar,
  	"version_business_editor_postcode_label" varchar,
  	"version_business_editor_channels_label" varchar,
  	"version_business_editor_offers_label" varchar,
  	"version_business_editor_models_label" varchar,
  	"version_business_editor_website_label" varchar,
  	"version_business_editor_website_placeholder" varchar,
  	"version_business_editor_listed_label" varchar,
  	"version_business_editor_listed_hint" varchar,
  	"version_business_editor_save" varchar,
  	"version_business_editor_saving" varchar,
  	"version_business_editor_saved" varchar,
  	"version_business_editor_failed" varchar,
  	"version_business_editor_preview_heading" varchar,
  	"version_business_editor_view_public" varchar,
  	"version_collaborations_page_heading" varchar,
  	"version_collaborations_page_intro" varchar,
  	"version_collaborations_page_received" varchar,
  	"version_collaborations_page_sent" varchar,
  	"version_collaborations_page_empty_received" varchar,
  	"version_collaborations_page_empty_sent" varchar,
  	"version_collaborations_page_find_partners" varchar,
  	"version_collaborations_page_from" varchar,
  	"version_collaborations_page_to" varchar,
  	"version_collaborations_page_start_date" varchar,
  	"version_collaborations_page_sent_on" varchar,
  	"version_collaborations_page_accept" varchar,
  	"version_collaborations_page_decline" varchar,
  	"version_collaborations_page_withdraw" varchar,
  	"version_collaborations_page_confirm_withdraw" varchar,
  	"version_collaborations_page_failed" varchar,
  	"version_dashboard_cards_find_partners_text" varchar,
  	"version_dashboard_cards_find_partners_action" varchar,
  	"version_dashboard_cards_network_empty" varchar,
  	"version_dashboard_cards_network_action" varchar,
  	"version_dashboard_cards_profile_views" varchar,
  	"version_dashboard_cards_proposals_sent" varchar,
  	"version_dashboard_cards_proposals_received" varchar,
  	"version_dashboard_cards_accepted" varchar,
  	"version_dashboard_cards_checklist_heading" varchar,
  	"version_dashboard_cards_checklist_email_verified" varchar,
  	"version_dashboard_cards_checklist_profile_complete" varchar,
  	"version_dashboard_cards_checklist_listed" varchar,
  	"version_dashboard_cards_checklist_proposal_sent" varchar,
  	"version_dashboard_cards_checklist_done" varchar,
  	"version_dashboard_cards_no_activity" varchar,
  	"version_activity_account_created" varchar,
  	"version_activity_profile_created" varchar,
  	"version_activity_profile_listed" varchar,
  	"version_activity_profile_unlisted" varchar,
  	"version_activity_proposal_sent" varchar,
  	"version_activity_proposal_received" varchar,
  	"version_activity_proposal_accepted_by_you" varchar,
  	"version_activity_proposal_accepted_by_them" varchar,
  	"version_activity_proposal_declined_by_you" varchar,
  	"version_activity_proposal_declined_by_them" varchar,
  	"version_activity_proposal_withdrawn_by_you" varchar,
  	"version_activity_proposal_withdrawn_by_them" varchar,
  	"version_emails_proposal_subject" varchar,
  	"version_emails_proposal_body" varchar,
  	"version_emails_accepted_subject" varchar,
  	"version_emails_accepted_body" varchar,
  	"version_emails_declined_subject" varchar,
  	"version_emails_declined_body" varchar,
  	"version_emails_withdrawn_subject" varchar,
  	"version_emails_withdrawn_body" varchar,
  	"version__status" "enum__directory_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "business_profiles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "proposals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "partner_events_id" integer;
  ALTER TABLE "business_profiles_channels" ADD CONSTRAINT "business_profiles_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_profiles_offers" ADD CONSTRAINT "business_profiles_offers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_profiles_models" ADD CONSTRAINT "business_profiles_models_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_from_id_business_profiles_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_to_id_business_profiles_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_profile_id_business_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "business_profiles_channels_order_idx" ON "business_profiles_channels" USING btree ("order");
  CREATE INDEX "business_profiles_channels_parent_idx" ON "business_profiles_channels" USING btree ("parent_id");
  CREATE INDEX "business_profiles_offers_order_idx" ON "business_profiles_offers" USING btree ("order");
  CREATE INDEX "business_profiles_offers_parent_idx" ON "business_profiles_offers" USING btree ("parent_id");
  CREATE INDEX "business_profiles_models_order_idx" ON "business_profiles_models" USING btree ("order");
  CREATE INDEX "business_profiles_models_parent_idx" ON "business_profiles_models" USING btree ("parent_id");
  CREATE INDEX "business_profiles_listed_idx" ON "business_profiles" USING btree ("listed");
  CREATE UNIQUE INDEX "business_profiles_member_idx" ON "business_profiles" USING btree ("member_id");
  CREATE UNIQUE INDEX "business_profiles_slug_idx" ON "business_profiles" USING btree ("slug");
  CREATE INDEX "business_profiles_business_type_idx" ON "business_profiles" USING btree ("business_type");
  CREATE INDEX "business_profiles_postcode_idx" ON "business_profiles" USING btree ("postcode");
  CREATE INDEX "business_profiles_updated_at_idx" ON "business_profiles" USING btree ("updated_at");
  CREATE INDEX "business_profiles_created_at_idx" ON "business_profiles" USING btree ("created_at");
  CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status");
  CREATE INDEX "proposals_from_idx" ON "proposals" USING btree ("from_id");
  CREATE INDEX "proposals_to_idx" ON "proposals" USING btree ("to_id");
  CREATE INDEX "proposals_updated_at_idx" ON "proposals" USING btree ("updated_at");
  CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");
  CREATE INDEX "partner_events_member_idx" ON "partner_events" USING btree ("member_id");
  CREATE INDEX "partner_events_profile_idx" ON "partner_events" USING btree ("profile_id");
  CREATE INDEX "partner_events_proposal_idx" ON "partner_events" USING btree ("proposal_id");
  CREATE INDEX "partner_events_updated_at_idx" ON "partner_events" USING btree ("updated_at");
  CREATE INDEX "partner_events_created_at_idx" ON "partner_events" USING btree ("created_at");
  CREATE INDEX "directory__status_idx" ON "directory" USING btree ("_status");
  CREATE INDEX "_directory_v_version_version__status_idx" ON "_directory_v" USING btree ("version__status");
  CREATE INDEX "_directory_v_created_at_idx" ON "_directory_v" USING btree ("created_at");
  CREATE INDEX "_directory_v_updated_at_idx" ON "_directory_v" USING btree ("updated_at");
  CREATE INDEX "_directory_v_latest_idx" ON "_directory_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_profiles_fk" FOREIGN KEY ("business_profiles_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_proposals_fk" FOREIGN KEY ("proposals_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_events_fk" FOREIGN KEY ("partner_events_id") REFERENCES "public"."partner_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_business_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("business_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_proposals_id_idx" ON "payload_locked_documents_rels" USING btree ("proposals_id");
  CREATE INDEX "payload_locked_documents_rels_partner_events_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "business_profiles_channels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_profiles_offers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_profiles_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "business_profiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proposals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "partner_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "directory" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_directory_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "business_profiles_channels" CASCADE;
  DROP TABLE "business_profiles_offers" CASCADE;
  DROP TABLE "business_profiles_models" CASCADE;
  DROP TABLE "business_profiles" CASCADE;
  DROP TABLE "proposals" CASCADE;
  DROP TABLE "partner_events" CASCADE;
  DROP TABLE "directory" CASCADE;
  DROP TABLE "_directory_v" CASCADE;
  
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_business_profiles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_proposals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_partner_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_business_profiles_id_idx";
  DROP INDEX "payload_locked_documents_rels_proposals_id_idx";
  DROP INDEX "payload_locked_documents_rels_partner_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "business_profiles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "proposals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "partner_events_id";
  DROP TYPE "public"."enum_business_profiles_channels";
  DROP TYPE "public"."enum_business_profiles_offers";
  DROP TYPE "public"."enum_business_profiles_models";
  DROP TYPE "public"."enum_proposals_status";
  DROP TYPE "public"."enum_proposals_channel";
  DROP TYPE "public"."enum_proposals_offer";
  DROP TYPE "public"."enum_proposals_model";
  DROP TYPE "public"."enum_partner_events_kind";
  DROP TYPE "public"."enum_directory_status";
  DROP TYPE "public"."enum__directory_v_version_status";`)
}
