// The whole schema in one migration, from an empty database: Payload's generated SQL (as
// `pnpm migrate:create` writes it against no earlier snapshot, matching 20261129_000000_baseline.json),
// then the hand-written SQL Payload cannot declare: the directory's search (unaccent and the
// `english_unaccent` configuration), triggers, functions, indexes and constraints. It replaces the
// chain of migrations before it, which built the same schema (docs/decisions/0114-one-baseline-migration.md).
// Later migrations add to it; copy for new fields comes from the seed (content-seed), never from here.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_cards_items_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum_pages_blocks_cards_variant" AS ENUM('cards', 'list', 'numbered', 'stats');
  CREATE TYPE "public"."enum_pages_blocks_contact_type_options_value" AS ENUM('partnership-opportunities', 'new-channels', 'other');
  CREATE TYPE "public"."enum_pages_blocks_contact_panel_blurbs_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum_pages_seo_robots" AS ENUM('index, follow', 'noindex, follow', 'noindex, nofollow');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_items_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_variant" AS ENUM('cards', 'list', 'numbered', 'stats');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_type_options_value" AS ENUM('partnership-opportunities', 'new-channels', 'other');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_panel_blurbs_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum__pages_v_version_seo_robots" AS ENUM('index, follow', 'noindex, follow', 'noindex, nofollow');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_business_types_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum_business_types_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__business_types_v_version_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum__business_types_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_comparison_cards_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum_comparison_cards_color" AS ENUM('teal', 'amber', 'rose', 'indigo', 'emerald', 'violet');
  CREATE TYPE "public"."enum_comparison_cards_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__comparison_cards_v_version_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum__comparison_cards_v_version_color" AS ENUM('teal', 'amber', 'rose', 'indigo', 'emerald', 'violet');
  CREATE TYPE "public"."enum__comparison_cards_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_steps_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum_steps_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__steps_v_version_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum__steps_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_plans_limits_search_scope" AS ENUM('state', 'everywhere');
  CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_version_limits_search_scope" AS ENUM('state', 'everywhere');
  CREATE TYPE "public"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_pages_seo_robots" AS ENUM('index, follow', 'noindex, follow', 'noindex, nofollow');
  CREATE TYPE "public"."enum_legal_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_pages_v_version_seo_robots" AS ENUM('index, follow', 'noindex, follow', 'noindex, nofollow');
  CREATE TYPE "public"."enum__legal_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_status_code" AS ENUM('301', '302', '307', '308');
  CREATE TYPE "public"."enum_redirects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__redirects_v_version_status_code" AS ENUM('301', '302', '307', '308');
  CREATE TYPE "public"."enum__redirects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'in-progress', 'answered', 'spam');
  CREATE TYPE "public"."enum_contact_messages_type" AS ENUM('partnership-opportunities', 'new-channels', 'other');
  CREATE TYPE "public"."enum_members_plan_status" AS ENUM('free', 'trial', 'active', 'past-due');
  CREATE TYPE "public"."enum_members_billing" AS ENUM('monthly', 'annual');
  CREATE TYPE "public"."enum_members_previous_billing" AS ENUM('monthly', 'annual');
  CREATE TYPE "public"."enum_member_tokens_purpose" AS ENUM('verify-email', 'reset-password');
  CREATE TYPE "public"."enum_business_profiles_channels" AS ENUM('in-store-space', 'packaging-flyer', 'newsletter');
  CREATE TYPE "public"."enum_business_profiles_offers" AS ENUM('brand-exposure', 'product-sample', 'consignment', 'discount');
  CREATE TYPE "public"."enum_business_profiles_models" AS ENUM('paid-placement', 'commission', 'reciprocal');
  CREATE TYPE "public"."enum_proposals_status" AS ENUM('pending', 'accepted', 'declined', 'withdrawn');
  CREATE TYPE "public"."enum_proposals_channel" AS ENUM('in-store-space', 'packaging-flyer', 'newsletter');
  CREATE TYPE "public"."enum_proposals_offer" AS ENUM('brand-exposure', 'product-sample', 'consignment', 'discount');
  CREATE TYPE "public"."enum_proposals_model" AS ENUM('paid-placement', 'commission', 'reciprocal');
  CREATE TYPE "public"."enum_partner_events_kind" AS ENUM('profile-created', 'profile-listed', 'profile-unlisted', 'profile-viewed', 'proposal-sent', 'proposal-received', 'proposal-accepted-by-you', 'proposal-accepted-by-them', 'proposal-declined-by-you', 'proposal-declined-by-them', 'proposal-withdrawn-by-you', 'proposal-withdrawn-by-them');
  CREATE TYPE "public"."enum_redemptions_currency" AS ENUM('AUD');
  CREATE TYPE "public"."enum_redemptions_channel" AS ENUM('till', 'online', 'phone');
  CREATE TYPE "public"."enum_redemptions_recorded_by" AS ENUM('member', 'counter', 'import', 'integration');
  CREATE TYPE "public"."enum_ledger_entries_kind" AS ENUM('commission', 'placement-fee', 'platform-commission', 'subscription', 'proration', 'adjustment');
  CREATE TYPE "public"."enum_ledger_entries_currency" AS ENUM('AUD');
  CREATE TYPE "public"."enum_ledger_entries_status" AS ENUM('pending', 'invoiced', 'paid', 'confirmed', 'disputed', 'void');
  CREATE TYPE "public"."enum_invoices_currency" AS ENUM('AUD');
  CREATE TYPE "public"."enum_statements_status" AS ENUM('issued', 'paid', 'confirmed', 'disputed');
  CREATE TYPE "public"."enum_collaborations_ended_by" AS ENUM('from', 'to');
  CREATE TYPE "public"."enum_milestones_done_by" AS ENUM('from', 'to');
  CREATE TYPE "public"."enum_milestones_source" AS ENUM('channel-template', 'member');
  CREATE TYPE "public"."enum_agreement_templates_model" AS ENUM('paid-placement', 'commission', 'reciprocal');
  CREATE TYPE "public"."enum_agreement_templates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__agreement_templates_v_version_model" AS ENUM('paid-placement', 'commission', 'reciprocal');
  CREATE TYPE "public"."enum__agreement_templates_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_integrations_platform" AS ENUM('shopify', 'woocommerce');
  CREATE TYPE "public"."enum_collaboration_messages_side" AS ENUM('from', 'to');
  CREATE TYPE "public"."enum_collaboration_sides_side" AS ENUM('from', 'to');
  CREATE TYPE "public"."enum_member_notification_settings_proposals" AS ENUM('instant', 'daily', 'off');
  CREATE TYPE "public"."enum_member_notification_settings_messages" AS ENUM('instant', 'daily', 'off');
  CREATE TYPE "public"."enum_email_outbox_status" AS ENUM('pending', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_staff_role" AS ENUM('admin', 'editor', 'support');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_directory_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__directory_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_forms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__forms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_account_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__account_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_emails_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__emails_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_results_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__results_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"primary_cta_label" varchar,
  	"primary_cta_href" varchar,
  	"primary_cta_tracking_key" varchar,
  	"note" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_cards_items_icon",
  	"stat" varchar,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_tracking_key" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar
  );
  
  CREATE TABLE "pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"variant" "enum_pages_blocks_cards_variant" DEFAULT 'cards',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_steps_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar
  );
  
  CREATE TABLE "pages_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"learn_more_label" varchar DEFAULT 'Learn More',
  	"modal_cta_label" varchar DEFAULT 'Get Started',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"not_listed_heading" varchar,
  	"not_listed_body" varchar,
  	"not_listed_cta_label" varchar,
  	"not_listed_cta_href" varchar,
  	"not_listed_cta_tracking_key" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"labels_big_business" varchar DEFAULT 'Big Business Advantage',
  	"labels_impact" varchar DEFAULT 'Impact on Independents',
  	"labels_solution" varchar DEFAULT 'How {brand} Helps',
  	"labels_result" varchar DEFAULT 'The Result',
  	"labels_previous" varchar DEFAULT 'Previous card',
  	"labels_next" varchar DEFAULT 'Next card',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_tracking_key" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_plans_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"per_month_label" varchar DEFAULT '/month',
  	"commission_label" varchar DEFAULT '{percent}% commission on paid transactions',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"group" varchar DEFAULT 'pricing',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar
  );
  
  CREATE TABLE "pages_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_type_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" "enum_pages_blocks_contact_type_options_value",
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_panel_blurbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_contact_panel_blurbs_icon",
  	"title" varchar,
  	"body" varchar
  );
  
  CREATE TABLE "pages_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"early_access_heading" varchar,
  	"early_access_body" varchar,
  	"early_access_sign_up_label" varchar,
  	"early_access_login_prompt" varchar,
  	"early_access_login_label" varchar,
  	"form_heading" varchar,
  	"panel_heading" varchar,
  	"panel_email_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"path" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"seo_robots" "enum_pages_seo_robots" DEFAULT 'index, follow',
  	"seo_canonical_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"primary_cta_label" varchar,
  	"primary_cta_href" varchar,
  	"primary_cta_tracking_key" varchar,
  	"note" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_items_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_cards_items_icon",
  	"stat" varchar,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"link_tracking_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"variant" "enum__pages_v_blocks_cards_variant" DEFAULT 'cards',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"learn_more_label" varchar DEFAULT 'Learn More',
  	"modal_cta_label" varchar DEFAULT 'Get Started',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"not_listed_heading" varchar,
  	"not_listed_body" varchar,
  	"not_listed_cta_label" varchar,
  	"not_listed_cta_href" varchar,
  	"not_listed_cta_tracking_key" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"labels_big_business" varchar DEFAULT 'Big Business Advantage',
  	"labels_impact" varchar DEFAULT 'Impact on Independents',
  	"labels_solution" varchar DEFAULT 'How {brand} Helps',
  	"labels_result" varchar DEFAULT 'The Result',
  	"labels_previous" varchar DEFAULT 'Previous card',
  	"labels_next" varchar DEFAULT 'Next card',
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"cta_tracking_key" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_plans_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"per_month_label" varchar DEFAULT '/month',
  	"commission_label" varchar DEFAULT '{percent}% commission on paid transactions',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"group" varchar DEFAULT 'pricing',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"body" jsonb,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_type_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" "enum__pages_v_blocks_contact_type_options_value",
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_panel_blurbs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_contact_panel_blurbs_icon",
  	"title" varchar,
  	"body" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"early_access_heading" varchar,
  	"early_access_body" varchar,
  	"early_access_sign_up_label" varchar,
  	"early_access_login_prompt" varchar,
  	"early_access_login_label" varchar,
  	"form_heading" varchar,
  	"panel_heading" varchar,
  	"panel_email_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_path" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_robots" "enum__pages_v_version_seo_robots" DEFAULT 'index, follow',
  	"version_seo_canonical_path" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "business_types_aliases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slug" varchar
  );
  
  CREATE TABLE "business_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 100,
  	"nav_label" varchar,
  	"icon" "enum_business_types_icon",
  	"card_description" varchar,
  	"seo_title" varchar,
  	"meta_description" varchar,
  	"keywords" varchar,
  	"headline" varchar,
  	"intro_text" varchar,
  	"hero_image_id" integer,
  	"cta_text" varchar,
  	"section1_title" varchar,
  	"section1_content" varchar,
  	"section2_title" varchar,
  	"section2_content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_business_types_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_business_types_v_version_aliases" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_business_types_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_nav_label" varchar,
  	"version_icon" "enum__business_types_v_version_icon",
  	"version_card_description" varchar,
  	"version_seo_title" varchar,
  	"version_meta_description" varchar,
  	"version_keywords" varchar,
  	"version_headline" varchar,
  	"version_intro_text" varchar,
  	"version_hero_image_id" integer,
  	"version_cta_text" varchar,
  	"version_section1_title" varchar,
  	"version_section1_content" varchar,
  	"version_section2_title" varchar,
  	"version_section2_content" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__business_types_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "comparison_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 100,
  	"title" varchar,
  	"icon" "enum_comparison_cards_icon",
  	"color" "enum_comparison_cards_color" DEFAULT 'teal',
  	"big_business_advantage" varchar,
  	"impact_on_small_business" varchar,
  	"kindred_solution" varchar,
  	"result_for_independents" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_comparison_cards_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_comparison_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_title" varchar,
  	"version_icon" "enum__comparison_cards_v_version_icon",
  	"version_color" "enum__comparison_cards_v_version_color" DEFAULT 'teal',
  	"version_big_business_advantage" varchar,
  	"version_impact_on_small_business" varchar,
  	"version_kindred_solution" varchar,
  	"version_result_for_independents" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__comparison_cards_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "steps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"step_number" numeric,
  	"title" varchar,
  	"icon" "enum_steps_icon",
  	"summary" varchar,
  	"modal_title" varchar,
  	"modal_content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_steps_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_steps_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_step_number" numeric,
  	"version_title" varchar,
  	"version_icon" "enum__steps_v_version_icon",
  	"version_summary" varchar,
  	"version_modal_title" varchar,
  	"version_modal_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__steps_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 100,
  	"name" varchar,
  	"monthly_price" numeric,
  	"commission_percent" numeric,
  	"tagline" varchar,
  	"badge" varchar,
  	"trial_days" numeric DEFAULT 0,
  	"cta_label" varchar,
  	"tracking_key" varchar,
  	"cta_href" varchar DEFAULT '/contact',
  	"annual_discount_percent" numeric DEFAULT 20,
  	"limits_search_scope" "enum_plans_limits_search_scope" DEFAULT 'state',
  	"limits_agreement_templates" boolean DEFAULT false,
  	"limits_offer_codes" boolean DEFAULT false,
  	"limits_monthly_report" boolean DEFAULT false,
  	"limits_team_seats" numeric DEFAULT 1,
  	"limits_api_keys" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_plans_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_name" varchar,
  	"version_monthly_price" numeric,
  	"version_commission_percent" numeric,
  	"version_tagline" varchar,
  	"version_badge" varchar,
  	"version_trial_days" numeric DEFAULT 0,
  	"version_cta_label" varchar,
  	"version_tracking_key" varchar,
  	"version_cta_href" varchar DEFAULT '/contact',
  	"version_annual_discount_percent" numeric DEFAULT 20,
  	"version_limits_search_scope" "enum__plans_v_version_limits_search_scope" DEFAULT 'state',
  	"version_limits_agreement_templates" boolean DEFAULT false,
  	"version_limits_offer_codes" boolean DEFAULT false,
  	"version_limits_monthly_report" boolean DEFAULT false,
  	"version_limits_team_seats" numeric DEFAULT 1,
  	"version_limits_api_keys" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"group" varchar DEFAULT 'pricing',
  	"order" numeric DEFAULT 100,
  	"question" varchar,
  	"answer" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_group" varchar DEFAULT 'pricing',
  	"version_order" numeric DEFAULT 100,
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "legal_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"last_updated" timestamp(3) with time zone,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"seo_robots" "enum_legal_pages_seo_robots" DEFAULT 'index, follow',
  	"seo_canonical_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_legal_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_legal_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_last_updated" timestamp(3) with time zone,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_robots" "enum__legal_pages_v_version_seo_robots" DEFAULT 'index, follow',
  	"version_seo_canonical_path" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__legal_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"status_code" "enum_redirects_status_code" DEFAULT '301',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_redirects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_redirects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_from" varchar,
  	"version_to" varchar,
  	"version_status_code" "enum__redirects_v_version_status_code" DEFAULT '301',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__redirects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_avif480_url" varchar,
  	"sizes_avif480_width" numeric,
  	"sizes_avif480_height" numeric,
  	"sizes_avif480_mime_type" varchar,
  	"sizes_avif480_filesize" numeric,
  	"sizes_avif480_filename" varchar,
  	"sizes_webp480_url" varchar,
  	"sizes_webp480_width" numeric,
  	"sizes_webp480_height" numeric,
  	"sizes_webp480_mime_type" varchar,
  	"sizes_webp480_filesize" numeric,
  	"sizes_webp480_filename" varchar,
  	"sizes_avif768_url" varchar,
  	"sizes_avif768_width" numeric,
  	"sizes_avif768_height" numeric,
  	"sizes_avif768_mime_type" varchar,
  	"sizes_avif768_filesize" numeric,
  	"sizes_avif768_filename" varchar,
  	"sizes_webp768_url" varchar,
  	"sizes_webp768_width" numeric,
  	"sizes_webp768_height" numeric,
  	"sizes_webp768_mime_type" varchar,
  	"sizes_webp768_filesize" numeric,
  	"sizes_webp768_filename" varchar,
  	"sizes_avif1280_url" varchar,
  	"sizes_avif1280_width" numeric,
  	"sizes_avif1280_height" numeric,
  	"sizes_avif1280_mime_type" varchar,
  	"sizes_avif1280_filesize" numeric,
  	"sizes_avif1280_filename" varchar,
  	"sizes_webp1280_url" varchar,
  	"sizes_webp1280_width" numeric,
  	"sizes_webp1280_height" numeric,
  	"sizes_webp1280_mime_type" varchar,
  	"sizes_webp1280_filesize" numeric,
  	"sizes_webp1280_filename" varchar,
  	"sizes_avif1920_url" varchar,
  	"sizes_avif1920_width" numeric,
  	"sizes_avif1920_height" numeric,
  	"sizes_avif1920_mime_type" varchar,
  	"sizes_avif1920_filesize" numeric,
  	"sizes_avif1920_filename" varchar,
  	"sizes_webp1920_url" varchar,
  	"sizes_webp1920_width" numeric,
  	"sizes_webp1920_height" numeric,
  	"sizes_webp1920_mime_type" varchar,
  	"sizes_webp1920_filesize" numeric,
  	"sizes_webp1920_filename" varchar
  );
  
  CREATE TABLE "contact_messages_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_messages_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" varchar NOT NULL,
  	"author_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"email_id" numeric
  );
  
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"assigned_to_id" integer,
  	"member_id" integer,
  	"answered_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"company" varchar,
  	"type" "enum_contact_messages_type",
  	"message" varchar,
  	"reply" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email_verified" boolean DEFAULT false NOT NULL,
  	"phone" varchar,
  	"business_type" varchar,
  	"organisation_name" varchar,
  	"organisation_business_type" varchar,
  	"plan" varchar DEFAULT 'community' NOT NULL,
  	"plan_status" "enum_members_plan_status" DEFAULT 'free' NOT NULL,
  	"billing" "enum_members_billing" DEFAULT 'monthly' NOT NULL,
  	"trial_ends_at" timestamp(3) with time zone,
  	"trial_used" boolean DEFAULT false NOT NULL,
  	"renews_at" timestamp(3) with time zone,
  	"plan_changed_at" timestamp(3) with time zone,
  	"previous_plan" varchar,
  	"previous_billing" "enum_members_previous_billing",
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"password_hash" varchar,
  	"google_sub" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_sessions" (
  	"id" varchar PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone,
  	"rotated_at" timestamp(3) with time zone,
  	"user_agent" varchar,
  	"secret_hash" varchar NOT NULL,
  	"previous_secret_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"purpose" "enum_member_tokens_purpose" NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"nonce" varchar NOT NULL,
  	"password_stamp" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  	"held_by_support" boolean DEFAULT false NOT NULL,
  	"listed_by_owner" boolean DEFAULT false NOT NULL,
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
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"answered_at" timestamp(3) with time zone,
  	"from_id" integer,
  	"to_id" integer,
  	"from_name" varchar,
  	"from_slug" varchar,
  	"to_name" varchar,
  	"to_slug" varchar,
  	"channel" "enum_proposals_channel" NOT NULL,
  	"offer" "enum_proposals_offer" NOT NULL,
  	"model" "enum_proposals_model" NOT NULL,
  	"commission_percent" numeric,
  	"fee" numeric,
  	"message" varchar NOT NULL,
  	"start_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  
  CREATE TABLE "offer_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"redeemer_id" integer,
  	"promoter_id" integer,
  	"offer_text" varchar NOT NULL,
  	"destination" varchar NOT NULL,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"max_uses" numeric,
  	"uses" numeric DEFAULT 0 NOT NULL,
  	"disabled_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_id" integer NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_redemptions_currency" DEFAULT 'AUD' NOT NULL,
  	"order_ref" varchar,
  	"channel" "enum_redemptions_channel",
  	"redeemed_at" timestamp(3) with time zone NOT NULL,
  	"recorded_by" "enum_redemptions_recorded_by" NOT NULL,
  	"voided_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ledger_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer,
  	"kind" "enum_ledger_entries_kind" NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" "enum_ledger_entries_currency" DEFAULT 'AUD' NOT NULL,
  	"payer_id" integer,
  	"payer_is_kindred" boolean DEFAULT false,
  	"payee_id" integer,
  	"payee_is_kindred" boolean DEFAULT false,
  	"status" "enum_ledger_entries_status" DEFAULT 'pending' NOT NULL,
  	"source" varchar NOT NULL,
  	"statement_id" numeric,
  	"invoice_number" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "invoices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"business_id" integer,
  	"month" varchar NOT NULL,
  	"total" numeric NOT NULL,
  	"gst" numeric NOT NULL,
  	"currency" "enum_invoices_currency" DEFAULT 'AUD' NOT NULL,
  	"lines" jsonb NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "statements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" varchar NOT NULL,
  	"payer_id" integer,
  	"payee_id" integer,
  	"amount" numeric NOT NULL,
  	"payer_owes" numeric NOT NULL,
  	"payee_owes" numeric NOT NULL,
  	"status" "enum_statements_status" DEFAULT 'issued' NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"paid_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"disputed_at" timestamp(3) with time zone,
  	"dispute_reason" varchar,
  	"resolution" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "code_daily_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"clicks" numeric DEFAULT 0 NOT NULL,
  	"qr_scans" numeric DEFAULT 0 NOT NULL,
  	"redemptions" numeric DEFAULT 0 NOT NULL,
  	"revenue" numeric DEFAULT 0 NOT NULL
  );
  
  CREATE TABLE "code_clicks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"visitor" varchar NOT NULL,
  	"qr" boolean DEFAULT false NOT NULL
  );
  
  CREATE TABLE "collaborations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"proposal_id" integer NOT NULL,
  	"terms" varchar NOT NULL,
  	"from_confirmed_at" timestamp(3) with time zone,
  	"to_confirmed_at" timestamp(3) with time zone,
  	"fixed_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"ended_by" "enum_collaborations_ended_by",
  	"activity_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "milestones" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"due_date" timestamp(3) with time zone,
  	"done_by" "enum_milestones_done_by",
  	"done_at" timestamp(3) with time zone,
  	"confirmed_at" timestamp(3) with time zone,
  	"source" "enum_milestones_source" DEFAULT 'member' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"reviewer_id" integer,
  	"reviewed_id" integer,
  	"rating" numeric NOT NULL,
  	"comment" varchar,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"hidden_reason" varchar,
  	"hidden_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "agreement_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model" "enum_agreement_templates_model",
  	"title" varchar,
  	"body" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_agreement_templates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_agreement_templates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_model" "enum__agreement_templates_v_version_model",
  	"version_title" varchar,
  	"version_body" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__agreement_templates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "counter_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_id" integer NOT NULL,
  	"label" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "integrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_id" integer NOT NULL,
  	"platform" "enum_integrations_platform" NOT NULL,
  	"label" varchar NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"sealed_secret" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "collaboration_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"side" "enum_collaboration_messages_side" NOT NULL,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "collaboration_sides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collaboration_id" integer NOT NULL,
  	"side" "enum_collaboration_sides_side" NOT NULL,
  	"read_up_to" numeric DEFAULT 0 NOT NULL,
  	"notified_up_to" numeric DEFAULT 0 NOT NULL,
  	"emailed_at" timestamp(3) with time zone,
  	"share_email" boolean DEFAULT false NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_notification_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"proposals" "enum_member_notification_settings_proposals" DEFAULT 'instant' NOT NULL,
  	"messages" "enum_member_notification_settings_messages" DEFAULT 'instant' NOT NULL,
  	"monthly_report" boolean DEFAULT true NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notification_digests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"day" varchar NOT NULL
  );
  
  CREATE TABLE "monthly_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"month" varchar NOT NULL
  );
  
  CREATE TABLE "api_keys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"hint" varchar NOT NULL,
  	"secret_hash" varchar NOT NULL,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"reply_to" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"status" "enum_email_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"claimed_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"ref" varchar,
  	"unsubscribe_url" varchar,
  	"thread_references" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"hits" numeric DEFAULT 0 NOT NULL,
  	"window_ends_at" timestamp(3) with time zone NOT NULL,
  	"blocked_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "seed_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"written" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "staff_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "staff" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_staff_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "staff_devices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"staff_id" integer NOT NULL,
  	"nonce" varchar NOT NULL,
  	"password_stamp" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"business_types_id" integer,
  	"comparison_cards_id" integer,
  	"steps_id" integer,
  	"plans_id" integer,
  	"faqs_id" integer,
  	"legal_pages_id" integer,
  	"redirects_id" integer,
  	"media_id" integer,
  	"contact_messages_id" integer,
  	"members_id" integer,
  	"member_sessions_id" varchar,
  	"member_tokens_id" integer,
  	"member_devices_id" integer,
  	"business_profiles_id" integer,
  	"proposals_id" integer,
  	"partner_events_id" integer,
  	"offer_codes_id" integer,
  	"redemptions_id" integer,
  	"ledger_entries_id" integer,
  	"invoices_id" integer,
  	"statements_id" integer,
  	"code_daily_stats_id" integer,
  	"code_clicks_id" integer,
  	"collaborations_id" integer,
  	"milestones_id" integer,
  	"reviews_id" integer,
  	"agreement_templates_id" integer,
  	"counter_links_id" integer,
  	"integrations_id" integer,
  	"collaboration_messages_id" integer,
  	"collaboration_sides_id" integer,
  	"member_notification_settings_id" integer,
  	"notification_digests_id" integer,
  	"monthly_reports_id" integer,
  	"api_keys_id" integer,
  	"email_outbox_id" integer,
  	"rate_limits_id" integer,
  	"seed_records_id" integer,
  	"staff_id" integer,
  	"staff_devices_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"staff_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Kindred',
  	"tagline" varchar,
  	"description" varchar,
  	"general_email" varchar,
  	"support_email" varchar,
  	"privacy_email" varchar,
  	"organization_founding_year" numeric,
  	"organization_city" varchar,
  	"organization_region" varchar,
  	"organization_country" varchar,
  	"organization_areas_served" varchar,
  	"dev_banner" varchar,
  	"scroll_to_top_label" varchar DEFAULT 'Back to top',
  	"labels_close" varchar DEFAULT 'Close',
  	"labels_last_updated" varchar DEFAULT 'Last updated',
  	"labels_business_get_in_touch" varchar DEFAULT 'Get in Touch',
  	"labels_business_get_started" varchar DEFAULT 'Get Started',
  	"labels_business_contact_href" varchar DEFAULT '/contact',
  	"labels_business_directory_link" varchar DEFAULT 'Browse {type} on Kindred',
  	"labels_free_trial" varchar DEFAULT '{days}-day free trial',
  	"labels_editor_bar" varchar DEFAULT 'Editor tools',
  	"labels_edit_this_page" varchar DEFAULT 'Edit this page',
  	"labels_exit_preview" varchar DEFAULT 'Exit preview',
  	"labels_viewing_drafts" varchar DEFAULT 'Showing drafts',
  	"_status" "enum_site_settings_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar DEFAULT 'Kindred',
  	"version_tagline" varchar,
  	"version_description" varchar,
  	"version_general_email" varchar,
  	"version_support_email" varchar,
  	"version_privacy_email" varchar,
  	"version_organization_founding_year" numeric,
  	"version_organization_city" varchar,
  	"version_organization_region" varchar,
  	"version_organization_country" varchar,
  	"version_organization_areas_served" varchar,
  	"version_dev_banner" varchar,
  	"version_scroll_to_top_label" varchar DEFAULT 'Back to top',
  	"version_labels_close" varchar DEFAULT 'Close',
  	"version_labels_last_updated" varchar DEFAULT 'Last updated',
  	"version_labels_business_get_in_touch" varchar DEFAULT 'Get in Touch',
  	"version_labels_business_get_started" varchar DEFAULT 'Get Started',
  	"version_labels_business_contact_href" varchar DEFAULT '/contact',
  	"version_labels_business_directory_link" varchar DEFAULT 'Browse {type} on Kindred',
  	"version_labels_free_trial" varchar DEFAULT '{days}-day free trial',
  	"version_labels_editor_bar" varchar DEFAULT 'Editor tools',
  	"version_labels_edit_this_page" varchar DEFAULT 'Edit this page',
  	"version_labels_exit_preview" varchar DEFAULT 'Exit preview',
  	"version_labels_viewing_drafts" varchar DEFAULT 'Showing drafts',
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar,
  	"dropdown_after" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dropdown_label" varchar,
  	"dropdown_footer_link_label" varchar,
  	"dropdown_footer_link_href" varchar,
  	"dropdown_footer_link_tracking_key" varchar,
  	"signed_out_login_label" varchar,
  	"signed_out_login_href" varchar,
  	"signed_out_login_tracking_key" varchar,
  	"signed_out_primary_label" varchar,
  	"signed_out_primary_href" varchar,
  	"signed_out_primary_tracking_key" varchar,
  	"signed_in_welcome" varchar,
  	"signed_in_dashboard_label" varchar,
  	"signed_in_dashboard_href" varchar,
  	"signed_in_dashboard_tracking_key" varchar,
  	"signed_in_logout_label" varchar,
  	"menu_labels_open" varchar DEFAULT 'Open menu',
  	"menu_labels_close" varchar DEFAULT 'Close menu',
  	"menu_labels_skip_to_content" varchar DEFAULT 'Skip to content',
  	"menu_labels_main_nav" varchar DEFAULT 'Main',
  	"menu_labels_mobile_nav" varchar DEFAULT 'Mobile',
  	"menu_labels_footer_nav" varchar DEFAULT 'Footer',
  	"_status" "enum_navigation_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_navigation_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar,
  	"dropdown_after" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_dropdown_label" varchar,
  	"version_dropdown_footer_link_label" varchar,
  	"version_dropdown_footer_link_href" varchar,
  	"version_dropdown_footer_link_tracking_key" varchar,
  	"version_signed_out_login_label" varchar,
  	"version_signed_out_login_href" varchar,
  	"version_signed_out_login_tracking_key" varchar,
  	"version_signed_out_primary_label" varchar,
  	"version_signed_out_primary_href" varchar,
  	"version_signed_out_primary_tracking_key" varchar,
  	"version_signed_in_welcome" varchar,
  	"version_signed_in_dashboard_label" varchar,
  	"version_signed_in_dashboard_href" varchar,
  	"version_signed_in_dashboard_tracking_key" varchar,
  	"version_signed_in_logout_label" varchar,
  	"version_menu_labels_open" varchar DEFAULT 'Open menu',
  	"version_menu_labels_close" varchar DEFAULT 'Close menu',
  	"version_menu_labels_skip_to_content" varchar DEFAULT 'Skip to content',
  	"version_menu_labels_main_nav" varchar DEFAULT 'Main',
  	"version_menu_labels_mobile_nav" varchar DEFAULT 'Mobile',
  	"version_menu_labels_footer_nav" varchar DEFAULT 'Footer',
  	"version__status" "enum__navigation_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "footer_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"blurb" varchar,
  	"copyright" varchar,
  	"_status" "enum_footer_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_footer_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"tracking_key" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_footer_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_blurb" varchar,
  	"version_copyright" varchar,
  	"version__status" "enum__footer_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
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
  	"directory_page_type_suggestion" varchar,
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
  	"profile_page_held_to_propose" varchar,
  	"profile_page_own_profile" varchar,
  	"profile_page_edit_profile" varchar,
  	"profile_page_create_profile" varchar,
  	"profile_page_pending_sent" varchar,
  	"profile_page_pending_received" varchar,
  	"profile_page_view_proposal" varchar,
  	"profile_page_answer_proposal" varchar,
  	"profile_page_collaborating" varchar,
  	"profile_page_channels_heading" varchar,
  	"profile_page_offers_heading" varchar,
  	"profile_page_models_heading" varchar,
  	"profile_page_location_heading" varchar,
  	"profile_page_website_heading" varchar,
  	"profile_page_back_to_directory" varchar,
  	"profile_page_propose_needs_script" varchar,
  	"proposal_form_heading" varchar,
  	"proposal_form_intro" varchar,
  	"proposal_form_channel_label" varchar,
  	"proposal_form_offer_label" varchar,
  	"proposal_form_model_label" varchar,
  	"proposal_form_message_label" varchar,
  	"proposal_form_message_placeholder" varchar,
  	"proposal_form_start_date_label" varchar,
  	"proposal_form_start_date_hint" varchar,
  	"proposal_form_commission_label" varchar,
  	"proposal_form_commission_hint" varchar,
  	"proposal_form_fee_label" varchar,
  	"proposal_form_fee_hint" varchar,
  	"proposal_form_submit" varchar,
  	"proposal_form_sending" varchar,
  	"proposal_form_sent" varchar,
  	"proposal_form_failed" varchar,
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
  	"business_editor_held_notice" varchar,
  	"business_editor_held_contact" varchar,
  	"business_editor_save" varchar,
  	"business_editor_saving" varchar,
  	"business_editor_saved" varchar,
  	"business_editor_failed" varchar,
  	"business_editor_save_failed" varchar,
  	"business_editor_preview_heading" varchar,
  	"business_editor_view_public" varchar,
  	"business_editor_unsaved_changes" varchar,
  	"business_editor_save_needs_script" varchar,
  	"collaborations_page_received" varchar,
  	"collaborations_page_sent" varchar,
  	"collaborations_page_empty_received" varchar,
  	"collaborations_page_empty_sent" varchar,
  	"collaborations_page_from" varchar,
  	"collaborations_page_to" varchar,
  	"collaborations_page_start_date" varchar,
  	"collaborations_page_commission_terms" varchar,
  	"collaborations_page_fee_terms" varchar,
  	"collaborations_page_sent_on" varchar,
  	"collaborations_page_accept" varchar,
  	"collaborations_page_accept_note" varchar,
  	"collaborations_page_decline" varchar,
  	"collaborations_page_withdraw" varchar,
  	"collaborations_page_confirm_withdraw" varchar,
  	"collaborations_page_confirm_decline" varchar,
  	"collaborations_page_keep_proposal" varchar,
  	"collaborations_page_contact" varchar,
  	"collaborations_page_departed" varchar,
  	"collaborations_page_departed_note" varchar,
  	"collaborations_page_failed" varchar,
  	"dashboard_cards_find_partners_text" varchar,
  	"dashboard_cards_find_partners_text_type" varchar,
  	"dashboard_cards_find_partners_text_place" varchar,
  	"dashboard_cards_find_partners_text_all" varchar,
  	"dashboard_cards_find_partners_action" varchar,
  	"dashboard_cards_network_empty" varchar,
  	"dashboard_cards_network_action" varchar,
  	"dashboard_cards_network_departed" varchar,
  	"dashboard_cards_profile_views" varchar,
  	"dashboard_cards_proposals_sent" varchar,
  	"dashboard_cards_proposals_received" varchar,
  	"dashboard_cards_accepted" varchar,
  	"dashboard_cards_business_edit" varchar,
  	"dashboard_cards_business_create" varchar,
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
  	"messages_business_not_found" varchar,
  	"messages_proposal_not_found" varchar,
  	"messages_own_business" varchar,
  	"messages_verify_first" varchar,
  	"messages_list_first" varchar,
  	"messages_throttled" varchar,
  	"messages_throttled_last_hour" varchar,
  	"messages_throttled_to_business" varchar,
  	"messages_only_recipient_accepts" varchar,
  	"messages_only_recipient_declines" varchar,
  	"messages_only_sender_withdraws" varchar,
  	"messages_already_accepted" varchar,
  	"messages_already_declined" varchar,
  	"messages_already_withdrawn" varchar,
  	"messages_pending_sent" varchar,
  	"messages_pending_received" varchar,
  	"messages_channel_not_listed" varchar,
  	"messages_offer_not_listed" varchar,
  	"messages_model_not_listed" varchar,
  	"messages_choose_type" varchar,
  	"messages_slug_taken" varchar,
  	"messages_saved_elsewhere" varchar,
  	"messages_held_by_support" varchar,
  	"messages_accept_held_own" varchar,
  	"messages_accept_held_partner" varchar,
  	"messages_send_held" varchar,
  	"messages_verify_to_accept" varchar,
  	"messages_name_has_link" varchar,
  	"usual_milestones_in_store_space" varchar,
  	"usual_milestones_packaging_flyer" varchar,
  	"usual_milestones_newsletter" varchar,
  	"reputation_rating" varchar,
  	"reputation_rating_one" varchar,
  	"reputation_no_reviews" varchar,
  	"reputation_verified_partner" varchar,
  	"reputation_verified_partner_meaning" varchar,
  	"agreement_page_title" varchar,
  	"agreement_page_between" varchar,
  	"agreement_page_fixed_on" varchar,
  	"agreement_page_print" varchar,
  	"agreement_page_not_fixed" varchar,
  	"agreement_page_not_found" varchar,
  	"workspace_page_title" varchar,
  	"workspace_page_heading" varchar,
  	"workspace_page_back" varchar,
  	"workspace_page_loading" varchar,
  	"workspace_page_failed" varchar,
  	"workspace_page_plan_link" varchar,
  	"workspace_page_status_active" varchar,
  	"workspace_page_status_ended" varchar,
  	"workspace_page_ended_on" varchar,
  	"workspace_page_left_kindred" varchar,
  	"workspace_page_terms_heading" varchar,
  	"workspace_page_partner" varchar,
  	"workspace_page_view_profile" varchar,
  	"workspace_page_channel" varchar,
  	"workspace_page_offer" varchar,
  	"workspace_page_model" varchar,
  	"workspace_page_start_date" varchar,
  	"workspace_page_no_start_date" varchar,
  	"workspace_page_agreement_heading" varchar,
  	"workspace_page_agreement_intro" varchar,
  	"workspace_page_terms_label" varchar,
  	"workspace_page_terms_hint" varchar,
  	"workspace_page_save_terms" varchar,
  	"workspace_page_terms_saved" varchar,
  	"workspace_page_confirm_agreement" varchar,
  	"workspace_page_agreement_confirmed" varchar,
  	"workspace_page_confirmed_by" varchar,
  	"workspace_page_nobody_confirmed" varchar,
  	"workspace_page_fixed_on" varchar,
  	"workspace_page_printable" varchar,
  	"workspace_page_milestones_heading" varchar,
  	"workspace_page_milestones_empty" varchar,
  	"workspace_page_due" varchar,
  	"workspace_page_overdue" varchar,
  	"workspace_page_marked_done_by" varchar,
  	"workspace_page_confirmed_on" varchar,
  	"workspace_page_awaiting_confirmation" varchar,
  	"workspace_page_mark_done" varchar,
  	"workspace_page_confirm_milestone" varchar,
  	"workspace_page_add_milestone_heading" varchar,
  	"workspace_page_milestone_title" varchar,
  	"workspace_page_milestone_due" varchar,
  	"workspace_page_add_milestone" varchar,
  	"workspace_page_milestone_added" varchar,
  	"workspace_page_messages_heading" varchar,
  	"workspace_page_messages_intro" varchar,
  	"workspace_page_messages_empty" varchar,
  	"workspace_page_older_messages" varchar,
  	"workspace_page_you" varchar,
  	"workspace_page_message_label" varchar,
  	"workspace_page_message_hint" varchar,
  	"workspace_page_send" varchar,
  	"workspace_page_message_sent" varchar,
  	"workspace_page_new_messages" varchar,
  	"workspace_page_contact_heading" varchar,
  	"workspace_page_share_email" varchar,
  	"workspace_page_share_hint" varchar,
  	"workspace_page_shared_contacts" varchar,
  	"workspace_page_other_shares" varchar,
  	"workspace_page_next_heading" varchar,
  	"workspace_page_next_none" varchar,
  	"workspace_page_next_confirm_agreement" varchar,
  	"workspace_page_next_confirm_milestone" varchar,
  	"workspace_page_next_reply" varchar,
  	"workspace_page_next_review" varchar,
  	"workspace_page_end_heading" varchar,
  	"workspace_page_end_intro" varchar,
  	"workspace_page_end" varchar,
  	"workspace_page_end_question" varchar,
  	"workspace_page_end_yes" varchar,
  	"workspace_page_end_no" varchar,
  	"workspace_page_ended" varchar,
  	"workspace_page_review_heading" varchar,
  	"workspace_page_review_intro" varchar,
  	"workspace_page_rating" varchar,
  	"workspace_page_rating_option" varchar,
  	"workspace_page_comment" varchar,
  	"workspace_page_comment_hint" varchar,
  	"workspace_page_submit_review" varchar,
  	"workspace_page_reviewed" varchar,
  	"workspace_page_results_heading" varchar,
  	"workspace_page_list_heading" varchar,
  	"workspace_page_list_empty" varchar,
  	"workspace_page_list_needs_reply" varchar,
  	"workspace_page_list_unread" varchar,
  	"workspace_page_list_open" varchar,
  	"emails_proposal_subject" varchar,
  	"emails_proposal_body" varchar,
  	"emails_accepted_subject" varchar,
  	"emails_accepted_body" varchar,
  	"emails_connected_subject" varchar,
  	"emails_connected_body" varchar,
  	"emails_declined_subject" varchar,
  	"emails_declined_body" varchar,
  	"emails_withdrawn_subject" varchar,
  	"emails_withdrawn_body" varchar,
  	"emails_held_subject" varchar,
  	"emails_held_body" varchar,
  	"emails_relisted_subject" varchar,
  	"emails_relisted_body" varchar,
  	"emails_released_subject" varchar,
  	"emails_released_body" varchar,
  	"emails_closed_subject" varchar,
  	"emails_closed_body" varchar,
  	"emails_commission_terms" varchar,
  	"emails_fee_terms" varchar,
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
  	"version_directory_page_type_suggestion" varchar,
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
  	"version_profile_page_held_to_propose" varchar,
  	"version_profile_page_own_profile" varchar,
  	"version_profile_page_edit_profile" varchar,
  	"version_profile_page_create_profile" varchar,
  	"version_profile_page_pending_sent" varchar,
  	"version_profile_page_pending_received" varchar,
  	"version_profile_page_view_proposal" varchar,
  	"version_profile_page_answer_proposal" varchar,
  	"version_profile_page_collaborating" varchar,
  	"version_profile_page_channels_heading" varchar,
  	"version_profile_page_offers_heading" varchar,
  	"version_profile_page_models_heading" varchar,
  	"version_profile_page_location_heading" varchar,
  	"version_profile_page_website_heading" varchar,
  	"version_profile_page_back_to_directory" varchar,
  	"version_profile_page_propose_needs_script" varchar,
  	"version_proposal_form_heading" varchar,
  	"version_proposal_form_intro" varchar,
  	"version_proposal_form_channel_label" varchar,
  	"version_proposal_form_offer_label" varchar,
  	"version_proposal_form_model_label" varchar,
  	"version_proposal_form_message_label" varchar,
  	"version_proposal_form_message_placeholder" varchar,
  	"version_proposal_form_start_date_label" varchar,
  	"version_proposal_form_start_date_hint" varchar,
  	"version_proposal_form_commission_label" varchar,
  	"version_proposal_form_commission_hint" varchar,
  	"version_proposal_form_fee_label" varchar,
  	"version_proposal_form_fee_hint" varchar,
  	"version_proposal_form_submit" varchar,
  	"version_proposal_form_sending" varchar,
  	"version_proposal_form_sent" varchar,
  	"version_proposal_form_failed" varchar,
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
  	"version_business_editor_held_notice" varchar,
  	"version_business_editor_held_contact" varchar,
  	"version_business_editor_save" varchar,
  	"version_business_editor_saving" varchar,
  	"version_business_editor_saved" varchar,
  	"version_business_editor_failed" varchar,
  	"version_business_editor_save_failed" varchar,
  	"version_business_editor_preview_heading" varchar,
  	"version_business_editor_view_public" varchar,
  	"version_business_editor_unsaved_changes" varchar,
  	"version_business_editor_save_needs_script" varchar,
  	"version_collaborations_page_received" varchar,
  	"version_collaborations_page_sent" varchar,
  	"version_collaborations_page_empty_received" varchar,
  	"version_collaborations_page_empty_sent" varchar,
  	"version_collaborations_page_from" varchar,
  	"version_collaborations_page_to" varchar,
  	"version_collaborations_page_start_date" varchar,
  	"version_collaborations_page_commission_terms" varchar,
  	"version_collaborations_page_fee_terms" varchar,
  	"version_collaborations_page_sent_on" varchar,
  	"version_collaborations_page_accept" varchar,
  	"version_collaborations_page_accept_note" varchar,
  	"version_collaborations_page_decline" varchar,
  	"version_collaborations_page_withdraw" varchar,
  	"version_collaborations_page_confirm_withdraw" varchar,
  	"version_collaborations_page_confirm_decline" varchar,
  	"version_collaborations_page_keep_proposal" varchar,
  	"version_collaborations_page_contact" varchar,
  	"version_collaborations_page_departed" varchar,
  	"version_collaborations_page_departed_note" varchar,
  	"version_collaborations_page_failed" varchar,
  	"version_dashboard_cards_find_partners_text" varchar,
  	"version_dashboard_cards_find_partners_text_type" varchar,
  	"version_dashboard_cards_find_partners_text_place" varchar,
  	"version_dashboard_cards_find_partners_text_all" varchar,
  	"version_dashboard_cards_find_partners_action" varchar,
  	"version_dashboard_cards_network_empty" varchar,
  	"version_dashboard_cards_network_action" varchar,
  	"version_dashboard_cards_network_departed" varchar,
  	"version_dashboard_cards_profile_views" varchar,
  	"version_dashboard_cards_proposals_sent" varchar,
  	"version_dashboard_cards_proposals_received" varchar,
  	"version_dashboard_cards_accepted" varchar,
  	"version_dashboard_cards_business_edit" varchar,
  	"version_dashboard_cards_business_create" varchar,
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
  	"version_messages_business_not_found" varchar,
  	"version_messages_proposal_not_found" varchar,
  	"version_messages_own_business" varchar,
  	"version_messages_verify_first" varchar,
  	"version_messages_list_first" varchar,
  	"version_messages_throttled" varchar,
  	"version_messages_throttled_last_hour" varchar,
  	"version_messages_throttled_to_business" varchar,
  	"version_messages_only_recipient_accepts" varchar,
  	"version_messages_only_recipient_declines" varchar,
  	"version_messages_only_sender_withdraws" varchar,
  	"version_messages_already_accepted" varchar,
  	"version_messages_already_declined" varchar,
  	"version_messages_already_withdrawn" varchar,
  	"version_messages_pending_sent" varchar,
  	"version_messages_pending_received" varchar,
  	"version_messages_channel_not_listed" varchar,
  	"version_messages_offer_not_listed" varchar,
  	"version_messages_model_not_listed" varchar,
  	"version_messages_choose_type" varchar,
  	"version_messages_slug_taken" varchar,
  	"version_messages_saved_elsewhere" varchar,
  	"version_messages_held_by_support" varchar,
  	"version_messages_accept_held_own" varchar,
  	"version_messages_accept_held_partner" varchar,
  	"version_messages_send_held" varchar,
  	"version_messages_verify_to_accept" varchar,
  	"version_messages_name_has_link" varchar,
  	"version_usual_milestones_in_store_space" varchar,
  	"version_usual_milestones_packaging_flyer" varchar,
  	"version_usual_milestones_newsletter" varchar,
  	"version_reputation_rating" varchar,
  	"version_reputation_rating_one" varchar,
  	"version_reputation_no_reviews" varchar,
  	"version_reputation_verified_partner" varchar,
  	"version_reputation_verified_partner_meaning" varchar,
  	"version_agreement_page_title" varchar,
  	"version_agreement_page_between" varchar,
  	"version_agreement_page_fixed_on" varchar,
  	"version_agreement_page_print" varchar,
  	"version_agreement_page_not_fixed" varchar,
  	"version_agreement_page_not_found" varchar,
  	"version_workspace_page_title" varchar,
  	"version_workspace_page_heading" varchar,
  	"version_workspace_page_back" varchar,
  	"version_workspace_page_loading" varchar,
  	"version_workspace_page_failed" varchar,
  	"version_workspace_page_plan_link" varchar,
  	"version_workspace_page_status_active" varchar,
  	"version_workspace_page_status_ended" varchar,
  	"version_workspace_page_ended_on" varchar,
  	"version_workspace_page_left_kindred" varchar,
  	"version_workspace_page_terms_heading" varchar,
  	"version_workspace_page_partner" varchar,
  	"version_workspace_page_view_profile" varchar,
  	"version_workspace_page_channel" varchar,
  	"version_workspace_page_offer" varchar,
  	"version_workspace_page_model" varchar,
  	"version_workspace_page_start_date" varchar,
  	"version_workspace_page_no_start_date" varchar,
  	"version_workspace_page_agreement_heading" varchar,
  	"version_workspace_page_agreement_intro" varchar,
  	"version_workspace_page_terms_label" varchar,
  	"version_workspace_page_terms_hint" varchar,
  	"version_workspace_page_save_terms" varchar,
  	"version_workspace_page_terms_saved" varchar,
  	"version_workspace_page_confirm_agreement" varchar,
  	"version_workspace_page_agreement_confirmed" varchar,
  	"version_workspace_page_confirmed_by" varchar,
  	"version_workspace_page_nobody_confirmed" varchar,
  	"version_workspace_page_fixed_on" varchar,
  	"version_workspace_page_printable" varchar,
  	"version_workspace_page_milestones_heading" varchar,
  	"version_workspace_page_milestones_empty" varchar,
  	"version_workspace_page_due" varchar,
  	"version_workspace_page_overdue" varchar,
  	"version_workspace_page_marked_done_by" varchar,
  	"version_workspace_page_confirmed_on" varchar,
  	"version_workspace_page_awaiting_confirmation" varchar,
  	"version_workspace_page_mark_done" varchar,
  	"version_workspace_page_confirm_milestone" varchar,
  	"version_workspace_page_add_milestone_heading" varchar,
  	"version_workspace_page_milestone_title" varchar,
  	"version_workspace_page_milestone_due" varchar,
  	"version_workspace_page_add_milestone" varchar,
  	"version_workspace_page_milestone_added" varchar,
  	"version_workspace_page_messages_heading" varchar,
  	"version_workspace_page_messages_intro" varchar,
  	"version_workspace_page_messages_empty" varchar,
  	"version_workspace_page_older_messages" varchar,
  	"version_workspace_page_you" varchar,
  	"version_workspace_page_message_label" varchar,
  	"version_workspace_page_message_hint" varchar,
  	"version_workspace_page_send" varchar,
  	"version_workspace_page_message_sent" varchar,
  	"version_workspace_page_new_messages" varchar,
  	"version_workspace_page_contact_heading" varchar,
  	"version_workspace_page_share_email" varchar,
  	"version_workspace_page_share_hint" varchar,
  	"version_workspace_page_shared_contacts" varchar,
  	"version_workspace_page_other_shares" varchar,
  	"version_workspace_page_next_heading" varchar,
  	"version_workspace_page_next_none" varchar,
  	"version_workspace_page_next_confirm_agreement" varchar,
  	"version_workspace_page_next_confirm_milestone" varchar,
  	"version_workspace_page_next_reply" varchar,
  	"version_workspace_page_next_review" varchar,
  	"version_workspace_page_end_heading" varchar,
  	"version_workspace_page_end_intro" varchar,
  	"version_workspace_page_end" varchar,
  	"version_workspace_page_end_question" varchar,
  	"version_workspace_page_end_yes" varchar,
  	"version_workspace_page_end_no" varchar,
  	"version_workspace_page_ended" varchar,
  	"version_workspace_page_review_heading" varchar,
  	"version_workspace_page_review_intro" varchar,
  	"version_workspace_page_rating" varchar,
  	"version_workspace_page_rating_option" varchar,
  	"version_workspace_page_comment" varchar,
  	"version_workspace_page_comment_hint" varchar,
  	"version_workspace_page_submit_review" varchar,
  	"version_workspace_page_reviewed" varchar,
  	"version_workspace_page_results_heading" varchar,
  	"version_workspace_page_list_heading" varchar,
  	"version_workspace_page_list_empty" varchar,
  	"version_workspace_page_list_needs_reply" varchar,
  	"version_workspace_page_list_unread" varchar,
  	"version_workspace_page_list_open" varchar,
  	"version_emails_proposal_subject" varchar,
  	"version_emails_proposal_body" varchar,
  	"version_emails_accepted_subject" varchar,
  	"version_emails_accepted_body" varchar,
  	"version_emails_connected_subject" varchar,
  	"version_emails_connected_body" varchar,
  	"version_emails_declined_subject" varchar,
  	"version_emails_declined_body" varchar,
  	"version_emails_withdrawn_subject" varchar,
  	"version_emails_withdrawn_body" varchar,
  	"version_emails_held_subject" varchar,
  	"version_emails_held_body" varchar,
  	"version_emails_relisted_subject" varchar,
  	"version_emails_relisted_body" varchar,
  	"version_emails_released_subject" varchar,
  	"version_emails_released_body" varchar,
  	"version_emails_closed_subject" varchar,
  	"version_emails_closed_body" varchar,
  	"version_emails_commission_terms" varchar,
  	"version_emails_fee_terms" varchar,
  	"version__status" "enum__directory_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"validation_required" varchar,
  	"validation_invalid_email" varchar,
  	"validation_email_local_part" varchar,
  	"validation_password_min" varchar,
  	"validation_password_max" varchar,
  	"validation_too_long" varchar,
  	"validation_not_allowed" varchar,
  	"validation_no_links" varchar,
  	"validation_invalid_phone" varchar,
  	"validation_choose_option" varchar,
  	"validation_choose_business_type" varchar,
  	"validation_common_password" varchar,
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
  	"sign_in_propose_reason" varchar,
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
  	"register_email_taken" varchar,
  	"register_success" varchar,
  	"register_google_init_failed" varchar,
  	"register_google_init_error" varchar,
  	"forgot_password_title" varchar,
  	"forgot_password_heading" varchar,
  	"forgot_password_intro" varchar,
  	"forgot_password_submit" varchar,
  	"forgot_password_sending" varchar,
  	"forgot_password_sent" varchar,
  	"forgot_password_failed" varchar,
  	"forgot_password_back_to_sign_in" varchar,
  	"reset_password_title" varchar,
  	"reset_password_heading" varchar,
  	"reset_password_intro" varchar,
  	"reset_password_submit" varchar,
  	"reset_password_submitting" varchar,
  	"reset_password_invalid_link" varchar,
  	"reset_password_ask_for_new_link" varchar,
  	"reset_password_changed" varchar,
  	"verify_email_title" varchar,
  	"verify_email_verifying" varchar,
  	"verify_email_verify_now" varchar,
  	"verify_email_verified_heading" varchar,
  	"verify_email_verified_text" varchar,
  	"verify_email_already_verified_heading" varchar,
  	"verify_email_already_verified_text" varchar,
  	"verify_email_failed_heading" varchar,
  	"verify_email_failed_hint" varchar,
  	"verify_email_unreachable" varchar,
  	"verify_email_to_dashboard" varchar,
  	"session_auth_failed" varchar,
  	"session_no_refresh_token" varchar,
  	"session_session_ended" varchar,
  	"session_dismiss_notice" varchar,
  	"session_signed_out" varchar,
  	"session_sign_in_to_continue" varchar,
  	"session_too_many_attempts" varchar,
  	"session_too_many_attempts_one_minute" varchar,
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
  	"version_validation_no_links" varchar,
  	"version_validation_invalid_phone" varchar,
  	"version_validation_choose_option" varchar,
  	"version_validation_choose_business_type" varchar,
  	"version_validation_common_password" varchar,
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
  	"version_sign_in_propose_reason" varchar,
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
  	"version_register_email_taken" varchar,
  	"version_register_success" varchar,
  	"version_register_google_init_failed" varchar,
  	"version_register_google_init_error" varchar,
  	"version_forgot_password_title" varchar,
  	"version_forgot_password_heading" varchar,
  	"version_forgot_password_intro" varchar,
  	"version_forgot_password_submit" varchar,
  	"version_forgot_password_sending" varchar,
  	"version_forgot_password_sent" varchar,
  	"version_forgot_password_failed" varchar,
  	"version_forgot_password_back_to_sign_in" varchar,
  	"version_reset_password_title" varchar,
  	"version_reset_password_heading" varchar,
  	"version_reset_password_intro" varchar,
  	"version_reset_password_submit" varchar,
  	"version_reset_password_submitting" varchar,
  	"version_reset_password_invalid_link" varchar,
  	"version_reset_password_ask_for_new_link" varchar,
  	"version_reset_password_changed" varchar,
  	"version_verify_email_title" varchar,
  	"version_verify_email_verifying" varchar,
  	"version_verify_email_verify_now" varchar,
  	"version_verify_email_verified_heading" varchar,
  	"version_verify_email_verified_text" varchar,
  	"version_verify_email_already_verified_heading" varchar,
  	"version_verify_email_already_verified_text" varchar,
  	"version_verify_email_failed_heading" varchar,
  	"version_verify_email_failed_hint" varchar,
  	"version_verify_email_unreachable" varchar,
  	"version_verify_email_to_dashboard" varchar,
  	"version_session_auth_failed" varchar,
  	"version_session_no_refresh_token" varchar,
  	"version_session_session_ended" varchar,
  	"version_session_dismiss_notice" varchar,
  	"version_session_signed_out" varchar,
  	"version_session_sign_in_to_continue" varchar,
  	"version_session_too_many_attempts" varchar,
  	"version_session_too_many_attempts_one_minute" varchar,
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
  	"dashboard_welcome_new" varchar,
  	"dashboard_organisation" varchar,
  	"dashboard_organisation_type" varchar,
  	"dashboard_business_type" varchar,
  	"dashboard_account_status" varchar,
  	"dashboard_verified" varchar,
  	"dashboard_unverified" varchar,
  	"dashboard_member_since" varchar,
  	"dashboard_member_for" varchar,
  	"dashboard_profile_updated" varchar,
  	"notification_settings_legend" varchar,
  	"notification_settings_proposals_label" varchar,
  	"notification_settings_messages_label" varchar,
  	"notification_settings_instant" varchar,
  	"notification_settings_daily" varchar,
  	"notification_settings_off" varchar,
  	"notification_settings_instant_hint" varchar,
  	"notification_settings_daily_hint" varchar,
  	"notification_settings_off_hint" varchar,
  	"notification_settings_monthly_report_label" varchar,
  	"notification_settings_monthly_report_on" varchar,
  	"notification_settings_monthly_report_off" varchar,
  	"notification_settings_monthly_report_hint" varchar,
  	"notification_settings_save" varchar,
  	"notification_settings_saving" varchar,
  	"notification_settings_saved" varchar,
  	"notification_settings_failed" varchar,
  	"notification_settings_settings_link" varchar,
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
  	"profile_form_save_needs_script" varchar,
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
  	"plan_gate_search_everywhere" varchar,
  	"plan_gate_agreement_templates" varchar,
  	"plan_gate_offer_codes" varchar,
  	"plan_gate_monthly_report" varchar,
  	"plan_gate_team_seats" varchar,
  	"plan_gate_api_keys" varchar,
  	"plan_gate_no_plan" varchar,
  	"plan_page_current_heading" varchar,
  	"plan_page_current" varchar,
  	"plan_page_status_label" varchar,
  	"plan_page_free" varchar,
  	"plan_page_trial" varchar,
  	"plan_page_active" varchar,
  	"plan_page_past_due" varchar,
  	"plan_page_trial_ends" varchar,
  	"plan_page_renews" varchar,
  	"plan_page_billing_label" varchar,
  	"plan_page_monthly" varchar,
  	"plan_page_annual" varchar,
  	"plan_page_per_month" varchar,
  	"plan_page_per_year" varchar,
  	"plan_page_annual_saving" varchar,
  	"plan_page_commission" varchar,
  	"plan_page_plans_heading" varchar,
  	"plan_page_your_plan" varchar,
  	"plan_page_choose" varchar,
  	"plan_page_starts_trial" varchar,
  	"plan_page_submit" varchar,
  	"plan_page_saving" varchar,
  	"plan_page_changed" varchar,
  	"plan_page_failed" varchar,
  	"plan_page_unchanged" varchar,
  	"plan_page_proration_charge" varchar,
  	"plan_page_proration_credit" varchar,
  	"plan_page_proration_none" varchar,
  	"plan_page_applies_now" varchar,
  	"plan_page_needs_script" varchar,
  	"plan_page_changes_heading" varchar,
  	"plan_page_gains" varchar,
  	"plan_page_loses" varchar,
  	"plan_page_limit_search_everywhere" varchar,
  	"plan_page_limit_agreement_templates" varchar,
  	"plan_page_limit_offer_codes" varchar,
  	"plan_page_limit_monthly_report" varchar,
  	"plan_page_limit_team_seats" varchar,
  	"plan_page_limit_api_keys" varchar,
  	"plan_page_dashboard_link" varchar,
  	"invoices_page_title" varchar,
  	"invoices_page_intro" varchar,
  	"invoices_page_invoices_heading" varchar,
  	"invoices_page_no_invoices" varchar,
  	"invoices_page_number_label" varchar,
  	"invoices_page_month_label" varchar,
  	"invoices_page_issued_label" varchar,
  	"invoices_page_total_label" varchar,
  	"invoices_page_view" varchar,
  	"invoices_page_statements_heading" varchar,
  	"invoices_page_no_statements" varchar,
  	"invoices_page_owes" varchar,
  	"invoices_page_status_issued" varchar,
  	"invoices_page_status_paid" varchar,
  	"invoices_page_status_confirmed" varchar,
  	"invoices_page_status_disputed" varchar,
  	"invoices_page_mark_paid" varchar,
  	"invoices_page_confirm" varchar,
  	"invoices_page_dispute" varchar,
  	"invoices_page_dispute_reason" varchar,
  	"invoices_page_dispute_until" varchar,
  	"invoices_page_action_failed" varchar,
  	"invoices_page_invoice_title" varchar,
  	"invoices_page_supplier" varchar,
  	"invoices_page_billed_to" varchar,
  	"invoices_page_issued_on" varchar,
  	"invoices_page_period" varchar,
  	"invoices_page_description_heading" varchar,
  	"invoices_page_amount_heading" varchar,
  	"invoices_page_line_subscription" varchar,
  	"invoices_page_line_proration" varchar,
  	"invoices_page_line_platform_commission" varchar,
  	"invoices_page_line_adjustment" varchar,
  	"invoices_page_total_including_gst" varchar,
  	"invoices_page_gst_included" varchar,
  	"invoices_page_total_ex_gst" varchar,
  	"invoices_page_gst_note" varchar,
  	"invoices_page_print" varchar,
  	"invoices_page_not_found" varchar,
  	"invoices_page_dashboard_link" varchar,
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
  	"version_dashboard_welcome_new" varchar,
  	"version_dashboard_organisation" varchar,
  	"version_dashboard_organisation_type" varchar,
  	"version_dashboard_business_type" varchar,
  	"version_dashboard_account_status" varchar,
  	"version_dashboard_verified" varchar,
  	"version_dashboard_unverified" varchar,
  	"version_dashboard_member_since" varchar,
  	"version_dashboard_member_for" varchar,
  	"version_dashboard_profile_updated" varchar,
  	"version_notification_settings_legend" varchar,
  	"version_notification_settings_proposals_label" varchar,
  	"version_notification_settings_messages_label" varchar,
  	"version_notification_settings_instant" varchar,
  	"version_notification_settings_daily" varchar,
  	"version_notification_settings_off" varchar,
  	"version_notification_settings_instant_hint" varchar,
  	"version_notification_settings_daily_hint" varchar,
  	"version_notification_settings_off_hint" varchar,
  	"version_notification_settings_monthly_report_label" varchar,
  	"version_notification_settings_monthly_report_on" varchar,
  	"version_notification_settings_monthly_report_off" varchar,
  	"version_notification_settings_monthly_report_hint" varchar,
  	"version_notification_settings_save" varchar,
  	"version_notification_settings_saving" varchar,
  	"version_notification_settings_saved" varchar,
  	"version_notification_settings_failed" varchar,
  	"version_notification_settings_settings_link" varchar,
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
  	"version_profile_form_save_needs_script" varchar,
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
  	"version_plan_gate_search_everywhere" varchar,
  	"version_plan_gate_agreement_templates" varchar,
  	"version_plan_gate_offer_codes" varchar,
  	"version_plan_gate_monthly_report" varchar,
  	"version_plan_gate_team_seats" varchar,
  	"version_plan_gate_api_keys" varchar,
  	"version_plan_gate_no_plan" varchar,
  	"version_plan_page_current_heading" varchar,
  	"version_plan_page_current" varchar,
  	"version_plan_page_status_label" varchar,
  	"version_plan_page_free" varchar,
  	"version_plan_page_trial" varchar,
  	"version_plan_page_active" varchar,
  	"version_plan_page_past_due" varchar,
  	"version_plan_page_trial_ends" varchar,
  	"version_plan_page_renews" varchar,
  	"version_plan_page_billing_label" varchar,
  	"version_plan_page_monthly" varchar,
  	"version_plan_page_annual" varchar,
  	"version_plan_page_per_month" varchar,
  	"version_plan_page_per_year" varchar,
  	"version_plan_page_annual_saving" varchar,
  	"version_plan_page_commission" varchar,
  	"version_plan_page_plans_heading" varchar,
  	"version_plan_page_your_plan" varchar,
  	"version_plan_page_choose" varchar,
  	"version_plan_page_starts_trial" varchar,
  	"version_plan_page_submit" varchar,
  	"version_plan_page_saving" varchar,
  	"version_plan_page_changed" varchar,
  	"version_plan_page_failed" varchar,
  	"version_plan_page_unchanged" varchar,
  	"version_plan_page_proration_charge" varchar,
  	"version_plan_page_proration_credit" varchar,
  	"version_plan_page_proration_none" varchar,
  	"version_plan_page_applies_now" varchar,
  	"version_plan_page_needs_script" varchar,
  	"version_plan_page_changes_heading" varchar,
  	"version_plan_page_gains" varchar,
  	"version_plan_page_loses" varchar,
  	"version_plan_page_limit_search_everywhere" varchar,
  	"version_plan_page_limit_agreement_templates" varchar,
  	"version_plan_page_limit_offer_codes" varchar,
  	"version_plan_page_limit_monthly_report" varchar,
  	"version_plan_page_limit_team_seats" varchar,
  	"version_plan_page_limit_api_keys" varchar,
  	"version_plan_page_dashboard_link" varchar,
  	"version_invoices_page_title" varchar,
  	"version_invoices_page_intro" varchar,
  	"version_invoices_page_invoices_heading" varchar,
  	"version_invoices_page_no_invoices" varchar,
  	"version_invoices_page_number_label" varchar,
  	"version_invoices_page_month_label" varchar,
  	"version_invoices_page_issued_label" varchar,
  	"version_invoices_page_total_label" varchar,
  	"version_invoices_page_view" varchar,
  	"version_invoices_page_statements_heading" varchar,
  	"version_invoices_page_no_statements" varchar,
  	"version_invoices_page_owes" varchar,
  	"version_invoices_page_status_issued" varchar,
  	"version_invoices_page_status_paid" varchar,
  	"version_invoices_page_status_confirmed" varchar,
  	"version_invoices_page_status_disputed" varchar,
  	"version_invoices_page_mark_paid" varchar,
  	"version_invoices_page_confirm" varchar,
  	"version_invoices_page_dispute" varchar,
  	"version_invoices_page_dispute_reason" varchar,
  	"version_invoices_page_dispute_until" varchar,
  	"version_invoices_page_action_failed" varchar,
  	"version_invoices_page_invoice_title" varchar,
  	"version_invoices_page_supplier" varchar,
  	"version_invoices_page_billed_to" varchar,
  	"version_invoices_page_issued_on" varchar,
  	"version_invoices_page_period" varchar,
  	"version_invoices_page_description_heading" varchar,
  	"version_invoices_page_amount_heading" varchar,
  	"version_invoices_page_line_subscription" varchar,
  	"version_invoices_page_line_proration" varchar,
  	"version_invoices_page_line_platform_commission" varchar,
  	"version_invoices_page_line_adjustment" varchar,
  	"version_invoices_page_total_including_gst" varchar,
  	"version_invoices_page_gst_included" varchar,
  	"version_invoices_page_total_ex_gst" varchar,
  	"version_invoices_page_gst_note" varchar,
  	"version_invoices_page_print" varchar,
  	"version_invoices_page_not_found" varchar,
  	"version_invoices_page_dashboard_link" varchar,
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
  	"staff_password_reset_subject" varchar,
  	"staff_password_reset_heading" varchar,
  	"staff_password_reset_body" varchar,
  	"staff_password_reset_action" varchar,
  	"staff_password_reset_link_hint" varchar,
  	"staff_password_reset_footer" varchar,
  	"trial_ending_subject" varchar,
  	"trial_ending_heading" varchar,
  	"trial_ending_body" varchar,
  	"trial_ending_action" varchar,
  	"trial_ending_link_hint" varchar,
  	"trial_ending_footer" varchar,
  	"trial_ended_subject" varchar,
  	"trial_ended_heading" varchar,
  	"trial_ended_body" varchar,
  	"trial_ended_action" varchar,
  	"trial_ended_link_hint" varchar,
  	"trial_ended_footer" varchar,
  	"invoice_issued_subject" varchar,
  	"invoice_issued_heading" varchar,
  	"invoice_issued_body" varchar,
  	"invoice_issued_action" varchar,
  	"invoice_issued_link_hint" varchar,
  	"invoice_issued_footer" varchar,
  	"statement_issued_subject" varchar,
  	"statement_issued_heading" varchar,
  	"statement_issued_body" varchar,
  	"statement_issued_action" varchar,
  	"statement_issued_link_hint" varchar,
  	"statement_issued_footer" varchar,
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
  	"message_notice_subject" varchar,
  	"message_notice_body" varchar,
  	"message_digest_subject" varchar,
  	"message_digest_body" varchar,
  	"message_digest_thread" varchar,
  	"monthly_report_subject" varchar,
  	"monthly_report_body" varchar,
  	"monthly_report_collaboration" varchar,
  	"unsubscribe_title" varchar,
  	"unsubscribe_confirm" varchar,
  	"unsubscribe_button" varchar,
  	"unsubscribe_done" varchar,
  	"unsubscribe_invalid" varchar,
  	"unsubscribe_settings_link" varchar,
  	"unsubscribe_proposals" varchar,
  	"unsubscribe_messages" varchar,
  	"unsubscribe_monthly_report" varchar,
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
  	"version_staff_password_reset_subject" varchar,
  	"version_staff_password_reset_heading" varchar,
  	"version_staff_password_reset_body" varchar,
  	"version_staff_password_reset_action" varchar,
  	"version_staff_password_reset_link_hint" varchar,
  	"version_staff_password_reset_footer" varchar,
  	"version_trial_ending_subject" varchar,
  	"version_trial_ending_heading" varchar,
  	"version_trial_ending_body" varchar,
  	"version_trial_ending_action" varchar,
  	"version_trial_ending_link_hint" varchar,
  	"version_trial_ending_footer" varchar,
  	"version_trial_ended_subject" varchar,
  	"version_trial_ended_heading" varchar,
  	"version_trial_ended_body" varchar,
  	"version_trial_ended_action" varchar,
  	"version_trial_ended_link_hint" varchar,
  	"version_trial_ended_footer" varchar,
  	"version_invoice_issued_subject" varchar,
  	"version_invoice_issued_heading" varchar,
  	"version_invoice_issued_body" varchar,
  	"version_invoice_issued_action" varchar,
  	"version_invoice_issued_link_hint" varchar,
  	"version_invoice_issued_footer" varchar,
  	"version_statement_issued_subject" varchar,
  	"version_statement_issued_heading" varchar,
  	"version_statement_issued_body" varchar,
  	"version_statement_issued_action" varchar,
  	"version_statement_issued_link_hint" varchar,
  	"version_statement_issued_footer" varchar,
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
  	"version_message_notice_subject" varchar,
  	"version_message_notice_body" varchar,
  	"version_message_digest_subject" varchar,
  	"version_message_digest_body" varchar,
  	"version_message_digest_thread" varchar,
  	"version_monthly_report_subject" varchar,
  	"version_monthly_report_body" varchar,
  	"version_monthly_report_collaboration" varchar,
  	"version_unsubscribe_title" varchar,
  	"version_unsubscribe_confirm" varchar,
  	"version_unsubscribe_button" varchar,
  	"version_unsubscribe_done" varchar,
  	"version_unsubscribe_invalid" varchar,
  	"version_unsubscribe_settings_link" varchar,
  	"version_unsubscribe_proposals" varchar,
  	"version_unsubscribe_messages" varchar,
  	"version_unsubscribe_monthly_report" varchar,
  	"version__status" "enum__emails_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "results" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"offer_ended_title" varchar,
  	"offer_ended_disabled" varchar,
  	"offer_ended_expired" varchar,
  	"offer_ended_used_up" varchar,
  	"offer_ended_profile_link" varchar,
  	"counter_page_title" varchar,
  	"counter_page_intro" varchar,
  	"counter_page_code_label" varchar,
  	"counter_page_amount_label" varchar,
  	"counter_page_amount_hint" varchar,
  	"counter_page_order_ref_label" varchar,
  	"counter_page_submit" varchar,
  	"counter_page_recorded" varchar,
  	"counter_page_already_recorded" varchar,
  	"counter_page_bad_code" varchar,
  	"counter_page_bad_amount" varchar,
  	"counter_page_bad_order_ref" varchar,
  	"counter_page_throttled" varchar,
  	"counter_page_not_yours" varchar,
  	"counter_page_disabled" varchar,
  	"counter_page_expired" varchar,
  	"counter_page_not_started" varchar,
  	"counter_page_used_up" varchar,
  	"panel_heading" varchar,
  	"panel_clicks" varchar,
  	"panel_qr_scans" varchar,
  	"panel_redemptions" varchar,
  	"panel_revenue" varchar,
  	"panel_average_sale" varchar,
  	"panel_code" varchar,
  	"panel_day" varchar,
  	"panel_per_code" varchar,
  	"panel_per_day" varchar,
  	"panel_chart_title" varchar,
  	"panel_chart_description" varchar,
  	"panel_chart_legend_clicks" varchar,
  	"panel_chart_legend_sales" varchar,
  	"panel_no_activity" varchar,
  	"codes_heading" varchar,
  	"codes_intro" varchar,
  	"codes_offer_text" varchar,
  	"codes_offer_text_hint" varchar,
  	"codes_destination" varchar,
  	"codes_valid_from" varchar,
  	"codes_valid_until" varchar,
  	"codes_max_uses" varchar,
  	"codes_create" varchar,
  	"codes_creating" varchar,
  	"codes_created" varchar,
  	"codes_honoured_by" varchar,
  	"codes_uses" varchar,
  	"codes_copy_link" varchar,
  	"codes_copy_code" varchar,
  	"codes_copied" varchar,
  	"codes_download_qr" varchar,
  	"codes_flyer" varchar,
  	"codes_disable" varchar,
  	"codes_confirm_disable" varchar,
  	"codes_cancel" varchar,
  	"codes_status_active" varchar,
  	"codes_status_disabled" varchar,
  	"codes_status_expired" varchar,
  	"codes_status_used_up" varchar,
  	"codes_none" varchar,
  	"codes_upgrade_link" varchar,
  	"sale_heading" varchar,
  	"sale_code" varchar,
  	"sale_amount" varchar,
  	"sale_order_ref" varchar,
  	"sale_channel" varchar,
  	"sale_channel_till" varchar,
  	"sale_channel_online" varchar,
  	"sale_channel_phone" varchar,
  	"sale_submit" varchar,
  	"sale_saving" varchar,
  	"sale_recorded" varchar,
  	"sale_duplicate" varchar,
  	"sale_bad_amount" varchar,
  	"overview_totals" varchar,
  	"overview_collaborations" varchar,
  	"overview_partner" varchar,
  	"overview_open" varchar,
  	"overview_empty" varchar,
  	"overview_find_partners" varchar,
  	"ingest_heading" varchar,
  	"ingest_intro" varchar,
  	"ingest_copy" varchar,
  	"ingest_copied" varchar,
  	"ingest_confirm_no" varchar,
  	"ingest_plan_link" varchar,
  	"ingest_counter_heading" varchar,
  	"ingest_counter_intro" varchar,
  	"ingest_counter_label" varchar,
  	"ingest_counter_create" varchar,
  	"ingest_counter_creating" varchar,
  	"ingest_counter_created" varchar,
  	"ingest_counter_staff_help" varchar,
  	"ingest_counter_empty" varchar,
  	"ingest_counter_made" varchar,
  	"ingest_counter_revoke" varchar,
  	"ingest_counter_revoke_confirm" varchar,
  	"ingest_counter_revoke_yes" varchar,
  	"ingest_counter_revoked" varchar,
  	"ingest_shop_heading" varchar,
  	"ingest_shop_intro" varchar,
  	"ingest_shop_platform" varchar,
  	"ingest_shopify" varchar,
  	"ingest_woocommerce" varchar,
  	"ingest_shop_label" varchar,
  	"ingest_shop_create" varchar,
  	"ingest_shop_creating" varchar,
  	"ingest_shop_created" varchar,
  	"ingest_shop_url" varchar,
  	"ingest_shop_secret" varchar,
  	"ingest_shopify_steps" varchar,
  	"ingest_woocommerce_steps" varchar,
  	"ingest_shop_empty" varchar,
  	"ingest_shop_made" varchar,
  	"ingest_shop_delete" varchar,
  	"ingest_shop_delete_confirm" varchar,
  	"ingest_shop_delete_yes" varchar,
  	"ingest_shop_deleted" varchar,
  	"ingest_import_heading" varchar,
  	"ingest_import_intro" varchar,
  	"ingest_import_file" varchar,
  	"ingest_import_check" varchar,
  	"ingest_import_checking" varchar,
  	"ingest_import_no_file" varchar,
  	"ingest_import_too_large" varchar,
  	"ingest_import_preview" varchar,
  	"ingest_import_line" varchar,
  	"ingest_import_confirm" varchar,
  	"ingest_importing" varchar,
  	"ingest_import_done" varchar,
  	"ingest_import_again" varchar,
  	"flyer_together" varchar,
  	"flyer_use_code" varchar,
  	"flyer_scan" varchar,
  	"flyer_qr_label" varchar,
  	"flyer_print" varchar,
  	"_status" "enum_results_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_results_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_offer_ended_title" varchar,
  	"version_offer_ended_disabled" varchar,
  	"version_offer_ended_expired" varchar,
  	"version_offer_ended_used_up" varchar,
  	"version_offer_ended_profile_link" varchar,
  	"version_counter_page_title" varchar,
  	"version_counter_page_intro" varchar,
  	"version_counter_page_code_label" varchar,
  	"version_counter_page_amount_label" varchar,
  	"version_counter_page_amount_hint" varchar,
  	"version_counter_page_order_ref_label" varchar,
  	"version_counter_page_submit" varchar,
  	"version_counter_page_recorded" varchar,
  	"version_counter_page_already_recorded" varchar,
  	"version_counter_page_bad_code" varchar,
  	"version_counter_page_bad_amount" varchar,
  	"version_counter_page_bad_order_ref" varchar,
  	"version_counter_page_throttled" varchar,
  	"version_counter_page_not_yours" varchar,
  	"version_counter_page_disabled" varchar,
  	"version_counter_page_expired" varchar,
  	"version_counter_page_not_started" varchar,
  	"version_counter_page_used_up" varchar,
  	"version_panel_heading" varchar,
  	"version_panel_clicks" varchar,
  	"version_panel_qr_scans" varchar,
  	"version_panel_redemptions" varchar,
  	"version_panel_revenue" varchar,
  	"version_panel_average_sale" varchar,
  	"version_panel_code" varchar,
  	"version_panel_day" varchar,
  	"version_panel_per_code" varchar,
  	"version_panel_per_day" varchar,
  	"version_panel_chart_title" varchar,
  	"version_panel_chart_description" varchar,
  	"version_panel_chart_legend_clicks" varchar,
  	"version_panel_chart_legend_sales" varchar,
  	"version_panel_no_activity" varchar,
  	"version_codes_heading" varchar,
  	"version_codes_intro" varchar,
  	"version_codes_offer_text" varchar,
  	"version_codes_offer_text_hint" varchar,
  	"version_codes_destination" varchar,
  	"version_codes_valid_from" varchar,
  	"version_codes_valid_until" varchar,
  	"version_codes_max_uses" varchar,
  	"version_codes_create" varchar,
  	"version_codes_creating" varchar,
  	"version_codes_created" varchar,
  	"version_codes_honoured_by" varchar,
  	"version_codes_uses" varchar,
  	"version_codes_copy_link" varchar,
  	"version_codes_copy_code" varchar,
  	"version_codes_copied" varchar,
  	"version_codes_download_qr" varchar,
  	"version_codes_flyer" varchar,
  	"version_codes_disable" varchar,
  	"version_codes_confirm_disable" varchar,
  	"version_codes_cancel" varchar,
  	"version_codes_status_active" varchar,
  	"version_codes_status_disabled" varchar,
  	"version_codes_status_expired" varchar,
  	"version_codes_status_used_up" varchar,
  	"version_codes_none" varchar,
  	"version_codes_upgrade_link" varchar,
  	"version_sale_heading" varchar,
  	"version_sale_code" varchar,
  	"version_sale_amount" varchar,
  	"version_sale_order_ref" varchar,
  	"version_sale_channel" varchar,
  	"version_sale_channel_till" varchar,
  	"version_sale_channel_online" varchar,
  	"version_sale_channel_phone" varchar,
  	"version_sale_submit" varchar,
  	"version_sale_saving" varchar,
  	"version_sale_recorded" varchar,
  	"version_sale_duplicate" varchar,
  	"version_sale_bad_amount" varchar,
  	"version_overview_totals" varchar,
  	"version_overview_collaborations" varchar,
  	"version_overview_partner" varchar,
  	"version_overview_open" varchar,
  	"version_overview_empty" varchar,
  	"version_overview_find_partners" varchar,
  	"version_ingest_heading" varchar,
  	"version_ingest_intro" varchar,
  	"version_ingest_copy" varchar,
  	"version_ingest_copied" varchar,
  	"version_ingest_confirm_no" varchar,
  	"version_ingest_plan_link" varchar,
  	"version_ingest_counter_heading" varchar,
  	"version_ingest_counter_intro" varchar,
  	"version_ingest_counter_label" varchar,
  	"version_ingest_counter_create" varchar,
  	"version_ingest_counter_creating" varchar,
  	"version_ingest_counter_created" varchar,
  	"version_ingest_counter_staff_help" varchar,
  	"version_ingest_counter_empty" varchar,
  	"version_ingest_counter_made" varchar,
  	"version_ingest_counter_revoke" varchar,
  	"version_ingest_counter_revoke_confirm" varchar,
  	"version_ingest_counter_revoke_yes" varchar,
  	"version_ingest_counter_revoked" varchar,
  	"version_ingest_shop_heading" varchar,
  	"version_ingest_shop_intro" varchar,
  	"version_ingest_shop_platform" varchar,
  	"version_ingest_shopify" varchar,
  	"version_ingest_woocommerce" varchar,
  	"version_ingest_shop_label" varchar,
  	"version_ingest_shop_create" varchar,
  	"version_ingest_shop_creating" varchar,
  	"version_ingest_shop_created" varchar,
  	"version_ingest_shop_url" varchar,
  	"version_ingest_shop_secret" varchar,
  	"version_ingest_shopify_steps" varchar,
  	"version_ingest_woocommerce_steps" varchar,
  	"version_ingest_shop_empty" varchar,
  	"version_ingest_shop_made" varchar,
  	"version_ingest_shop_delete" varchar,
  	"version_ingest_shop_delete_confirm" varchar,
  	"version_ingest_shop_delete_yes" varchar,
  	"version_ingest_shop_deleted" varchar,
  	"version_ingest_import_heading" varchar,
  	"version_ingest_import_intro" varchar,
  	"version_ingest_import_file" varchar,
  	"version_ingest_import_check" varchar,
  	"version_ingest_import_checking" varchar,
  	"version_ingest_import_no_file" varchar,
  	"version_ingest_import_too_large" varchar,
  	"version_ingest_import_preview" varchar,
  	"version_ingest_import_line" varchar,
  	"version_ingest_import_confirm" varchar,
  	"version_ingest_importing" varchar,
  	"version_ingest_import_done" varchar,
  	"version_ingest_import_again" varchar,
  	"version_flyer_together" varchar,
  	"version_flyer_use_code" varchar,
  	"version_flyer_scan" varchar,
  	"version_flyer_qr_label" varchar,
  	"version_flyer_print" varchar,
  	"version__status" "enum__results_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items_bullets" ADD CONSTRAINT "pages_blocks_cards_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items" ADD CONSTRAINT "pages_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_actions" ADD CONSTRAINT "pages_blocks_cards_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps_actions" ADD CONSTRAINT "pages_blocks_steps_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_steps" ADD CONSTRAINT "pages_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_industries" ADD CONSTRAINT "pages_blocks_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison" ADD CONSTRAINT "pages_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_plans_notes" ADD CONSTRAINT "pages_blocks_plans_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_plans" ADD CONSTRAINT "pages_blocks_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_actions" ADD CONSTRAINT "pages_blocks_cta_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_type_options" ADD CONSTRAINT "pages_blocks_contact_type_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_panel_blurbs" ADD CONSTRAINT "pages_blocks_contact_panel_blurbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items_bullets" ADD CONSTRAINT "_pages_v_blocks_cards_items_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_actions" ADD CONSTRAINT "_pages_v_blocks_cards_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps_actions" ADD CONSTRAINT "_pages_v_blocks_steps_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_steps" ADD CONSTRAINT "_pages_v_blocks_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_industries" ADD CONSTRAINT "_pages_v_blocks_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison" ADD CONSTRAINT "_pages_v_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_plans_notes" ADD CONSTRAINT "_pages_v_blocks_plans_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_plans" ADD CONSTRAINT "_pages_v_blocks_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_actions" ADD CONSTRAINT "_pages_v_blocks_cta_actions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_type_options" ADD CONSTRAINT "_pages_v_blocks_contact_type_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_panel_blurbs" ADD CONSTRAINT "_pages_v_blocks_contact_panel_blurbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_types_aliases" ADD CONSTRAINT "business_types_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_types" ADD CONSTRAINT "business_types_hero_image_id_media_id_fk" FOREIGN KEY ("hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_business_types_v_version_aliases" ADD CONSTRAINT "_business_types_v_version_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_business_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_business_types_v" ADD CONSTRAINT "_business_types_v_parent_id_business_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_business_types_v" ADD CONSTRAINT "_business_types_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comparison_cards_v" ADD CONSTRAINT "_comparison_cards_v_parent_id_comparison_cards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comparison_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_steps_v" ADD CONSTRAINT "_steps_v_parent_id_steps_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."steps"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans_features" ADD CONSTRAINT "plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_version_features" ADD CONSTRAINT "_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_legal_pages_v" ADD CONSTRAINT "_legal_pages_v_parent_id_legal_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."legal_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_redirects_v" ADD CONSTRAINT "_redirects_v_parent_id_redirects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages_replies" ADD CONSTRAINT "contact_messages_replies_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_replies" ADD CONSTRAINT "contact_messages_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assigned_to_id_staff_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "member_devices" ADD CONSTRAINT "member_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_profiles_channels" ADD CONSTRAINT "business_profiles_channels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_profiles_offers" ADD CONSTRAINT "business_profiles_offers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_profiles_models" ADD CONSTRAINT "business_profiles_models_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_from_id_business_profiles_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_to_id_business_profiles_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_profile_id_business_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partner_events" ADD CONSTRAINT "partner_events_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_collaboration_id_proposals_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_redeemer_id_business_profiles_id_fk" FOREIGN KEY ("redeemer_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_promoter_id_business_profiles_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_code_id_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."offer_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_collaboration_id_proposals_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payer_id_business_profiles_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payee_id_business_profiles_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_business_id_business_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_payer_id_business_profiles_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "statements" ADD CONSTRAINT "statements_payee_id_business_profiles_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "code_daily_stats" ADD CONSTRAINT "code_daily_stats_code_id_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."offer_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "code_clicks" ADD CONSTRAINT "code_clicks_code_id_offer_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."offer_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_proposal_id_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "milestones" ADD CONSTRAINT "milestones_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_collaboration_id_collaborations_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."collaborations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_business_profiles_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewed_id_business_profiles_id_fk" FOREIGN KEY ("reviewed_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_id_staff_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_agreement_templates_v" ADD CONSTRAINT "_agreement_templates_v_parent_id_agreement_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agreement_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "counter_links" ADD CONSTRAINT "counter_links_business_id_business_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "integrations" ADD CONSTRAINT "integrations_business_id_business_profiles_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_profiles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaboration_messages" ADD CONSTRAINT "collaboration_messages_collaboration_id_proposals_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collaboration_sides" ADD CONSTRAINT "collaboration_sides_collaboration_id_proposals_id_fk" FOREIGN KEY ("collaboration_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_notification_settings" ADD CONSTRAINT "member_notification_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_devices" ADD CONSTRAINT "staff_devices_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_types_fk" FOREIGN KEY ("business_types_id") REFERENCES "public"."business_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comparison_cards_fk" FOREIGN KEY ("comparison_cards_id") REFERENCES "public"."comparison_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_steps_fk" FOREIGN KEY ("steps_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_sessions_fk" FOREIGN KEY ("member_sessions_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_tokens_fk" FOREIGN KEY ("member_tokens_id") REFERENCES "public"."member_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_devices_fk" FOREIGN KEY ("member_devices_id") REFERENCES "public"."member_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_profiles_fk" FOREIGN KEY ("business_profiles_id") REFERENCES "public"."business_profiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_proposals_fk" FOREIGN KEY ("proposals_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partner_events_fk" FOREIGN KEY ("partner_events_id") REFERENCES "public"."partner_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offer_codes_fk" FOREIGN KEY ("offer_codes_id") REFERENCES "public"."offer_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redemptions_fk" FOREIGN KEY ("redemptions_id") REFERENCES "public"."redemptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk" FOREIGN KEY ("ledger_entries_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_invoices_fk" FOREIGN KEY ("invoices_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_statements_fk" FOREIGN KEY ("statements_id") REFERENCES "public"."statements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_code_daily_stats_fk" FOREIGN KEY ("code_daily_stats_id") REFERENCES "public"."code_daily_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_code_clicks_fk" FOREIGN KEY ("code_clicks_id") REFERENCES "public"."code_clicks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collaborations_fk" FOREIGN KEY ("collaborations_id") REFERENCES "public"."collaborations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_milestones_fk" FOREIGN KEY ("milestones_id") REFERENCES "public"."milestones"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agreement_templates_fk" FOREIGN KEY ("agreement_templates_id") REFERENCES "public"."agreement_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_counter_links_fk" FOREIGN KEY ("counter_links_id") REFERENCES "public"."counter_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_integrations_fk" FOREIGN KEY ("integrations_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collaboration_messages_fk" FOREIGN KEY ("collaboration_messages_id") REFERENCES "public"."collaboration_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collaboration_sides_fk" FOREIGN KEY ("collaboration_sides_id") REFERENCES "public"."collaboration_sides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_notification_setting_fk" FOREIGN KEY ("member_notification_settings_id") REFERENCES "public"."member_notification_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notification_digests_fk" FOREIGN KEY ("notification_digests_id") REFERENCES "public"."notification_digests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_monthly_reports_fk" FOREIGN KEY ("monthly_reports_id") REFERENCES "public"."monthly_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_api_keys_fk" FOREIGN KEY ("api_keys_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limits_fk" FOREIGN KEY ("rate_limits_id") REFERENCES "public"."rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seed_records_fk" FOREIGN KEY ("seed_records_id") REFERENCES "public"."seed_records"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_devices_fk" FOREIGN KEY ("staff_devices_id") REFERENCES "public"."staff_devices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_items" ADD CONSTRAINT "navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items" ADD CONSTRAINT "_navigation_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_links" ADD CONSTRAINT "footer_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_footer_v_version_links" ADD CONSTRAINT "_footer_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_footer_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_links_order_idx" ON "pages_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_links_parent_id_idx" ON "pages_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_cards_items_bullets_order_idx" ON "pages_blocks_cards_items_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_items_bullets_parent_id_idx" ON "pages_blocks_cards_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_items_order_idx" ON "pages_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_items_parent_id_idx" ON "pages_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_actions_order_idx" ON "pages_blocks_cards_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_actions_parent_id_idx" ON "pages_blocks_cards_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "pages_blocks_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_steps_actions_order_idx" ON "pages_blocks_steps_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_actions_parent_id_idx" ON "pages_blocks_steps_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_order_idx" ON "pages_blocks_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_steps_parent_id_idx" ON "pages_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_steps_path_idx" ON "pages_blocks_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_industries_order_idx" ON "pages_blocks_industries" USING btree ("_order");
  CREATE INDEX "pages_blocks_industries_parent_id_idx" ON "pages_blocks_industries" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_industries_path_idx" ON "pages_blocks_industries" USING btree ("_path");
  CREATE INDEX "pages_blocks_comparison_order_idx" ON "pages_blocks_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_parent_id_idx" ON "pages_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_path_idx" ON "pages_blocks_comparison" USING btree ("_path");
  CREATE INDEX "pages_blocks_plans_notes_order_idx" ON "pages_blocks_plans_notes" USING btree ("_order");
  CREATE INDEX "pages_blocks_plans_notes_parent_id_idx" ON "pages_blocks_plans_notes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_plans_order_idx" ON "pages_blocks_plans" USING btree ("_order");
  CREATE INDEX "pages_blocks_plans_parent_id_idx" ON "pages_blocks_plans" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_plans_path_idx" ON "pages_blocks_plans" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_actions_order_idx" ON "pages_blocks_cta_actions" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_actions_parent_id_idx" ON "pages_blocks_cta_actions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_order_idx" ON "pages_blocks_cta" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_parent_id_idx" ON "pages_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_path_idx" ON "pages_blocks_cta" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_image_idx" ON "pages_blocks_cta" USING btree ("image_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_image_idx" ON "pages_blocks_rich_text" USING btree ("image_id");
  CREATE INDEX "pages_blocks_contact_type_options_order_idx" ON "pages_blocks_contact_type_options" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_type_options_parent_id_idx" ON "pages_blocks_contact_type_options" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_panel_blurbs_order_idx" ON "pages_blocks_contact_panel_blurbs" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_panel_blurbs_parent_id_idx" ON "pages_blocks_contact_panel_blurbs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_order_idx" ON "pages_blocks_contact" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_parent_id_idx" ON "pages_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_path_idx" ON "pages_blocks_contact" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_hero_links_order_idx" ON "_pages_v_blocks_hero_links" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_links_parent_id_idx" ON "_pages_v_blocks_hero_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_cards_items_bullets_order_idx" ON "_pages_v_blocks_cards_items_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_bullets_parent_id_idx" ON "_pages_v_blocks_cards_items_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_items_order_idx" ON "_pages_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_parent_id_idx" ON "_pages_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_actions_order_idx" ON "_pages_v_blocks_cards_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_actions_parent_id_idx" ON "_pages_v_blocks_cards_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "_pages_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_steps_actions_order_idx" ON "_pages_v_blocks_steps_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_actions_parent_id_idx" ON "_pages_v_blocks_steps_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_order_idx" ON "_pages_v_blocks_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_steps_parent_id_idx" ON "_pages_v_blocks_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_steps_path_idx" ON "_pages_v_blocks_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_industries_order_idx" ON "_pages_v_blocks_industries" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_industries_parent_id_idx" ON "_pages_v_blocks_industries" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_industries_path_idx" ON "_pages_v_blocks_industries" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_comparison_order_idx" ON "_pages_v_blocks_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_parent_id_idx" ON "_pages_v_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_path_idx" ON "_pages_v_blocks_comparison" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_plans_notes_order_idx" ON "_pages_v_blocks_plans_notes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_plans_notes_parent_id_idx" ON "_pages_v_blocks_plans_notes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_plans_order_idx" ON "_pages_v_blocks_plans" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_plans_parent_id_idx" ON "_pages_v_blocks_plans" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_plans_path_idx" ON "_pages_v_blocks_plans" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_actions_order_idx" ON "_pages_v_blocks_cta_actions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_actions_parent_id_idx" ON "_pages_v_blocks_cta_actions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_order_idx" ON "_pages_v_blocks_cta" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_parent_id_idx" ON "_pages_v_blocks_cta" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_path_idx" ON "_pages_v_blocks_cta" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_image_idx" ON "_pages_v_blocks_cta" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_image_idx" ON "_pages_v_blocks_rich_text" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_contact_type_options_order_idx" ON "_pages_v_blocks_contact_type_options" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_type_options_parent_id_idx" ON "_pages_v_blocks_contact_type_options" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_panel_blurbs_order_idx" ON "_pages_v_blocks_contact_panel_blurbs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_panel_blurbs_parent_id_idx" ON "_pages_v_blocks_contact_panel_blurbs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_order_idx" ON "_pages_v_blocks_contact" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_parent_id_idx" ON "_pages_v_blocks_contact" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_path_idx" ON "_pages_v_blocks_contact" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "business_types_aliases_order_idx" ON "business_types_aliases" USING btree ("_order");
  CREATE INDEX "business_types_aliases_parent_id_idx" ON "business_types_aliases" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "business_types_slug_idx" ON "business_types" USING btree ("slug");
  CREATE INDEX "business_types_hero_image_idx" ON "business_types" USING btree ("hero_image_id");
  CREATE INDEX "business_types_updated_at_idx" ON "business_types" USING btree ("updated_at");
  CREATE INDEX "business_types_created_at_idx" ON "business_types" USING btree ("created_at");
  CREATE INDEX "business_types__status_idx" ON "business_types" USING btree ("_status");
  CREATE INDEX "_business_types_v_version_aliases_order_idx" ON "_business_types_v_version_aliases" USING btree ("_order");
  CREATE INDEX "_business_types_v_version_aliases_parent_id_idx" ON "_business_types_v_version_aliases" USING btree ("_parent_id");
  CREATE INDEX "_business_types_v_parent_idx" ON "_business_types_v" USING btree ("parent_id");
  CREATE INDEX "_business_types_v_version_version_slug_idx" ON "_business_types_v" USING btree ("version_slug");
  CREATE INDEX "_business_types_v_version_version_hero_image_idx" ON "_business_types_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_business_types_v_version_version_updated_at_idx" ON "_business_types_v" USING btree ("version_updated_at");
  CREATE INDEX "_business_types_v_version_version_created_at_idx" ON "_business_types_v" USING btree ("version_created_at");
  CREATE INDEX "_business_types_v_version_version__status_idx" ON "_business_types_v" USING btree ("version__status");
  CREATE INDEX "_business_types_v_created_at_idx" ON "_business_types_v" USING btree ("created_at");
  CREATE INDEX "_business_types_v_updated_at_idx" ON "_business_types_v" USING btree ("updated_at");
  CREATE INDEX "_business_types_v_latest_idx" ON "_business_types_v" USING btree ("latest");
  CREATE INDEX "_business_types_v_autosave_idx" ON "_business_types_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "comparison_cards_slug_idx" ON "comparison_cards" USING btree ("slug");
  CREATE INDEX "comparison_cards_updated_at_idx" ON "comparison_cards" USING btree ("updated_at");
  CREATE INDEX "comparison_cards_created_at_idx" ON "comparison_cards" USING btree ("created_at");
  CREATE INDEX "comparison_cards__status_idx" ON "comparison_cards" USING btree ("_status");
  CREATE INDEX "_comparison_cards_v_parent_idx" ON "_comparison_cards_v" USING btree ("parent_id");
  CREATE INDEX "_comparison_cards_v_version_version_slug_idx" ON "_comparison_cards_v" USING btree ("version_slug");
  CREATE INDEX "_comparison_cards_v_version_version_updated_at_idx" ON "_comparison_cards_v" USING btree ("version_updated_at");
  CREATE INDEX "_comparison_cards_v_version_version_created_at_idx" ON "_comparison_cards_v" USING btree ("version_created_at");
  CREATE INDEX "_comparison_cards_v_version_version__status_idx" ON "_comparison_cards_v" USING btree ("version__status");
  CREATE INDEX "_comparison_cards_v_created_at_idx" ON "_comparison_cards_v" USING btree ("created_at");
  CREATE INDEX "_comparison_cards_v_updated_at_idx" ON "_comparison_cards_v" USING btree ("updated_at");
  CREATE INDEX "_comparison_cards_v_latest_idx" ON "_comparison_cards_v" USING btree ("latest");
  CREATE UNIQUE INDEX "steps_step_number_idx" ON "steps" USING btree ("step_number");
  CREATE INDEX "steps_updated_at_idx" ON "steps" USING btree ("updated_at");
  CREATE INDEX "steps_created_at_idx" ON "steps" USING btree ("created_at");
  CREATE INDEX "steps__status_idx" ON "steps" USING btree ("_status");
  CREATE INDEX "_steps_v_parent_idx" ON "_steps_v" USING btree ("parent_id");
  CREATE INDEX "_steps_v_version_version_step_number_idx" ON "_steps_v" USING btree ("version_step_number");
  CREATE INDEX "_steps_v_version_version_updated_at_idx" ON "_steps_v" USING btree ("version_updated_at");
  CREATE INDEX "_steps_v_version_version_created_at_idx" ON "_steps_v" USING btree ("version_created_at");
  CREATE INDEX "_steps_v_version_version__status_idx" ON "_steps_v" USING btree ("version__status");
  CREATE INDEX "_steps_v_created_at_idx" ON "_steps_v" USING btree ("created_at");
  CREATE INDEX "_steps_v_updated_at_idx" ON "_steps_v" USING btree ("updated_at");
  CREATE INDEX "_steps_v_latest_idx" ON "_steps_v" USING btree ("latest");
  CREATE INDEX "plans_features_order_idx" ON "plans_features" USING btree ("_order");
  CREATE INDEX "plans_features_parent_id_idx" ON "plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "plans_slug_idx" ON "plans" USING btree ("slug");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE INDEX "plans__status_idx" ON "plans" USING btree ("_status");
  CREATE INDEX "_plans_v_version_features_order_idx" ON "_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_plans_v_version_features_parent_id_idx" ON "_plans_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_slug_idx" ON "_plans_v" USING btree ("version_slug");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_latest_idx" ON "_plans_v" USING btree ("latest");
  CREATE UNIQUE INDEX "faqs_slug_idx" ON "faqs" USING btree ("slug");
  CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_slug_idx" ON "_faqs_v" USING btree ("version_slug");
  CREATE INDEX "_faqs_v_version_version_group_idx" ON "_faqs_v" USING btree ("version_group");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "legal_pages_slug_idx" ON "legal_pages" USING btree ("slug");
  CREATE INDEX "legal_pages_updated_at_idx" ON "legal_pages" USING btree ("updated_at");
  CREATE INDEX "legal_pages_created_at_idx" ON "legal_pages" USING btree ("created_at");
  CREATE INDEX "legal_pages__status_idx" ON "legal_pages" USING btree ("_status");
  CREATE INDEX "_legal_pages_v_parent_idx" ON "_legal_pages_v" USING btree ("parent_id");
  CREATE INDEX "_legal_pages_v_version_version_slug_idx" ON "_legal_pages_v" USING btree ("version_slug");
  CREATE INDEX "_legal_pages_v_version_version_updated_at_idx" ON "_legal_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_legal_pages_v_version_version_created_at_idx" ON "_legal_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_legal_pages_v_version_version__status_idx" ON "_legal_pages_v" USING btree ("version__status");
  CREATE INDEX "_legal_pages_v_created_at_idx" ON "_legal_pages_v" USING btree ("created_at");
  CREATE INDEX "_legal_pages_v_updated_at_idx" ON "_legal_pages_v" USING btree ("updated_at");
  CREATE INDEX "_legal_pages_v_latest_idx" ON "_legal_pages_v" USING btree ("latest");
  CREATE INDEX "_legal_pages_v_autosave_idx" ON "_legal_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects__status_idx" ON "redirects" USING btree ("_status");
  CREATE INDEX "_redirects_v_parent_idx" ON "_redirects_v" USING btree ("parent_id");
  CREATE INDEX "_redirects_v_version_version_from_idx" ON "_redirects_v" USING btree ("version_from");
  CREATE INDEX "_redirects_v_version_version_updated_at_idx" ON "_redirects_v" USING btree ("version_updated_at");
  CREATE INDEX "_redirects_v_version_version_created_at_idx" ON "_redirects_v" USING btree ("version_created_at");
  CREATE INDEX "_redirects_v_version_version__status_idx" ON "_redirects_v" USING btree ("version__status");
  CREATE INDEX "_redirects_v_created_at_idx" ON "_redirects_v" USING btree ("created_at");
  CREATE INDEX "_redirects_v_updated_at_idx" ON "_redirects_v" USING btree ("updated_at");
  CREATE INDEX "_redirects_v_latest_idx" ON "_redirects_v" USING btree ("latest");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_avif480_sizes_avif480_filename_idx" ON "media" USING btree ("sizes_avif480_filename");
  CREATE INDEX "media_sizes_webp480_sizes_webp480_filename_idx" ON "media" USING btree ("sizes_webp480_filename");
  CREATE INDEX "media_sizes_avif768_sizes_avif768_filename_idx" ON "media" USING btree ("sizes_avif768_filename");
  CREATE INDEX "media_sizes_webp768_sizes_webp768_filename_idx" ON "media" USING btree ("sizes_webp768_filename");
  CREATE INDEX "media_sizes_avif1280_sizes_avif1280_filename_idx" ON "media" USING btree ("sizes_avif1280_filename");
  CREATE INDEX "media_sizes_webp1280_sizes_webp1280_filename_idx" ON "media" USING btree ("sizes_webp1280_filename");
  CREATE INDEX "media_sizes_avif1920_sizes_avif1920_filename_idx" ON "media" USING btree ("sizes_avif1920_filename");
  CREATE INDEX "media_sizes_webp1920_sizes_webp1920_filename_idx" ON "media" USING btree ("sizes_webp1920_filename");
  CREATE INDEX "contact_messages_notes_order_idx" ON "contact_messages_notes" USING btree ("_order");
  CREATE INDEX "contact_messages_notes_parent_id_idx" ON "contact_messages_notes" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_notes_author_idx" ON "contact_messages_notes" USING btree ("author_id");
  CREATE INDEX "contact_messages_replies_order_idx" ON "contact_messages_replies" USING btree ("_order");
  CREATE INDEX "contact_messages_replies_parent_id_idx" ON "contact_messages_replies" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_replies_author_idx" ON "contact_messages_replies" USING btree ("author_id");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_assigned_to_idx" ON "contact_messages" USING btree ("assigned_to_id");
  CREATE INDEX "contact_messages_member_idx" ON "contact_messages" USING btree ("member_id");
  CREATE INDEX "contact_messages_answered_at_idx" ON "contact_messages" USING btree ("answered_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_type_idx" ON "contact_messages" USING btree ("type");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "status_createdAt_idx" ON "contact_messages" USING btree ("status","created_at");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE INDEX "members_plan_idx" ON "members" USING btree ("plan");
  CREATE INDEX "members_plan_status_idx" ON "members" USING btree ("plan_status");
  CREATE INDEX "members_trial_ends_at_idx" ON "members" USING btree ("trial_ends_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_google_sub_idx" ON "members" USING btree ("google_sub");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");
  CREATE INDEX "member_sessions_expires_at_idx" ON "member_sessions" USING btree ("expires_at");
  CREATE INDEX "member_sessions_updated_at_idx" ON "member_sessions" USING btree ("updated_at");
  CREATE INDEX "member_sessions_created_at_idx" ON "member_sessions" USING btree ("created_at");
  CREATE INDEX "member_tokens_member_idx" ON "member_tokens" USING btree ("member_id");
  CREATE INDEX "member_tokens_purpose_idx" ON "member_tokens" USING btree ("purpose");
  CREATE UNIQUE INDEX "member_tokens_token_hash_idx" ON "member_tokens" USING btree ("token_hash");
  CREATE INDEX "member_tokens_updated_at_idx" ON "member_tokens" USING btree ("updated_at");
  CREATE INDEX "member_tokens_created_at_idx" ON "member_tokens" USING btree ("created_at");
  CREATE INDEX "member_devices_member_idx" ON "member_devices" USING btree ("member_id");
  CREATE UNIQUE INDEX "member_devices_nonce_idx" ON "member_devices" USING btree ("nonce");
  CREATE INDEX "member_devices_updated_at_idx" ON "member_devices" USING btree ("updated_at");
  CREATE INDEX "member_devices_created_at_idx" ON "member_devices" USING btree ("created_at");
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
  CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");
  CREATE INDEX "proposals_from_idx" ON "proposals" USING btree ("from_id");
  CREATE INDEX "proposals_to_idx" ON "proposals" USING btree ("to_id");
  CREATE INDEX "proposals_updated_at_idx" ON "proposals" USING btree ("updated_at");
  CREATE INDEX "partner_events_member_idx" ON "partner_events" USING btree ("member_id");
  CREATE INDEX "partner_events_profile_idx" ON "partner_events" USING btree ("profile_id");
  CREATE INDEX "partner_events_proposal_idx" ON "partner_events" USING btree ("proposal_id");
  CREATE INDEX "partner_events_updated_at_idx" ON "partner_events" USING btree ("updated_at");
  CREATE INDEX "partner_events_created_at_idx" ON "partner_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "offer_codes_code_idx" ON "offer_codes" USING btree ("code");
  CREATE INDEX "offer_codes_collaboration_idx" ON "offer_codes" USING btree ("collaboration_id");
  CREATE INDEX "offer_codes_redeemer_idx" ON "offer_codes" USING btree ("redeemer_id");
  CREATE INDEX "offer_codes_promoter_idx" ON "offer_codes" USING btree ("promoter_id");
  CREATE INDEX "offer_codes_created_at_idx" ON "offer_codes" USING btree ("created_at");
  CREATE INDEX "offer_codes_updated_at_idx" ON "offer_codes" USING btree ("updated_at");
  CREATE INDEX "redemptions_code_idx" ON "redemptions" USING btree ("code_id");
  CREATE INDEX "redemptions_redeemed_at_idx" ON "redemptions" USING btree ("redeemed_at");
  CREATE INDEX "redemptions_updated_at_idx" ON "redemptions" USING btree ("updated_at");
  CREATE INDEX "redemptions_created_at_idx" ON "redemptions" USING btree ("created_at");
  CREATE INDEX "ledger_entries_collaboration_idx" ON "ledger_entries" USING btree ("collaboration_id");
  CREATE INDEX "ledger_entries_payer_idx" ON "ledger_entries" USING btree ("payer_id");
  CREATE INDEX "ledger_entries_payee_idx" ON "ledger_entries" USING btree ("payee_id");
  CREATE INDEX "ledger_entries_status_idx" ON "ledger_entries" USING btree ("status");
  CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");
  CREATE INDEX "ledger_entries_updated_at_idx" ON "ledger_entries" USING btree ("updated_at");
  CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");
  CREATE INDEX "invoices_business_idx" ON "invoices" USING btree ("business_id");
  CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at");
  CREATE INDEX "invoices_updated_at_idx" ON "invoices" USING btree ("updated_at");
  CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");
  CREATE INDEX "statements_payer_idx" ON "statements" USING btree ("payer_id");
  CREATE INDEX "statements_payee_idx" ON "statements" USING btree ("payee_id");
  CREATE INDEX "statements_status_idx" ON "statements" USING btree ("status");
  CREATE INDEX "statements_issued_at_idx" ON "statements" USING btree ("issued_at");
  CREATE INDEX "statements_updated_at_idx" ON "statements" USING btree ("updated_at");
  CREATE INDEX "statements_created_at_idx" ON "statements" USING btree ("created_at");
  CREATE INDEX "code_daily_stats_code_idx" ON "code_daily_stats" USING btree ("code_id");
  CREATE INDEX "code_daily_stats_day_idx" ON "code_daily_stats" USING btree ("day");
  CREATE INDEX "code_clicks_code_idx" ON "code_clicks" USING btree ("code_id");
  CREATE UNIQUE INDEX "collaborations_proposal_idx" ON "collaborations" USING btree ("proposal_id");
  CREATE INDEX "collaborations_ended_at_idx" ON "collaborations" USING btree ("ended_at");
  CREATE INDEX "collaborations_activity_at_idx" ON "collaborations" USING btree ("activity_at");
  CREATE INDEX "collaborations_updated_at_idx" ON "collaborations" USING btree ("updated_at");
  CREATE INDEX "collaborations_created_at_idx" ON "collaborations" USING btree ("created_at");
  CREATE INDEX "milestones_collaboration_idx" ON "milestones" USING btree ("collaboration_id");
  CREATE INDEX "milestones_updated_at_idx" ON "milestones" USING btree ("updated_at");
  CREATE INDEX "milestones_created_at_idx" ON "milestones" USING btree ("created_at");
  CREATE INDEX "reviews_collaboration_idx" ON "reviews" USING btree ("collaboration_id");
  CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");
  CREATE INDEX "reviews_reviewed_idx" ON "reviews" USING btree ("reviewed_id");
  CREATE INDEX "reviews_hidden_by_idx" ON "reviews" USING btree ("hidden_by_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE UNIQUE INDEX "collaboration_reviewer_idx" ON "reviews" USING btree ("collaboration_id","reviewer_id");
  CREATE UNIQUE INDEX "agreement_templates_model_idx" ON "agreement_templates" USING btree ("model");
  CREATE INDEX "agreement_templates_updated_at_idx" ON "agreement_templates" USING btree ("updated_at");
  CREATE INDEX "agreement_templates_created_at_idx" ON "agreement_templates" USING btree ("created_at");
  CREATE INDEX "agreement_templates__status_idx" ON "agreement_templates" USING btree ("_status");
  CREATE INDEX "_agreement_templates_v_parent_idx" ON "_agreement_templates_v" USING btree ("parent_id");
  CREATE INDEX "_agreement_templates_v_version_version_model_idx" ON "_agreement_templates_v" USING btree ("version_model");
  CREATE INDEX "_agreement_templates_v_version_version_updated_at_idx" ON "_agreement_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_agreement_templates_v_version_version_created_at_idx" ON "_agreement_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_agreement_templates_v_version_version__status_idx" ON "_agreement_templates_v" USING btree ("version__status");
  CREATE INDEX "_agreement_templates_v_created_at_idx" ON "_agreement_templates_v" USING btree ("created_at");
  CREATE INDEX "_agreement_templates_v_updated_at_idx" ON "_agreement_templates_v" USING btree ("updated_at");
  CREATE INDEX "_agreement_templates_v_latest_idx" ON "_agreement_templates_v" USING btree ("latest");
  CREATE INDEX "counter_links_business_idx" ON "counter_links" USING btree ("business_id");
  CREATE UNIQUE INDEX "counter_links_token_hash_idx" ON "counter_links" USING btree ("token_hash");
  CREATE INDEX "counter_links_updated_at_idx" ON "counter_links" USING btree ("updated_at");
  CREATE INDEX "counter_links_created_at_idx" ON "counter_links" USING btree ("created_at");
  CREATE INDEX "integrations_business_idx" ON "integrations" USING btree ("business_id");
  CREATE UNIQUE INDEX "integrations_token_hash_idx" ON "integrations" USING btree ("token_hash");
  CREATE INDEX "integrations_updated_at_idx" ON "integrations" USING btree ("updated_at");
  CREATE INDEX "integrations_created_at_idx" ON "integrations" USING btree ("created_at");
  CREATE INDEX "collaboration_messages_collaboration_idx" ON "collaboration_messages" USING btree ("collaboration_id");
  CREATE INDEX "collaboration_messages_updated_at_idx" ON "collaboration_messages" USING btree ("updated_at");
  CREATE INDEX "collaboration_messages_created_at_idx" ON "collaboration_messages" USING btree ("created_at");
  CREATE INDEX "collaboration_sides_collaboration_idx" ON "collaboration_sides" USING btree ("collaboration_id");
  CREATE INDEX "collaboration_sides_updated_at_idx" ON "collaboration_sides" USING btree ("updated_at");
  CREATE INDEX "collaboration_sides_created_at_idx" ON "collaboration_sides" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_notification_settings_member_idx" ON "member_notification_settings" USING btree ("member_id");
  CREATE INDEX "member_notification_settings_updated_at_idx" ON "member_notification_settings" USING btree ("updated_at");
  CREATE INDEX "member_notification_settings_created_at_idx" ON "member_notification_settings" USING btree ("created_at");
  CREATE INDEX "notification_digests_member_idx" ON "notification_digests" USING btree ("member_id");
  CREATE INDEX "monthly_reports_member_idx" ON "monthly_reports" USING btree ("member_id");
  CREATE INDEX "api_keys_member_idx" ON "api_keys" USING btree ("member_id");
  CREATE UNIQUE INDEX "api_keys_secret_hash_idx" ON "api_keys" USING btree ("secret_hash");
  CREATE INDEX "api_keys_updated_at_idx" ON "api_keys" USING btree ("updated_at");
  CREATE INDEX "api_keys_created_at_idx" ON "api_keys" USING btree ("created_at");
  CREATE INDEX "email_outbox_kind_idx" ON "email_outbox" USING btree ("kind");
  CREATE INDEX "email_outbox_status_idx" ON "email_outbox" USING btree ("status");
  CREATE INDEX "email_outbox_next_attempt_at_idx" ON "email_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "email_outbox_ref_idx" ON "email_outbox" USING btree ("ref");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limits_key_idx" ON "rate_limits" USING btree ("key");
  CREATE INDEX "rate_limits_window_ends_at_idx" ON "rate_limits" USING btree ("window_ends_at");
  CREATE INDEX "rate_limits_updated_at_idx" ON "rate_limits" USING btree ("updated_at");
  CREATE INDEX "rate_limits_created_at_idx" ON "rate_limits" USING btree ("created_at");
  CREATE UNIQUE INDEX "seed_records_key_idx" ON "seed_records" USING btree ("key");
  CREATE INDEX "seed_records_updated_at_idx" ON "seed_records" USING btree ("updated_at");
  CREATE INDEX "seed_records_created_at_idx" ON "seed_records" USING btree ("created_at");
  CREATE INDEX "staff_sessions_order_idx" ON "staff_sessions" USING btree ("_order");
  CREATE INDEX "staff_sessions_parent_id_idx" ON "staff_sessions" USING btree ("_parent_id");
  CREATE INDEX "staff_updated_at_idx" ON "staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email");
  CREATE INDEX "staff_devices_staff_idx" ON "staff_devices" USING btree ("staff_id");
  CREATE UNIQUE INDEX "staff_devices_nonce_idx" ON "staff_devices" USING btree ("nonce");
  CREATE INDEX "staff_devices_updated_at_idx" ON "staff_devices" USING btree ("updated_at");
  CREATE INDEX "staff_devices_created_at_idx" ON "staff_devices" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_business_types_id_idx" ON "payload_locked_documents_rels" USING btree ("business_types_id");
  CREATE INDEX "payload_locked_documents_rels_comparison_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("comparison_cards_id");
  CREATE INDEX "payload_locked_documents_rels_steps_id_idx" ON "payload_locked_documents_rels" USING btree ("steps_id");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_legal_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("legal_pages_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_member_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("member_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_member_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("member_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_member_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("member_devices_id");
  CREATE INDEX "payload_locked_documents_rels_business_profiles_id_idx" ON "payload_locked_documents_rels" USING btree ("business_profiles_id");
  CREATE INDEX "payload_locked_documents_rels_proposals_id_idx" ON "payload_locked_documents_rels" USING btree ("proposals_id");
  CREATE INDEX "payload_locked_documents_rels_partner_events_id_idx" ON "payload_locked_documents_rels" USING btree ("partner_events_id");
  CREATE INDEX "payload_locked_documents_rels_offer_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("offer_codes_id");
  CREATE INDEX "payload_locked_documents_rels_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("redemptions_id");
  CREATE INDEX "payload_locked_documents_rels_ledger_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("ledger_entries_id");
  CREATE INDEX "payload_locked_documents_rels_invoices_id_idx" ON "payload_locked_documents_rels" USING btree ("invoices_id");
  CREATE INDEX "payload_locked_documents_rels_statements_id_idx" ON "payload_locked_documents_rels" USING btree ("statements_id");
  CREATE INDEX "payload_locked_documents_rels_code_daily_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("code_daily_stats_id");
  CREATE INDEX "payload_locked_documents_rels_code_clicks_id_idx" ON "payload_locked_documents_rels" USING btree ("code_clicks_id");
  CREATE INDEX "payload_locked_documents_rels_collaborations_id_idx" ON "payload_locked_documents_rels" USING btree ("collaborations_id");
  CREATE INDEX "payload_locked_documents_rels_milestones_id_idx" ON "payload_locked_documents_rels" USING btree ("milestones_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_agreement_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("agreement_templates_id");
  CREATE INDEX "payload_locked_documents_rels_counter_links_id_idx" ON "payload_locked_documents_rels" USING btree ("counter_links_id");
  CREATE INDEX "payload_locked_documents_rels_integrations_id_idx" ON "payload_locked_documents_rels" USING btree ("integrations_id");
  CREATE INDEX "payload_locked_documents_rels_collaboration_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("collaboration_messages_id");
  CREATE INDEX "payload_locked_documents_rels_collaboration_sides_id_idx" ON "payload_locked_documents_rels" USING btree ("collaboration_sides_id");
  CREATE INDEX "payload_locked_documents_rels_member_notification_settin_idx" ON "payload_locked_documents_rels" USING btree ("member_notification_settings_id");
  CREATE INDEX "payload_locked_documents_rels_notification_digests_id_idx" ON "payload_locked_documents_rels" USING btree ("notification_digests_id");
  CREATE INDEX "payload_locked_documents_rels_monthly_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("monthly_reports_id");
  CREATE INDEX "payload_locked_documents_rels_api_keys_id_idx" ON "payload_locked_documents_rels" USING btree ("api_keys_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limits_id");
  CREATE INDEX "payload_locked_documents_rels_seed_records_id_idx" ON "payload_locked_documents_rels" USING btree ("seed_records_id");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_id");
  CREATE INDEX "payload_locked_documents_rels_staff_devices_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_devices_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_staff_id_idx" ON "payload_preferences_rels" USING btree ("staff_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "navigation_items_order_idx" ON "navigation_items" USING btree ("_order");
  CREATE INDEX "navigation_items_parent_id_idx" ON "navigation_items" USING btree ("_parent_id");
  CREATE INDEX "navigation__status_idx" ON "navigation" USING btree ("_status");
  CREATE INDEX "_navigation_v_version_items_order_idx" ON "_navigation_v_version_items" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_parent_id_idx" ON "_navigation_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_latest_idx" ON "_navigation_v" USING btree ("latest");
  CREATE INDEX "footer_links_order_idx" ON "footer_links" USING btree ("_order");
  CREATE INDEX "footer_links_parent_id_idx" ON "footer_links" USING btree ("_parent_id");
  CREATE INDEX "footer__status_idx" ON "footer" USING btree ("_status");
  CREATE INDEX "_footer_v_version_links_order_idx" ON "_footer_v_version_links" USING btree ("_order");
  CREATE INDEX "_footer_v_version_links_parent_id_idx" ON "_footer_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_footer_v_version_version__status_idx" ON "_footer_v" USING btree ("version__status");
  CREATE INDEX "_footer_v_created_at_idx" ON "_footer_v" USING btree ("created_at");
  CREATE INDEX "_footer_v_updated_at_idx" ON "_footer_v" USING btree ("updated_at");
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");
  CREATE INDEX "directory__status_idx" ON "directory" USING btree ("_status");
  CREATE INDEX "_directory_v_version_version__status_idx" ON "_directory_v" USING btree ("version__status");
  CREATE INDEX "_directory_v_created_at_idx" ON "_directory_v" USING btree ("created_at");
  CREATE INDEX "_directory_v_updated_at_idx" ON "_directory_v" USING btree ("updated_at");
  CREATE INDEX "_directory_v_latest_idx" ON "_directory_v" USING btree ("latest");
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
  CREATE INDEX "_emails_v_latest_idx" ON "_emails_v" USING btree ("latest");
  CREATE INDEX "results__status_idx" ON "results" USING btree ("_status");
  CREATE INDEX "_results_v_version_version__status_idx" ON "_results_v" USING btree ("version__status");
  CREATE INDEX "_results_v_created_at_idx" ON "_results_v" USING btree ("created_at");
  CREATE INDEX "_results_v_updated_at_idx" ON "_results_v" USING btree ("updated_at");
  CREATE INDEX "_results_v_latest_idx" ON "_results_v" USING btree ("latest");`)
  await db.execute(sql.raw(handWritten))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql.raw(handWrittenDown))
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero_links" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_cards_items_bullets" CASCADE;
  DROP TABLE "pages_blocks_cards_items" CASCADE;
  DROP TABLE "pages_blocks_cards_actions" CASCADE;
  DROP TABLE "pages_blocks_cards" CASCADE;
  DROP TABLE "pages_blocks_steps_actions" CASCADE;
  DROP TABLE "pages_blocks_steps" CASCADE;
  DROP TABLE "pages_blocks_industries" CASCADE;
  DROP TABLE "pages_blocks_comparison" CASCADE;
  DROP TABLE "pages_blocks_plans_notes" CASCADE;
  DROP TABLE "pages_blocks_plans" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_cta_actions" CASCADE;
  DROP TABLE "pages_blocks_cta" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_contact_type_options" CASCADE;
  DROP TABLE "pages_blocks_contact_panel_blurbs" CASCADE;
  DROP TABLE "pages_blocks_contact" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_links" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_items_bullets" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_items" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_steps_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_industries" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_plans_notes" CASCADE;
  DROP TABLE "_pages_v_blocks_plans" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_actions" CASCADE;
  DROP TABLE "_pages_v_blocks_cta" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_type_options" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_panel_blurbs" CASCADE;
  DROP TABLE "_pages_v_blocks_contact" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "business_types_aliases" CASCADE;
  DROP TABLE "business_types" CASCADE;
  DROP TABLE "_business_types_v_version_aliases" CASCADE;
  DROP TABLE "_business_types_v" CASCADE;
  DROP TABLE "comparison_cards" CASCADE;
  DROP TABLE "_comparison_cards_v" CASCADE;
  DROP TABLE "steps" CASCADE;
  DROP TABLE "_steps_v" CASCADE;
  DROP TABLE "plans_features" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "_plans_v_version_features" CASCADE;
  DROP TABLE "_plans_v" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "legal_pages" CASCADE;
  DROP TABLE "_legal_pages_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "_redirects_v" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "contact_messages_notes" CASCADE;
  DROP TABLE "contact_messages_replies" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "member_sessions" CASCADE;
  DROP TABLE "member_tokens" CASCADE;
  DROP TABLE "member_devices" CASCADE;
  DROP TABLE "business_profiles_channels" CASCADE;
  DROP TABLE "business_profiles_offers" CASCADE;
  DROP TABLE "business_profiles_models" CASCADE;
  DROP TABLE "business_profiles" CASCADE;
  DROP TABLE "proposals" CASCADE;
  DROP TABLE "partner_events" CASCADE;
  DROP TABLE "offer_codes" CASCADE;
  DROP TABLE "redemptions" CASCADE;
  DROP TABLE "ledger_entries" CASCADE;
  DROP TABLE "invoices" CASCADE;
  DROP TABLE "statements" CASCADE;
  DROP TABLE "code_daily_stats" CASCADE;
  DROP TABLE "code_clicks" CASCADE;
  DROP TABLE "collaborations" CASCADE;
  DROP TABLE "milestones" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "agreement_templates" CASCADE;
  DROP TABLE "_agreement_templates_v" CASCADE;
  DROP TABLE "counter_links" CASCADE;
  DROP TABLE "integrations" CASCADE;
  DROP TABLE "collaboration_messages" CASCADE;
  DROP TABLE "collaboration_sides" CASCADE;
  DROP TABLE "member_notification_settings" CASCADE;
  DROP TABLE "notification_digests" CASCADE;
  DROP TABLE "monthly_reports" CASCADE;
  DROP TABLE "api_keys" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  DROP TABLE "seed_records" CASCADE;
  DROP TABLE "staff_sessions" CASCADE;
  DROP TABLE "staff" CASCADE;
  DROP TABLE "staff_devices" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "navigation_items" CASCADE;
  DROP TABLE "navigation" CASCADE;
  DROP TABLE "_navigation_v_version_items" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "footer_links" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "_footer_v_version_links" CASCADE;
  DROP TABLE "_footer_v" CASCADE;
  DROP TABLE "directory" CASCADE;
  DROP TABLE "_directory_v" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "_forms_v" CASCADE;
  DROP TABLE "account" CASCADE;
  DROP TABLE "_account_v" CASCADE;
  DROP TABLE "emails" CASCADE;
  DROP TABLE "_emails_v" CASCADE;
  DROP TABLE "results" CASCADE;
  DROP TABLE "_results_v" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_cards_items_icon";
  DROP TYPE "public"."enum_pages_blocks_cards_variant";
  DROP TYPE "public"."enum_pages_blocks_contact_type_options_value";
  DROP TYPE "public"."enum_pages_blocks_contact_panel_blurbs_icon";
  DROP TYPE "public"."enum_pages_seo_robots";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_cards_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_cards_variant";
  DROP TYPE "public"."enum__pages_v_blocks_contact_type_options_value";
  DROP TYPE "public"."enum__pages_v_blocks_contact_panel_blurbs_icon";
  DROP TYPE "public"."enum__pages_v_version_seo_robots";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_business_types_icon";
  DROP TYPE "public"."enum_business_types_status";
  DROP TYPE "public"."enum__business_types_v_version_icon";
  DROP TYPE "public"."enum__business_types_v_version_status";
  DROP TYPE "public"."enum_comparison_cards_icon";
  DROP TYPE "public"."enum_comparison_cards_color";
  DROP TYPE "public"."enum_comparison_cards_status";
  DROP TYPE "public"."enum__comparison_cards_v_version_icon";
  DROP TYPE "public"."enum__comparison_cards_v_version_color";
  DROP TYPE "public"."enum__comparison_cards_v_version_status";
  DROP TYPE "public"."enum_steps_icon";
  DROP TYPE "public"."enum_steps_status";
  DROP TYPE "public"."enum__steps_v_version_icon";
  DROP TYPE "public"."enum__steps_v_version_status";
  DROP TYPE "public"."enum_plans_limits_search_scope";
  DROP TYPE "public"."enum_plans_status";
  DROP TYPE "public"."enum__plans_v_version_limits_search_scope";
  DROP TYPE "public"."enum__plans_v_version_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_legal_pages_seo_robots";
  DROP TYPE "public"."enum_legal_pages_status";
  DROP TYPE "public"."enum__legal_pages_v_version_seo_robots";
  DROP TYPE "public"."enum__legal_pages_v_version_status";
  DROP TYPE "public"."enum_redirects_status_code";
  DROP TYPE "public"."enum_redirects_status";
  DROP TYPE "public"."enum__redirects_v_version_status_code";
  DROP TYPE "public"."enum__redirects_v_version_status";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_contact_messages_type";
  DROP TYPE "public"."enum_members_plan_status";
  DROP TYPE "public"."enum_members_billing";
  DROP TYPE "public"."enum_members_previous_billing";
  DROP TYPE "public"."enum_member_tokens_purpose";
  DROP TYPE "public"."enum_business_profiles_channels";
  DROP TYPE "public"."enum_business_profiles_offers";
  DROP TYPE "public"."enum_business_profiles_models";
  DROP TYPE "public"."enum_proposals_status";
  DROP TYPE "public"."enum_proposals_channel";
  DROP TYPE "public"."enum_proposals_offer";
  DROP TYPE "public"."enum_proposals_model";
  DROP TYPE "public"."enum_partner_events_kind";
  DROP TYPE "public"."enum_redemptions_currency";
  DROP TYPE "public"."enum_redemptions_channel";
  DROP TYPE "public"."enum_redemptions_recorded_by";
  DROP TYPE "public"."enum_ledger_entries_kind";
  DROP TYPE "public"."enum_ledger_entries_currency";
  DROP TYPE "public"."enum_ledger_entries_status";
  DROP TYPE "public"."enum_invoices_currency";
  DROP TYPE "public"."enum_statements_status";
  DROP TYPE "public"."enum_collaborations_ended_by";
  DROP TYPE "public"."enum_milestones_done_by";
  DROP TYPE "public"."enum_milestones_source";
  DROP TYPE "public"."enum_agreement_templates_model";
  DROP TYPE "public"."enum_agreement_templates_status";
  DROP TYPE "public"."enum__agreement_templates_v_version_model";
  DROP TYPE "public"."enum__agreement_templates_v_version_status";
  DROP TYPE "public"."enum_integrations_platform";
  DROP TYPE "public"."enum_collaboration_messages_side";
  DROP TYPE "public"."enum_collaboration_sides_side";
  DROP TYPE "public"."enum_member_notification_settings_proposals";
  DROP TYPE "public"."enum_member_notification_settings_messages";
  DROP TYPE "public"."enum_email_outbox_status";
  DROP TYPE "public"."enum_staff_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_status";
  DROP TYPE "public"."enum_directory_status";
  DROP TYPE "public"."enum__directory_v_version_status";
  DROP TYPE "public"."enum_forms_status";
  DROP TYPE "public"."enum__forms_v_version_status";
  DROP TYPE "public"."enum_account_status";
  DROP TYPE "public"."enum__account_v_version_status";
  DROP TYPE "public"."enum_emails_status";
  DROP TYPE "public"."enum__emails_v_version_status";
  DROP TYPE "public"."enum_results_status";
  DROP TYPE "public"."enum__results_v_version_status";`)
}

// What Payload's schema cannot declare, written by hand. Each part says why; the decisions named
// explain the design. On a new database this runs after the generated SQL above, in the same
// transaction.

/** The directory's search (decisions 0040, 0070, 0076): accents and address punctuation ignored. */
const search = `
  -- unaccent ships with PostgreSQL (contrib) and is a trusted extension: a database owner may create it.
  CREATE EXTENSION IF NOT EXISTS "unaccent";
  CREATE TEXT SEARCH CONFIGURATION "english_unaccent" (COPY = pg_catalog.english);
  -- Words with letters beyond ASCII ("word", and the parts of hyphenated ones) lose their accents
  -- first; plain ASCII words have none to lose and go straight to the stemmer.
  ALTER TEXT SEARCH CONFIGURATION "english_unaccent"
    ALTER MAPPING FOR "word", "hword", "hword_part" WITH "unaccent", "english_stem";

  -- Name (A), suburb (B) and description (C); PostgreSQL's parser keeps "brew.co" or
  -- "hello@shop.com" as one token, so dots, slashes and at signs are read as spaces, as the
  -- searcher's words are split (web/src/partners/directory-query.ts).
  ALTER TABLE "business_profiles" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english_unaccent'::regconfig, translate("name", './@', '   ')), 'A') ||
    setweight(to_tsvector('english_unaccent'::regconfig, translate("suburb", './@', '   ')), 'B') ||
    setweight(to_tsvector('english_unaccent'::regconfig, translate("description", './@', '   ')), 'C')
  ) STORED;
  -- Without GIN's pending list, so a search never scans unmerged entries.
  CREATE INDEX "business_profiles_search_idx" ON "business_profiles" USING gin ("search") WITH (fastupdate = off);
  CREATE INDEX "business_profiles_listed_recent_idx" ON "business_profiles" ("created_at" DESC, "id" DESC) WHERE "listed";
  CREATE INDEX "business_profiles_type_recent_idx" ON "business_profiles" ("business_type", "created_at" DESC, "id" DESC) WHERE "listed";
  CREATE INDEX "business_profiles_suburb_type_idx" ON "business_profiles" (lower("suburb"), "business_type", "created_at" DESC) INCLUDE ("id") WHERE "listed";
  CREATE INDEX "business_profiles_postcode_type_idx" ON "business_profiles" ("postcode", "business_type", "created_at" DESC) INCLUDE ("id") WHERE "listed";
  CREATE INDEX "business_profiles_channels_value_idx" ON "business_profiles_channels" ("value", "parent_id");
  CREATE INDEX "business_profiles_offers_value_idx" ON "business_profiles_offers" ("value", "parent_id");
  CREATE INDEX "business_profiles_models_value_idx" ON "business_profiles_models" ("value", "parent_id");
  CREATE INDEX "proposals_from_created_idx" ON "proposals" ("from_id", "created_at" DESC);
  CREATE INDEX "proposals_to_created_idx" ON "proposals" ("to_id", "created_at" DESC);
  CREATE INDEX "proposals_from_accepted_idx" ON "proposals" ("from_id") WHERE "status" = 'accepted';
  CREATE INDEX "proposals_to_accepted_idx" ON "proposals" ("to_id") WHERE "status" = 'accepted';
  CREATE INDEX "partner_events_member_recent_idx" ON "partner_events" ("member_id", "created_at" DESC);
  -- A profile view counts once per viewer and day.
  CREATE UNIQUE INDEX "partner_events_view_once_idx" ON "partner_events" ("member_id", "viewer_key") WHERE "kind" = 'profile-viewed';

  -- The word index as a B-tree: one row per distinct word of every listed profile, with the best
  -- field it occurs in (name 10, suburb 4, description 2) and the profile's creation time, so a
  -- free-text search reads only index entries. The trigger keeps it in step in the same transaction.
  CREATE TABLE "business_profile_terms" (
    "lexeme" text COLLATE "C" NOT NULL,
    "profile_id" integer NOT NULL REFERENCES "business_profiles" ("id") ON DELETE CASCADE,
    "weight" smallint NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL,
    PRIMARY KEY ("lexeme", "profile_id") INCLUDE ("weight", "created_at")
  );
  CREATE INDEX "business_profile_terms_profile_idx" ON "business_profile_terms" ("profile_id");
  -- One word: its entries already in rank order, so the page needs no sort.
  CREATE INDEX "business_profile_terms_rank_idx" ON "business_profile_terms" ("lexeme", "weight" DESC, "created_at" DESC, "profile_id" DESC);

  CREATE FUNCTION "business_profile_terms_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM "business_profile_terms" WHERE "profile_id" = NEW."id";
    IF NEW."listed" THEN
      INSERT INTO "business_profile_terms" ("lexeme", "profile_id", "weight", "created_at")
      SELECT u.lexeme, NEW."id",
             max(CASE w WHEN 'A' THEN 10 WHEN 'B' THEN 4 WHEN 'C' THEN 2 ELSE 1 END),
             NEW."created_at"
        FROM unnest(NEW."search") AS u, unnest(u.weights) AS w
       GROUP BY u.lexeme;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "business_profile_terms_sync" AFTER INSERT OR UPDATE OF "name", "suburb", "description", "listed", "created_at"
    ON "business_profiles" FOR EACH ROW EXECUTE FUNCTION "business_profile_terms_sync"();`

/**
 * What a directory card shows beyond the profile's own columns, kept on the profile row (decision
 * 0074): triggers bring the copies in step in the same transaction as every write, whoever makes it.
 */
const cards = `
  ALTER TABLE "business_profiles"
    ADD COLUMN "card_channels" text[] NOT NULL DEFAULT '{}',
    ADD COLUMN "card_offers" text[] NOT NULL DEFAULT '{}',
    ADD COLUMN "card_models" text[] NOT NULL DEFAULT '{}',
    ADD COLUMN "card_collaborations" integer NOT NULL DEFAULT 0;

  -- Payload saves a hasMany select by deleting and inserting its rows: one statement-level pass
  -- per statement recomputes the lists of the profiles it touched.
  CREATE FUNCTION "business_profile_card_lists_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "business_profiles" p SET
      "card_channels" = array(SELECT v."value"::text FROM "business_profiles_channels" v WHERE v."parent_id" = p."id" ORDER BY v."order"),
      "card_offers" = array(SELECT v."value"::text FROM "business_profiles_offers" v WHERE v."parent_id" = p."id" ORDER BY v."order"),
      "card_models" = array(SELECT v."value"::text FROM "business_profiles_models" v WHERE v."parent_id" = p."id" ORDER BY v."order")
     WHERE p."id" IN (SELECT DISTINCT c."parent_id" FROM "changed" c);
    RETURN NULL;
  END $$;

  -- The count is written only when it changes: a new proposal must not lock (and rewrite) its
  -- recipient's profile row, or two businesses proposing to each other at once deadlock.
  CREATE FUNCTION "business_profile_card_collaborations_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "business_profiles" p SET "card_collaborations" = counted."n"
      FROM (
        SELECT t."id",
               (SELECT count(*) FROM "proposals" r WHERE r."from_id" = t."id" AND r."status" = 'accepted')
             + (SELECT count(*) FROM "proposals" r WHERE r."to_id" = t."id" AND r."status" = 'accepted') AS "n"
          FROM (SELECT c."from_id" AS "id" FROM "changed" c UNION SELECT c."to_id" FROM "changed" c) t
      ) counted
     WHERE p."id" = counted."id" AND p."card_collaborations" IS DISTINCT FROM counted."n";
    RETURN NULL;
  END $$;
${
  // Transition tables allow one event per trigger: three triggers per table, one function.
  ['business_profiles_channels', 'business_profiles_offers', 'business_profiles_models', 'proposals']
    .flatMap((table) =>
      (['INSERT', 'UPDATE', 'DELETE'] as const).map(
        (event) => `
  CREATE TRIGGER "${table}_card_${event.toLowerCase()}" AFTER ${event} ON "${table}"
    REFERENCING ${event === 'DELETE' ? 'OLD' : 'NEW'} TABLE AS "changed" FOR EACH STATEMENT
    EXECUTE FUNCTION "${table === 'proposals' ? 'business_profile_card_collaborations_sync' : 'business_profile_card_lists_sync'}"();`,
      ),
    )
    .join('')
}`

/**
 * A business's addresses (decisions 0042 "Former addresses", 0099): a link shared before a change of
 * slug still leads to it; an address that was ever public stays its business's (at most five former
 * ones, the oldest giving way), even after the business leaves (then it leads nowhere, 404, and no
 * business may take it). `slug_was_public` is unknown to Payload: only these triggers write it.
 */
const addresses = `
  ALTER TABLE "business_profiles" ADD COLUMN "slug_was_public" boolean NOT NULL DEFAULT false;
  CREATE TABLE "business_profile_former_slugs" (
    "slug" varchar PRIMARY KEY,
    "profile_id" integer REFERENCES "business_profiles" ("id") ON DELETE SET NULL,
    "replaced_at" timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX "business_profile_former_slugs_profile_idx" ON "business_profile_former_slugs" ("profile_id");

  CREATE FUNCTION "business_profile_former_slug_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD."slug" IS DISTINCT FROM NEW."slug" AND (OLD."listed" OR OLD."slug_was_public") THEN
      INSERT INTO "business_profile_former_slugs" ("slug", "profile_id") VALUES (OLD."slug", NEW."id")
        ON CONFLICT ("slug") DO UPDATE SET "profile_id" = EXCLUDED."profile_id", "replaced_at" = now();
      DELETE FROM "business_profile_former_slugs" WHERE "profile_id" = NEW."id" AND "slug" NOT IN (
        SELECT "slug" FROM "business_profile_former_slugs" WHERE "profile_id" = NEW."id" ORDER BY "replaced_at" DESC, "slug" LIMIT 5);
    END IF;
    DELETE FROM "business_profile_former_slugs" WHERE "slug" = NEW."slug";
    RETURN NULL;
  END $$;
  CREATE TRIGGER "business_profile_former_slug_on_update" AFTER UPDATE OF "slug" ON "business_profiles"
    FOR EACH ROW WHEN (OLD."slug" IS DISTINCT FROM NEW."slug") EXECUTE FUNCTION "business_profile_former_slug_keep"();
  CREATE TRIGGER "business_profile_former_slug_on_insert" AFTER INSERT ON "business_profiles"
    FOR EACH ROW EXECUTE FUNCTION "business_profile_former_slug_keep"();

  -- Set whenever the business is listed at its address, and carried when it goes back to a former one.
  CREATE FUNCTION "business_profile_slug_public_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      NEW."slug_was_public" := NEW."listed";
    ELSIF NEW."slug" IS DISTINCT FROM OLD."slug" THEN
      NEW."slug_was_public" := NEW."listed" OR EXISTS (
        SELECT 1 FROM "business_profile_former_slugs" f WHERE f."slug" = NEW."slug" AND f."profile_id" = NEW."id");
    ELSE
      NEW."slug_was_public" := OLD."slug_was_public" OR NEW."listed";
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "business_profile_slug_public_on_write" BEFORE INSERT OR UPDATE OF "slug", "listed" ON "business_profiles"
    FOR EACH ROW EXECUTE FUNCTION "business_profile_slug_public_mark"();

  CREATE FUNCTION "business_profile_departed_slug_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO "business_profile_former_slugs" ("slug", "profile_id") VALUES (OLD."slug", NULL)
      ON CONFLICT ("slug") DO UPDATE SET "profile_id" = NULL, "replaced_at" = now();
    RETURN NULL;
  END $$;
  CREATE TRIGGER "business_profile_departed_slug_on_delete" AFTER DELETE ON "business_profiles"
    FOR EACH ROW EXECUTE FUNCTION "business_profile_departed_slug_keep"();`

/**
 * A business that leaves (decision 0088), whichever way its profile is deleted, leaves its accepted
 * proposals to the other side, its own side cleared and named by a snapshot of its name and slug.
 * Every other proposal of it goes: nobody can answer a pending one, and an answered one agreed nothing.
 */
const departures = `
  CREATE INDEX "proposals_both_departed_idx" ON "proposals" ("id") WHERE "from_id" IS NULL AND "to_id" IS NULL;
  CREATE FUNCTION "business_profile_departs"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    DELETE FROM "proposals" WHERE "from_id" = OLD."id" AND "status" <> 'accepted';
    DELETE FROM "proposals" WHERE "to_id" = OLD."id" AND "status" <> 'accepted';
    -- The side is cleared here rather than by the foreign key's SET NULL, which runs after the whole
    -- statement: by then the other business may be gone too (two deleted in one statement), and
    -- the check of a row this transaction wrote would refuse the other side's dangling id.
    UPDATE "proposals" SET "from_id" = NULL, "from_name" = OLD."name", "from_slug" = OLD."slug" WHERE "from_id" = OLD."id";
    UPDATE "proposals" SET "to_id" = NULL, "to_name" = OLD."name", "to_slug" = OLD."slug" WHERE "to_id" = OLD."id";
    -- Once both businesses have left, nobody remains whose records the collaboration belongs to.
    DELETE FROM "proposals" WHERE "from_id" IS NULL AND "to_id" IS NULL;
    -- Nothing above writes the row being deleted (PostgreSQL would refuse the delete): the card
    -- count trigger recounts only the businesses a changed proposal still names, and no accepted
    -- count of this one changes while it is still named.
    RETURN OLD;
  END $$;
  CREATE TRIGGER "business_profile_departs" BEFORE DELETE ON "business_profiles"
    FOR EACH ROW EXECUTE FUNCTION "business_profile_departs"();`

/**
 * Rows that mean nothing without their owner go with it. Payload declares these foreign keys
 * `set null`, which would break their NOT NULL instead.
 */
const cascades: [table: string, column: string, target: string][] = [
  ['offer_codes', 'collaboration_id', 'proposals'],
  ['redemptions', 'code_id', 'offer_codes'],
  ['code_clicks', 'code_id', 'offer_codes'],
  ['code_daily_stats', 'code_id', 'offer_codes'],
  ['collaborations', 'proposal_id', 'proposals'],
  ['milestones', 'collaboration_id', 'collaborations'],
  ['reviews', 'collaboration_id', 'collaborations'],
  ['collaboration_messages', 'collaboration_id', 'proposals'],
  ['collaboration_sides', 'collaboration_id', 'proposals'],
  ['member_notification_settings', 'member_id', 'members'],
  ['notification_digests', 'member_id', 'members'],
  ['counter_links', 'business_id', 'business_profiles'],
  ['integrations', 'business_id', 'business_profiles'],
]
const ownedRows = cascades
  .map(([table, column, target]) => {
    const constraint = `${table}_${column}_${target}_id_fk`
    return `
  ALTER TABLE "${table}" DROP CONSTRAINT "${constraint}";
  ALTER TABLE "${table}" ADD CONSTRAINT "${constraint}" FOREIGN KEY ("${column}") REFERENCES "${target}"("id") ON DELETE CASCADE;`
  })
  .join('')

/**
 * Results (decision 0102): a code is stored in capitals in its alphabet (no 0 O 1 I, at most one
 * hyphen, 6-16 characters), so its unique index is unique ignoring case; one sale per code and order
 * reference, one click per code, day and visitor, one rollup row per code and day (what `on
 * conflict` relies on; they replace Payload's plain index on `code_id`); counts and money whole.
 */
const results = `
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_code_form" CHECK (
    length("code") BETWEEN 6 AND 16 AND "code" ~ '^[A-HJ-NP-Z2-9]+(-[A-HJ-NP-Z2-9]+)?$');
  ALTER TABLE "offer_codes" ADD CONSTRAINT "offer_codes_counts_whole" CHECK (
    "uses" >= 0 AND "uses" = trunc("uses") AND ("max_uses" IS NULL OR ("max_uses" BETWEEN 1 AND 1000000 AND "max_uses" = trunc("max_uses"))));
  ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_amount_cents" CHECK ("amount" BETWEEN 0 AND 100000000 AND "amount" = trunc("amount"));
  CREATE UNIQUE INDEX "redemptions_code_order_ref_key" ON "redemptions" ("code_id", "order_ref") WHERE "order_ref" IS NOT NULL;
  CREATE UNIQUE INDEX "code_clicks_code_day_visitor_key" ON "code_clicks" ("code_id", "day", "visitor");
  DROP INDEX "code_clicks_code_idx";
  CREATE UNIQUE INDEX "code_daily_stats_code_day_key" ON "code_daily_stats" ("code_id", "day");
  DROP INDEX "code_daily_stats_code_idx";
  ALTER TABLE "code_daily_stats" ADD CONSTRAINT "code_daily_stats_whole" CHECK (
    "clicks" = trunc("clicks") AND "qr_scans" = trunc("qr_scans") AND "redemptions" = trunc("redemptions") AND "revenue" = trunc("revenue"));`

/**
 * The collaboration workspace (decisions 0105, 0106): a collaboration is its accepted proposal (same
 * id); ratings are whole stars, titles and messages bounded; one state row per collaboration and side
 * and one digest per member and day (what `on conflict` relies on); messages paged by id.
 * `partner_standing(profile)` gives the directory a business's rating, review count and badge without
 * knowing the workspace's tables: a review counts once both sides reviewed or 14 days after the end,
 * never while hidden; the badge needs an ended collaboration whose milestones are all confirmed, and no hold.
 */
const workspace = `
  -- A commission is 1-50 whole percent, a placement fee 1 cent to $1,000,000 in whole cents, each only on its model.
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_terms_by_model" CHECK (
    ("commission_percent" IS NULL OR ("model" = 'commission' AND "commission_percent" BETWEEN 1 AND 50 AND "commission_percent" = trunc("commission_percent")))
    AND ("fee" IS NULL OR ("model" = 'paid-placement' AND "fee" BETWEEN 1 AND 100000000 AND "fee" = trunc("fee"))));
  ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_id_is_proposal" CHECK ("id" = "proposal_id");
  ALTER TABLE "milestones" ADD CONSTRAINT "milestones_title_length" CHECK (char_length("title") BETWEEN 1 AND 120);
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_stars" CHECK ("rating" IN (1, 2, 3, 4, 5));
  CREATE INDEX "collaborations_proposal_ended_idx" ON "collaborations" ("proposal_id") WHERE "ended_at" IS NOT NULL;
  CREATE UNIQUE INDEX "collaboration_sides_collaboration_side_key" ON "collaboration_sides" ("collaboration_id", "side");
  DROP INDEX "collaboration_sides_collaboration_idx";
  CREATE INDEX "collaboration_messages_collaboration_id_key" ON "collaboration_messages" ("collaboration_id", "id");
  DROP INDEX "collaboration_messages_collaboration_idx";
  CREATE UNIQUE INDEX "notification_digests_member_day_key" ON "notification_digests" ("member_id", "day");
  DROP INDEX "notification_digests_member_idx";
  ALTER TABLE "collaboration_messages" ADD CONSTRAINT "collaboration_messages_body_length" CHECK (char_length("body") BETWEEN 1 AND 2000);

  CREATE FUNCTION "partner_standing"(profile integer)
    RETURNS TABLE ("rating" numeric, "review_count" integer, "verified_partner" boolean)
    LANGUAGE sql STABLE AS $$
    SELECT round(avg(r."rating"), 1), count(r."id")::integer,
      EXISTS (
        SELECT 1 FROM "proposals" p JOIN "collaborations" c ON c."id" = p."id"
         WHERE (p."from_id" = profile OR p."to_id" = profile) AND c."ended_at" IS NOT NULL
           AND EXISTS (SELECT 1 FROM "milestones" m WHERE m."collaboration_id" = c."id")
           AND NOT EXISTS (SELECT 1 FROM "milestones" m WHERE m."collaboration_id" = c."id" AND m."confirmed_at" IS NULL)
      ) AND NOT coalesce((SELECT b."held_by_support" FROM "business_profiles" b WHERE b."id" = profile), false)
    FROM "reviews" r JOIN "collaborations" c ON c."id" = r."collaboration_id"
    WHERE r."reviewed_id" = profile AND NOT coalesce(r."hidden", false)
      AND (c."ended_at" <= now() - interval '14 days'
           OR EXISTS (SELECT 1 FROM "reviews" o WHERE o."collaboration_id" = r."collaboration_id" AND o."id" <> r."id"))
  $$;`

/**
 * Money (decisions 0107, 0109). Ledger amounts are whole, non-negative cents (a correction is an
 * `adjustment` entry); one entry per source and kind; a side is a business or Kindred, never both;
 * the ledger is append-only, and an update may move only how far an entry has got. One invoice per
 * business and month, one statement per pair and month; invoice numbers come from a counter row per
 * year taken in the issuing transaction, so a failed run gives its number back and numbers have no
 * gaps. A statement's entries follow its status, whoever moves it.
 */
const money = `
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
  CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();

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
  CREATE TRIGGER "statements_entries_follow" AFTER UPDATE OF "status" ON "statements" FOR EACH ROW WHEN (NEW."status" IS DISTINCT FROM OLD."status") EXECUTE FUNCTION "statements_entries_follow"();`

/**
 * Rows whose unique keys make something happen once across processes and restarts: a process
 * inserts the row (ON CONFLICT DO NOTHING) in the transaction that queues the email and queues it
 * only if the row was its own. Trial emails (decision 0103) and the monthly report (decision 0110;
 * its unique index serves lookups by member too, so Payload's plain one goes). Also the drawn Open
 * Graph cards, one per site path (decision 0098, owned by cms/src/og-cards/store.ts).
 */
const once = `
  CREATE TABLE "member_trial_notices" (
    "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
    "trial_ends_at" timestamp(3) with time zone NOT NULL,
    "kind" varchar(20) NOT NULL CHECK ("kind" IN ('ending', 'ended')),
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("member_id", "trial_ends_at", "kind")
  );
  CREATE UNIQUE INDEX "monthly_reports_member_month_key" ON "monthly_reports" ("member_id", "month");
  DROP INDEX "monthly_reports_member_idx";
  CREATE TABLE "og_cards" (
    "path" varchar(300) PRIMARY KEY,
    "key" varchar(64) NOT NULL,
    "png" bytea NOT NULL,
    "drawn_at" timestamp(3) with time zone NOT NULL DEFAULT now()
  );`

const handWritten = [search, cards, addresses, departures, ownedRows, results, workspace, money, once].join('\n')

/**
 * Undoes the hand-written part before the generated tables go. The unaccent extension stays: it may
 * have been there before (`create extension if not exists`), and other databases' objects may use it.
 */
const handWrittenDown = `
  DROP TABLE "og_cards", "member_trial_notices", "invoice_counters", "business_profile_former_slugs", "business_profile_terms";
  DROP TRIGGER "statements_entries_follow" ON "statements";
  DROP TRIGGER "ledger_entries_append_only" ON "ledger_entries";
  DROP FUNCTION "statements_entries_follow"(), "ledger_entries_append_only"(), "partner_standing"(integer);
  DROP TRIGGER "business_profile_departs" ON "business_profiles";
  DROP TRIGGER "business_profile_departed_slug_on_delete" ON "business_profiles";
  DROP TRIGGER "business_profile_slug_public_on_write" ON "business_profiles";
  DROP TRIGGER "business_profile_former_slug_on_insert" ON "business_profiles";
  DROP TRIGGER "business_profile_former_slug_on_update" ON "business_profiles";
  DROP TRIGGER "business_profile_terms_sync" ON "business_profiles";
  ${['business_profiles_channels', 'business_profiles_offers', 'business_profiles_models', 'proposals']
    .flatMap((table) => ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER "${table}_card_${event}" ON "${table}";`))
    .join('\n  ')}
  DROP FUNCTION "business_profile_departs"(), "business_profile_departed_slug_keep"(), "business_profile_slug_public_mark"(),
    "business_profile_former_slug_keep"(), "business_profile_terms_sync"(), "business_profile_card_lists_sync"(),
    "business_profile_card_collaborations_sync"();
  ALTER TABLE "business_profiles" DROP COLUMN "search";
  DROP TEXT SEARCH CONFIGURATION "english_unaccent";`
