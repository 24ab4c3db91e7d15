import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

const texts: Record<string, string> = {
  business_not_found: 'We could not find that business in the directory.',
  proposal_not_found: 'We could not find that proposal.',
  own_business: 'You cannot send a proposal to your own business.',
  verify_first: 'Please verify your email address before sending proposals.',
  list_first: 'Please list your business profile before sending proposals.',
  throttled: 'You have sent {limit} proposals in the last 24 hours, the most we allow. Please try again in {hours} hours.',
  throttled_last_hour: 'You have sent {limit} proposals in the last 24 hours, the most we allow. Please try again in 1 hour.',
  only_recipient_accepts: 'Only the business that received this proposal can accept it.',
  only_recipient_declines: 'Only the business that received this proposal can decline it.',
  only_sender_withdraws: 'Only the business that sent this proposal can withdraw it.',
  already_accepted: 'This proposal is already accepted.',
  already_declined: 'This proposal is already declined.',
  already_withdrawn: 'This proposal is already withdrawn.',
  choose_type: 'Please choose a business type from the list.',
  slug_taken: 'This profile address is taken. Please choose another.',
  saved_elsewhere: 'Your profile was just saved from somewhere else. Please reload and try again.',
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "messages_business_not_found" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_proposal_not_found" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_own_business" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_verify_first" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_list_first" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_throttled" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_throttled_last_hour" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_only_recipient_accepts" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_only_recipient_declines" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_only_sender_withdraws" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_already_accepted" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_already_declined" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_already_withdrawn" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_choose_type" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_slug_taken" varchar;
  ALTER TABLE "directory" ADD COLUMN "messages_saved_elsewhere" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_business_not_found" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_proposal_not_found" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_own_business" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_verify_first" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_list_first" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_throttled" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_throttled_last_hour" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_only_recipient_accepts" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_only_recipient_declines" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_only_sender_withdraws" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_already_accepted" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_already_declined" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_already_withdrawn" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_choose_type" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_slug_taken" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_saved_elsewhere" varchar;`)
  // A database seeded before these fields existed gets the words the seed now writes, so a refusal
  // never lacks its message; the texts are this migration's own copy, not read from the seed.
  for (const [field, text] of Object.entries(texts)) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(`messages_${field}`)} = ${text} WHERE ${sql.identifier(`messages_${field}`)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_messages_${field}`)} = ${text} WHERE ${sql.identifier(`version_messages_${field}`)} IS NULL`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "messages_business_not_found";
  ALTER TABLE "directory" DROP COLUMN "messages_proposal_not_found";
  ALTER TABLE "directory" DROP COLUMN "messages_own_business";
  ALTER TABLE "directory" DROP COLUMN "messages_verify_first";
  ALTER TABLE "directory" DROP COLUMN "messages_list_first";
  ALTER TABLE "directory" DROP COLUMN "messages_throttled";
  ALTER TABLE "directory" DROP COLUMN "messages_throttled_last_hour";
  ALTER TABLE "directory" DROP COLUMN "messages_only_recipient_accepts";
  ALTER TABLE "directory" DROP COLUMN "messages_only_recipient_declines";
  ALTER TABLE "directory" DROP COLUMN "messages_only_sender_withdraws";
  ALTER TABLE "directory" DROP COLUMN "messages_already_accepted";
  ALTER TABLE "directory" DROP COLUMN "messages_already_declined";
  ALTER TABLE "directory" DROP COLUMN "messages_already_withdrawn";
  ALTER TABLE "directory" DROP COLUMN "messages_choose_type";
  ALTER TABLE "directory" DROP COLUMN "messages_slug_taken";
  ALTER TABLE "directory" DROP COLUMN "messages_saved_elsewhere";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_business_not_found";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_proposal_not_found";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_own_business";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_verify_first";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_list_first";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_throttled";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_throttled_last_hour";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_only_recipient_accepts";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_only_recipient_declines";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_only_sender_withdraws";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_already_accepted";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_already_declined";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_already_withdrawn";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_choose_type";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_slug_taken";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_saved_elsewhere";`)
}
