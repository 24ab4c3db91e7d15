import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  CREATE TYPE "public"."enum_business_types_seo_key" AS ENUM('product-business-retail', 'service-business-partnerships', 'advertising-collaborations', 'online-service-collaborations', 'local-marketing-partnerships', 'startup-growth-strategies');
  CREATE TYPE "public"."enum_business_types_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__business_types_v_version_icon" AS ENUM('store', 'coffee', 'flower', 'wine', 'cart', 'ruler', 'home', 'wrench', 'rocket', 'megaphone', 'boxes', 'scale', 'map-pin', 'handshake', 'award', 'users', 'sparkles', 'trending-up', 'mail', 'package', 'link', 'shield', 'heart', 'globe', 'chart', 'calendar', 'star', 'search', 'target', 'layers', 'zap', 'dollar');
  CREATE TYPE "public"."enum__business_types_v_version_seo_key" AS ENUM('product-business-retail', 'service-business-partnerships', 'advertising-collaborations', 'online-service-collaborations', 'local-marketing-partnerships', 'startup-growth-strategies');
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
  CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
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
  CREATE TYPE "public"."enum_member_tokens_purpose" AS ENUM('verify-email', 'reset-password');
  CREATE TYPE "public"."enum_email_outbox_status" AS ENUM('pending', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_staff_role" AS ENUM('admin', 'editor', 'support');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_footer_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__footer_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_hero_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
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
  	"note" varchar,
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
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar
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
  	"href" varchar
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
  	"href" varchar
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
  	"note" varchar,
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
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_actions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
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
  	"latest" boolean
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
  	"seo_key" "enum_business_types_seo_key",
  	"headline" varchar,
  	"intro_text" varchar,
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
  	"version_seo_key" "enum__business_types_v_version_seo_key",
  	"version_headline" varchar,
  	"version_intro_text" varchar,
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
  	"latest" boolean
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
  	"cta_href" varchar DEFAULT '/contact',
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
  	"version_cta_href" varchar DEFAULT '/contact',
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
  	"latest" boolean
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
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"company" varchar,
  	"type" "enum_contact_messages_type",
  	"message" varchar,
  	"reply" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"password_hash" varchar,
  	"google_sub" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
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
  	"contact_messages_id" integer,
  	"members_id" integer,
  	"member_sessions_id" varchar,
  	"member_tokens_id" integer,
  	"email_outbox_id" integer,
  	"rate_limits_id" integer,
  	"staff_id" integer
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
  	"dropdown_after" boolean DEFAULT false
  );
  
  CREATE TABLE "navigation" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"dropdown_label" varchar,
  	"dropdown_footer_link_label" varchar,
  	"dropdown_footer_link_href" varchar,
  	"signed_out_login_label" varchar,
  	"signed_out_login_href" varchar,
  	"signed_out_primary_label" varchar,
  	"signed_out_primary_href" varchar,
  	"signed_in_welcome" varchar,
  	"signed_in_dashboard_label" varchar,
  	"signed_in_dashboard_href" varchar,
  	"signed_in_logout_label" varchar,
  	"menu_labels_open" varchar DEFAULT 'Open menu',
  	"menu_labels_close" varchar DEFAULT 'Close menu',
  	"menu_labels_skip_to_content" varchar DEFAULT 'Skip to content',
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
  	"dropdown_after" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_dropdown_label" varchar,
  	"version_dropdown_footer_link_label" varchar,
  	"version_dropdown_footer_link_href" varchar,
  	"version_signed_out_login_label" varchar,
  	"version_signed_out_login_href" varchar,
  	"version_signed_out_primary_label" varchar,
  	"version_signed_out_primary_href" varchar,
  	"version_signed_in_welcome" varchar,
  	"version_signed_in_dashboard_label" varchar,
  	"version_signed_in_dashboard_href" varchar,
  	"version_signed_in_logout_label" varchar,
  	"version_menu_labels_open" varchar DEFAULT 'Open menu',
  	"version_menu_labels_close" varchar DEFAULT 'Close menu',
  	"version_menu_labels_skip_to_content" varchar DEFAULT 'Skip to content',
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
  	"href" varchar
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
  
  ALTER TABLE "pages_blocks_hero_links" ADD CONSTRAINT "pages_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "pages_blocks_cta" ADD CONSTRAINT "pages_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_type_options" ADD CONSTRAINT "pages_blocks_contact_type_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_panel_blurbs" ADD CONSTRAINT "pages_blocks_contact_panel_blurbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact" ADD CONSTRAINT "pages_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_links" ADD CONSTRAINT "_pages_v_blocks_hero_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_pages_v_blocks_cta" ADD CONSTRAINT "_pages_v_blocks_cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_type_options" ADD CONSTRAINT "_pages_v_blocks_contact_type_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_panel_blurbs" ADD CONSTRAINT "_pages_v_blocks_contact_panel_blurbs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact" ADD CONSTRAINT "_pages_v_blocks_contact_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "business_types_aliases" ADD CONSTRAINT "business_types_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."business_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_business_types_v_version_aliases" ADD CONSTRAINT "_business_types_v_version_aliases_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_business_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_business_types_v" ADD CONSTRAINT "_business_types_v_parent_id_business_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."business_types"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_tokens" ADD CONSTRAINT "member_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_business_types_fk" FOREIGN KEY ("business_types_id") REFERENCES "public"."business_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comparison_cards_fk" FOREIGN KEY ("comparison_cards_id") REFERENCES "public"."comparison_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_steps_fk" FOREIGN KEY ("steps_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_legal_pages_fk" FOREIGN KEY ("legal_pages_id") REFERENCES "public"."legal_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_sessions_fk" FOREIGN KEY ("member_sessions_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_tokens_fk" FOREIGN KEY ("member_tokens_id") REFERENCES "public"."member_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limits_fk" FOREIGN KEY ("rate_limits_id") REFERENCES "public"."rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
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
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
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
  CREATE INDEX "business_types_aliases_order_idx" ON "business_types_aliases" USING btree ("_order");
  CREATE INDEX "business_types_aliases_parent_id_idx" ON "business_types_aliases" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "business_types_slug_idx" ON "business_types" USING btree ("slug");
  CREATE INDEX "business_types_updated_at_idx" ON "business_types" USING btree ("updated_at");
  CREATE INDEX "business_types_created_at_idx" ON "business_types" USING btree ("created_at");
  CREATE INDEX "business_types__status_idx" ON "business_types" USING btree ("_status");
  CREATE INDEX "_business_types_v_version_aliases_order_idx" ON "_business_types_v_version_aliases" USING btree ("_order");
  CREATE INDEX "_business_types_v_version_aliases_parent_id_idx" ON "_business_types_v_version_aliases" USING btree ("_parent_id");
  CREATE INDEX "_business_types_v_parent_idx" ON "_business_types_v" USING btree ("parent_id");
  CREATE INDEX "_business_types_v_version_version_slug_idx" ON "_business_types_v" USING btree ("version_slug");
  CREATE INDEX "_business_types_v_version_version_updated_at_idx" ON "_business_types_v" USING btree ("version_updated_at");
  CREATE INDEX "_business_types_v_version_version_created_at_idx" ON "_business_types_v" USING btree ("version_created_at");
  CREATE INDEX "_business_types_v_version_version__status_idx" ON "_business_types_v" USING btree ("version__status");
  CREATE INDEX "_business_types_v_created_at_idx" ON "_business_types_v" USING btree ("created_at");
  CREATE INDEX "_business_types_v_updated_at_idx" ON "_business_types_v" USING btree ("updated_at");
  CREATE INDEX "_business_types_v_latest_idx" ON "_business_types_v" USING btree ("latest");
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
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_type_idx" ON "contact_messages" USING btree ("type");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree ("email");
  CREATE UNIQUE INDEX "members_google_sub_idx" ON "members" USING btree ("google_sub");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");
  CREATE INDEX "member_sessions_expires_at_idx" ON "member_sessions" USING btree ("expires_at");
  CREATE INDEX "member_sessions_updated_at_idx" ON "member_sessions" USING btree ("updated_at");
  CREATE INDEX "member_sessions_created_at_idx" ON "member_sessions" USING btree ("created_at");
  CREATE INDEX "member_tokens_member_idx" ON "member_tokens" USING btree ("member_id");
  CREATE INDEX "member_tokens_purpose_idx" ON "member_tokens" USING btree ("purpose");
  CREATE UNIQUE INDEX "member_tokens_token_hash_idx" ON "member_tokens" USING btree ("token_hash");
  CREATE INDEX "member_tokens_updated_at_idx" ON "member_tokens" USING btree ("updated_at");
  CREATE INDEX "member_tokens_created_at_idx" ON "member_tokens" USING btree ("created_at");
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
  CREATE INDEX "staff_sessions_order_idx" ON "staff_sessions" USING btree ("_order");
  CREATE INDEX "staff_sessions_parent_id_idx" ON "staff_sessions" USING btree ("_parent_id");
  CREATE INDEX "staff_updated_at_idx" ON "staff" USING btree ("updated_at");
  CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");
  CREATE UNIQUE INDEX "staff_email_idx" ON "staff" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
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
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_member_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("member_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_member_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("member_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limits_id");
  CREATE INDEX "payload_locked_documents_rels_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_id");
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
  CREATE INDEX "_footer_v_latest_idx" ON "_footer_v" USING btree ("latest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  DROP TABLE "contact_messages_notes" CASCADE;
  DROP TABLE "contact_messages_replies" CASCADE;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "member_sessions" CASCADE;
  DROP TABLE "member_tokens" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  DROP TABLE "staff_sessions" CASCADE;
  DROP TABLE "staff" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
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
  DROP TYPE "public"."enum_business_types_seo_key";
  DROP TYPE "public"."enum_business_types_status";
  DROP TYPE "public"."enum__business_types_v_version_icon";
  DROP TYPE "public"."enum__business_types_v_version_seo_key";
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
  DROP TYPE "public"."enum_plans_status";
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
  DROP TYPE "public"."enum_member_tokens_purpose";
  DROP TYPE "public"."enum_email_outbox_status";
  DROP TYPE "public"."enum_staff_role";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum_footer_status";
  DROP TYPE "public"."enum__footer_v_version_status";`)
}
