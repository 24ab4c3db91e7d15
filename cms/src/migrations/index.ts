import * as migration_20261122_034853_initial from './20261122_034853_initial';
import * as migration_20261122_043640_site_labels from './20261122_043640_site_labels';
import * as migration_20261123_090059_member_delete from './20261123_090059_member_delete';
import * as migration_20261123_090405_outbox_worker from './20261123_090405_outbox_worker';
import * as migration_20261123_091346_staff_throttle_without_lock from './20261123_091346_staff_throttle_without_lock';
import * as migration_20261123_100452_partners from './20261123_100452_partners';
import * as migration_20261123_110000_seed_records from './20261123_110000_seed_records';
import * as migration_20261123_120000_partners_search from './20261123_120000_partners_search';
import * as migration_20261123_131424_contact_list_index from './20261123_131424_contact_list_index';
import * as migration_20261123_131500_editorial from './20261123_131500_editorial';
import * as migration_20261123_133218_copy_globals from './20261123_133218_copy_globals';
import * as migration_20261123_133602_media from './20261123_133602_media';
import * as migration_20261123_140000_partners_terms from './20261123_140000_partners_terms';
import * as migration_20261123_220000_partner_cards from './20261123_220000_partner_cards';
import * as migration_20261124_224529_directory_messages from './20261124_224529_directory_messages';
import * as migration_20261125_160000_search_unaccented from './20261125_160000_search_unaccented';
import * as migration_20261125_181347_directory_standing from './20261125_181347_directory_standing';
import * as migration_20261125_190000_former_slugs from './20261125_190000_former_slugs';
import * as migration_20261125_191000_editor_unsaved from './20261125_191000_editor_unsaved';
import * as migration_20261125_193000_search_words_apart from './20261125_193000_search_words_apart';
import * as migration_20261125_231528_verify_without_script from './20261125_231528_verify_without_script';
import * as migration_20261126_022150_every_word_of_the_forms from './20261126_022150_every_word_of_the_forms';
import * as migration_20261126_042257_one_open_proposal_per_pair from './20261126_042257_one_open_proposal_per_pair';
import * as migration_20261126_043000_collaboration_counts_changed_only from './20261126_043000_collaboration_counts_changed_only';
import * as migration_20261126_070336_held_by_support from './20261126_070336_held_by_support';
import * as migration_20261126_073717_held_business_email from './20261126_073717_held_business_email';
import * as migration_20261126_095908_hold_lifted_emails from './20261126_095908_hold_lifted_emails';
import * as migration_20261126_100339_already_verified_words from './20261126_100339_already_verified_words';
import * as migration_20261126_102202_dashboard_business_link from './20261126_102202_dashboard_business_link';
import * as migration_20261126_103652_create_profile_link from './20261126_103652_create_profile_link';
import * as migration_20261126_110512_confirm_decline from './20261126_110512_confirm_decline';
import * as migration_20261126_130053_accepted_contacts from './20261126_130053_accepted_contacts';
import * as migration_20261126_133240_hero_is_the_heading from './20261126_133240_hero_is_the_heading';
import * as migration_20261126_134531_welcome_new from './20261126_134531_welcome_new';
import * as migration_20261126_161127_staff_reset_email from './20261126_161127_staff_reset_email';
import * as migration_20261126_163345_proposal_closed_email from './20261126_163345_proposal_closed_email';
import * as migration_20261126_194136_accept_note from './20261126_194136_accept_note';
import * as migration_20261126_220512_keep_proposal from './20261126_220512_keep_proposal';
import * as migration_20261126_222329_reply_thread from './20261126_222329_reply_thread';
import * as migration_20261127_041701_departed_partners from './20261127_041701_departed_partners';
import * as migration_20261127_041710_journey_notices from './20261127_041710_journey_notices';
import * as migration_20261127_044853_directory_link from './20261127_044853_directory_link';
import * as migration_20261127_070454_throttled_to_business from './20261127_070454_throttled_to_business';
import * as migration_20261127_093559_names_without_links from './20261127_093559_names_without_links';
import * as migration_20261127_102359_type_suggestion from './20261127_102359_type_suggestion';
import * as migration_20261127_173339_script_notes from './20261127_173339_script_notes';
import * as migration_20261127_180839_account_script_note from './20261127_180839_account_script_note';
import * as migration_20261127_193438_terms_not_listed from './20261127_193438_terms_not_listed';
import * as migration_20261127_201000_departed_slugs from './20261127_201000_departed_slugs';
import * as migration_20261127_201124_accept_held from './20261127_201124_accept_held';
import * as migration_20261127_221403_editor_save_failed from './20261127_221403_editor_save_failed';
import * as migration_20261127_222741_find_partners_texts from './20261127_222741_find_partners_texts';
import * as migration_20261128_004336_held_and_unverified_answers from './20261128_004336_held_and_unverified_answers';
import * as migration_20261128_010000_former_slugs_bounded from './20261128_010000_former_slugs_bounded';
import * as migration_20261129_010000_public_slugs_kept from './20261129_010000_public_slugs_kept';
import * as migration_20261129_014311_results from './20261129_014311_results';
import * as migration_20261129_014400_results_constraints from './20261129_014400_results_constraints';
import * as migration_20261129_014500_og_cards from './20261129_014500_og_cards';
import * as migration_20261129_015437_device_tokens from './20261129_015437_device_tokens';
import * as migration_20261129_020654_owner_listing from './20261129_020654_owner_listing';
import * as migration_20261129_022343_plans_on_members from './20261129_022343_plans_on_members';
import * as migration_20261129_023341_workspace from './20261129_023341_workspace';
import * as migration_20261129_023400_workspace_rules from './20261129_023400_workspace_rules';
import * as migration_20261129_025137_workspace_messages from './20261129_025137_workspace_messages';
import * as migration_20261129_025200_workspace_messages_constraints from './20261129_025200_workspace_messages_constraints';
import * as migration_20261129_025810_counter_links_integrations from './20261129_025810_counter_links_integrations';
import * as migration_20261129_025900_counter_links_integrations_cascade from './20261129_025900_counter_links_integrations_cascade';
import * as migration_20261129_025928_results_pages from './20261129_025928_results_pages';
import * as migration_20261129_030136_plan_page_words from './20261129_030136_plan_page_words';
import * as migration_20261129_031000_trial_notices from './20261129_031000_trial_notices';
import * as migration_20261129_032357_proposal_terms from './20261129_032357_proposal_terms';
import * as migration_20261129_033257_ledger from './20261129_033257_ledger';
import * as migration_20261129_033300_ledger_rules from './20261129_033300_ledger_rules';
import * as migration_20261129_050806_dash_ui_words from './20261129_050806_dash_ui_words';
import * as migration_20261129_051744_workspace_page_copy from './20261129_051744_workspace_page_copy';
import * as migration_20261129_052058_invoices_statements from './20261129_052058_invoices_statements';
import * as migration_20261129_052100_billing_rules from './20261129_052100_billing_rules';
import * as migration_20261129_052654_api_keys_monthly_reports from './20261129_052654_api_keys_monthly_reports';
import * as migration_20261129_052700_monthly_reports_once from './20261129_052700_monthly_reports_once';
import * as migration_20261130_000000_workspace_ledger_at_size from './20261130_000000_workspace_ledger_at_size';

export const migrations = [
  {
    up: migration_20261122_034853_initial.up,
    down: migration_20261122_034853_initial.down,
    name: '20261122_034853_initial',
  },
  {
    up: migration_20261122_043640_site_labels.up,
    down: migration_20261122_043640_site_labels.down,
    name: '20261122_043640_site_labels',
  },
  {
    up: migration_20261123_090059_member_delete.up,
    down: migration_20261123_090059_member_delete.down,
    name: '20261123_090059_member_delete',
  },
  {
    up: migration_20261123_090405_outbox_worker.up,
    down: migration_20261123_090405_outbox_worker.down,
    name: '20261123_090405_outbox_worker',
  },
  {
    up: migration_20261123_091346_staff_throttle_without_lock.up,
    down: migration_20261123_091346_staff_throttle_without_lock.down,
    name: '20261123_091346_staff_throttle_without_lock',
  },
  {
    up: migration_20261123_100452_partners.up,
    down: migration_20261123_100452_partners.down,
    name: '20261123_100452_partners',
  },
  {
    up: migration_20261123_110000_seed_records.up,
    down: migration_20261123_110000_seed_records.down,
    name: '20261123_110000_seed_records',
  },
  {
    up: migration_20261123_120000_partners_search.up,
    down: migration_20261123_120000_partners_search.down,
    name: '20261123_120000_partners_search',
  },
  {
    up: migration_20261123_131424_contact_list_index.up,
    down: migration_20261123_131424_contact_list_index.down,
    name: '20261123_131424_contact_list_index',
  },
  {
    up: migration_20261123_131500_editorial.up,
    down: migration_20261123_131500_editorial.down,
    name: '20261123_131500_editorial',
  },
  {
    up: migration_20261123_133218_copy_globals.up,
    down: migration_20261123_133218_copy_globals.down,
    name: '20261123_133218_copy_globals',
  },
  {
    up: migration_20261123_133602_media.up,
    down: migration_20261123_133602_media.down,
    name: '20261123_133602_media',
  },
  {
    up: migration_20261123_140000_partners_terms.up,
    down: migration_20261123_140000_partners_terms.down,
    name: '20261123_140000_partners_terms',
  },
  {
    up: migration_20261123_220000_partner_cards.up,
    down: migration_20261123_220000_partner_cards.down,
    name: '20261123_220000_partner_cards',
  },
  {
    up: migration_20261124_224529_directory_messages.up,
    down: migration_20261124_224529_directory_messages.down,
    name: '20261124_224529_directory_messages',
  },
  {
    up: migration_20261125_160000_search_unaccented.up,
    down: migration_20261125_160000_search_unaccented.down,
    name: '20261125_160000_search_unaccented',
  },
  {
    up: migration_20261125_181347_directory_standing.up,
    down: migration_20261125_181347_directory_standing.down,
    name: '20261125_181347_directory_standing',
  },
  {
    up: migration_20261125_190000_former_slugs.up,
    down: migration_20261125_190000_former_slugs.down,
    name: '20261125_190000_former_slugs',
  },
  {
    up: migration_20261125_191000_editor_unsaved.up,
    down: migration_20261125_191000_editor_unsaved.down,
    name: '20261125_191000_editor_unsaved',
  },
  {
    up: migration_20261125_193000_search_words_apart.up,
    down: migration_20261125_193000_search_words_apart.down,
    name: '20261125_193000_search_words_apart',
  },
  {
    up: migration_20261125_231528_verify_without_script.up,
    down: migration_20261125_231528_verify_without_script.down,
    name: '20261125_231528_verify_without_script',
  },
  {
    up: migration_20261126_022150_every_word_of_the_forms.up,
    down: migration_20261126_022150_every_word_of_the_forms.down,
    name: '20261126_022150_every_word_of_the_forms',
  },
  {
    up: migration_20261126_042257_one_open_proposal_per_pair.up,
    down: migration_20261126_042257_one_open_proposal_per_pair.down,
    name: '20261126_042257_one_open_proposal_per_pair',
  },
  {
    up: migration_20261126_043000_collaboration_counts_changed_only.up,
    down: migration_20261126_043000_collaboration_counts_changed_only.down,
    name: '20261126_043000_collaboration_counts_changed_only',
  },
  {
    up: migration_20261126_070336_held_by_support.up,
    down: migration_20261126_070336_held_by_support.down,
    name: '20261126_070336_held_by_support',
  },
  {
    up: migration_20261126_073717_held_business_email.up,
    down: migration_20261126_073717_held_business_email.down,
    name: '20261126_073717_held_business_email',
  },
  {
    up: migration_20261126_095908_hold_lifted_emails.up,
    down: migration_20261126_095908_hold_lifted_emails.down,
    name: '20261126_095908_hold_lifted_emails',
  },
  {
    up: migration_20261126_100339_already_verified_words.up,
    down: migration_20261126_100339_already_verified_words.down,
    name: '20261126_100339_already_verified_words',
  },
  {
    up: migration_20261126_102202_dashboard_business_link.up,
    down: migration_20261126_102202_dashboard_business_link.down,
    name: '20261126_102202_dashboard_business_link',
  },
  {
    up: migration_20261126_103652_create_profile_link.up,
    down: migration_20261126_103652_create_profile_link.down,
    name: '20261126_103652_create_profile_link',
  },
  {
    up: migration_20261126_110512_confirm_decline.up,
    down: migration_20261126_110512_confirm_decline.down,
    name: '20261126_110512_confirm_decline',
  },
  {
    up: migration_20261126_130053_accepted_contacts.up,
    down: migration_20261126_130053_accepted_contacts.down,
    name: '20261126_130053_accepted_contacts',
  },
  {
    up: migration_20261126_133240_hero_is_the_heading.up,
    down: migration_20261126_133240_hero_is_the_heading.down,
    name: '20261126_133240_hero_is_the_heading',
  },
  {
    up: migration_20261126_134531_welcome_new.up,
    down: migration_20261126_134531_welcome_new.down,
    name: '20261126_134531_welcome_new',
  },
  {
    up: migration_20261126_161127_staff_reset_email.up,
    down: migration_20261126_161127_staff_reset_email.down,
    name: '20261126_161127_staff_reset_email',
  },
  {
    up: migration_20261126_163345_proposal_closed_email.up,
    down: migration_20261126_163345_proposal_closed_email.down,
    name: '20261126_163345_proposal_closed_email',
  },
  {
    up: migration_20261126_194136_accept_note.up,
    down: migration_20261126_194136_accept_note.down,
    name: '20261126_194136_accept_note',
  },
  {
    up: migration_20261126_220512_keep_proposal.up,
    down: migration_20261126_220512_keep_proposal.down,
    name: '20261126_220512_keep_proposal',
  },
  {
    up: migration_20261126_222329_reply_thread.up,
    down: migration_20261126_222329_reply_thread.down,
    name: '20261126_222329_reply_thread',
  },
  {
    up: migration_20261127_041701_departed_partners.up,
    down: migration_20261127_041701_departed_partners.down,
    name: '20261127_041701_departed_partners',
  },
  {
    up: migration_20261127_041710_journey_notices.up,
    down: migration_20261127_041710_journey_notices.down,
    name: '20261127_041710_journey_notices',
  },
  {
    up: migration_20261127_044853_directory_link.up,
    down: migration_20261127_044853_directory_link.down,
    name: '20261127_044853_directory_link',
  },
  {
    up: migration_20261127_070454_throttled_to_business.up,
    down: migration_20261127_070454_throttled_to_business.down,
    name: '20261127_070454_throttled_to_business',
  },
  {
    up: migration_20261127_093559_names_without_links.up,
    down: migration_20261127_093559_names_without_links.down,
    name: '20261127_093559_names_without_links',
  },
  {
    up: migration_20261127_102359_type_suggestion.up,
    down: migration_20261127_102359_type_suggestion.down,
    name: '20261127_102359_type_suggestion',
  },
  {
    up: migration_20261127_173339_script_notes.up,
    down: migration_20261127_173339_script_notes.down,
    name: '20261127_173339_script_notes',
  },
  {
    up: migration_20261127_180839_account_script_note.up,
    down: migration_20261127_180839_account_script_note.down,
    name: '20261127_180839_account_script_note',
  },
  {
    up: migration_20261127_193438_terms_not_listed.up,
    down: migration_20261127_193438_terms_not_listed.down,
    name: '20261127_193438_terms_not_listed',
  },
  {
    up: migration_20261127_201000_departed_slugs.up,
    down: migration_20261127_201000_departed_slugs.down,
    name: '20261127_201000_departed_slugs',
  },
  {
    up: migration_20261127_201124_accept_held.up,
    down: migration_20261127_201124_accept_held.down,
    name: '20261127_201124_accept_held',
  },
  {
    up: migration_20261127_221403_editor_save_failed.up,
    down: migration_20261127_221403_editor_save_failed.down,
    name: '20261127_221403_editor_save_failed',
  },
  {
    up: migration_20261127_222741_find_partners_texts.up,
    down: migration_20261127_222741_find_partners_texts.down,
    name: '20261127_222741_find_partners_texts',
  },
  {
    up: migration_20261128_004336_held_and_unverified_answers.up,
    down: migration_20261128_004336_held_and_unverified_answers.down,
    name: '20261128_004336_held_and_unverified_answers',
  },
  {
    up: migration_20261128_010000_former_slugs_bounded.up,
    down: migration_20261128_010000_former_slugs_bounded.down,
    name: '20261128_010000_former_slugs_bounded',
  },
  {
    up: migration_20261129_010000_public_slugs_kept.up,
    down: migration_20261129_010000_public_slugs_kept.down,
    name: '20261129_010000_public_slugs_kept',
  },
  {
    up: migration_20261129_014311_results.up,
    down: migration_20261129_014311_results.down,
    name: '20261129_014311_results',
  },
  {
    up: migration_20261129_014400_results_constraints.up,
    down: migration_20261129_014400_results_constraints.down,
    name: '20261129_014400_results_constraints',
  },
  {
    up: migration_20261129_014500_og_cards.up,
    down: migration_20261129_014500_og_cards.down,
    name: '20261129_014500_og_cards',
  },
  {
    up: migration_20261129_015437_device_tokens.up,
    down: migration_20261129_015437_device_tokens.down,
    name: '20261129_015437_device_tokens',
  },
  {
    up: migration_20261129_020654_owner_listing.up,
    down: migration_20261129_020654_owner_listing.down,
    name: '20261129_020654_owner_listing',
  },
  {
    up: migration_20261129_022343_plans_on_members.up,
    down: migration_20261129_022343_plans_on_members.down,
    name: '20261129_022343_plans_on_members',
  },
  {
    up: migration_20261129_023341_workspace.up,
    down: migration_20261129_023341_workspace.down,
    name: '20261129_023341_workspace',
  },
  {
    up: migration_20261129_023400_workspace_rules.up,
    down: migration_20261129_023400_workspace_rules.down,
    name: '20261129_023400_workspace_rules',
  },
  {
    up: migration_20261129_025137_workspace_messages.up,
    down: migration_20261129_025137_workspace_messages.down,
    name: '20261129_025137_workspace_messages',
  },
  {
    up: migration_20261129_025200_workspace_messages_constraints.up,
    down: migration_20261129_025200_workspace_messages_constraints.down,
    name: '20261129_025200_workspace_messages_constraints',
  },
  {
    up: migration_20261129_025810_counter_links_integrations.up,
    down: migration_20261129_025810_counter_links_integrations.down,
    name: '20261129_025810_counter_links_integrations',
  },
  {
    up: migration_20261129_025900_counter_links_integrations_cascade.up,
    down: migration_20261129_025900_counter_links_integrations_cascade.down,
    name: '20261129_025900_counter_links_integrations_cascade',
  },
  {
    up: migration_20261129_025928_results_pages.up,
    down: migration_20261129_025928_results_pages.down,
    name: '20261129_025928_results_pages',
  },
  {
    up: migration_20261129_030136_plan_page_words.up,
    down: migration_20261129_030136_plan_page_words.down,
    name: '20261129_030136_plan_page_words',
  },
  {
    up: migration_20261129_031000_trial_notices.up,
    down: migration_20261129_031000_trial_notices.down,
    name: '20261129_031000_trial_notices',
  },
  {
    up: migration_20261129_032357_proposal_terms.up,
    down: migration_20261129_032357_proposal_terms.down,
    name: '20261129_032357_proposal_terms',
  },
  {
    up: migration_20261129_033257_ledger.up,
    down: migration_20261129_033257_ledger.down,
    name: '20261129_033257_ledger',
  },
  {
    up: migration_20261129_033300_ledger_rules.up,
    down: migration_20261129_033300_ledger_rules.down,
    name: '20261129_033300_ledger_rules',
  },
  {
    up: migration_20261129_050806_dash_ui_words.up,
    down: migration_20261129_050806_dash_ui_words.down,
    name: '20261129_050806_dash_ui_words',
  },
  {
    up: migration_20261129_051744_workspace_page_copy.up,
    down: migration_20261129_051744_workspace_page_copy.down,
    name: '20261129_051744_workspace_page_copy',
  },
  {
    up: migration_20261129_052058_invoices_statements.up,
    down: migration_20261129_052058_invoices_statements.down,
    name: '20261129_052058_invoices_statements',
  },
  {
    up: migration_20261129_052100_billing_rules.up,
    down: migration_20261129_052100_billing_rules.down,
    name: '20261129_052100_billing_rules',
  },
  {
    up: migration_20261129_052654_api_keys_monthly_reports.up,
    down: migration_20261129_052654_api_keys_monthly_reports.down,
    name: '20261129_052654_api_keys_monthly_reports',
  },
  {
    up: migration_20261129_052700_monthly_reports_once.up,
    down: migration_20261129_052700_monthly_reports_once.down,
    name: '20261129_052700_monthly_reports_once',
  },
  {
    up: migration_20261130_000000_workspace_ledger_at_size.up,
    down: migration_20261130_000000_workspace_ledger_at_size.down,
    name: '20261130_000000_workspace_ledger_at_size',
  },
];
