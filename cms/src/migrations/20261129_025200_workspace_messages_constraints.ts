// Hand-written (no snapshot): what Payload cannot declare for the workspace's messages and
// notifications (docs/decisions/0106-messages-and-mail-that-respects-people.md).
// - One state row per collaboration and side, one settings row per member, one digest per member
//   and Melbourne day: the unique indexes `on conflict` relies on under concurrent requests and
//   concurrent digest runners.
// - Messages are read newest first per collaboration and paged by id.
// - The new email and settings words fill databases seeded before them.
// - Messages and side state go with their collaboration (deleted only by an admin), settings and
//   digests with their member; Payload's `set null` would break their NOT NULL instead.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const cascades: [table: string, column: string, target: string, constraint: string][] = [
  ['collaboration_messages', 'collaboration_id', 'proposals', 'collaboration_messages_collaboration_id_proposals_id_fk'],
  ['collaboration_sides', 'collaboration_id', 'proposals', 'collaboration_sides_collaboration_id_proposals_id_fk'],
  ['member_notification_settings', 'member_id', 'members', 'member_notification_settings_member_id_members_id_fk'],
  ['notification_digests', 'member_id', 'members', 'notification_digests_member_id_members_id_fk'],
]

// The new words, for databases seeded before them: an email global with an empty group answers
// 503 for every email (CopyMissing), so each empty column is filled with the seed's words as they were.
const words: [table: 'emails' | 'account', column: string, text: string][] = [
  ["emails", "message_notice_subject", "{from} wrote to you on {brand}"],
  ["emails", "message_notice_body", "Hi {recipient},\n\n{from} wrote to you in your collaboration on {brand}:\n\n{messages}\n\nRead and reply in your workspace: {link}\n\nYou get one email like this at most every 10 minutes for each collaboration. To get a daily digest instead, or none, change your settings: {settings}"],
  ["emails", "message_digest_subject", "{count} new messages on {brand}"],
  ["emails", "message_digest_body", "Hi {recipient},\n\nHere is what your partners wrote since your last digest.\n\n{threads}\n\nYou get this digest once a day, at 8 am. To change that, open your settings: {settings}"],
  ["emails", "message_digest_thread", "{from} ({count} new): {link}"],
  ["emails", "unsubscribe_title", "Unsubscribe"],
  ["emails", "unsubscribe_confirm", "Stop {category} from {brand}? You can turn them back on in your settings at any time."],
  ["emails", "unsubscribe_button", "Unsubscribe"],
  ["emails", "unsubscribe_done", "Done: you will get no more {category}. You can turn them back on in your settings at any time."],
  ["emails", "unsubscribe_invalid", "This unsubscribe link is not valid. You can choose which emails you get in your settings."],
  ["emails", "unsubscribe_settings_link", "Open your email settings"],
  ["emails", "unsubscribe_proposals", "emails about proposals"],
  ["emails", "unsubscribe_messages", "emails about messages"],
  ["emails", "unsubscribe_monthly_report", "monthly reports"],
  ["account", "notification_settings_legend", "Which emails would you like?"],
  ["account", "notification_settings_proposals_label", "Proposals and their answers"],
  ["account", "notification_settings_messages_label", "Messages from your partners"],
  ["account", "notification_settings_instant", "As they happen"],
  ["account", "notification_settings_daily", "A daily digest at 8 am"],
  ["account", "notification_settings_off", "None"],
  ["account", "notification_settings_monthly_report_label", "The monthly report of your collaborations"],
  ["account", "notification_settings_save", "Save"],
  ["account", "notification_settings_saving", "Saving…"],
  ["account", "notification_settings_saved", "Your email settings are saved."],
  ["account", "notification_settings_failed", "We could not save your email settings. Please try again."],
  ["account", "notification_settings_settings_link", "Email settings"],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE UNIQUE INDEX "collaboration_sides_collaboration_side_key" ON "collaboration_sides" ("collaboration_id", "side");
  DROP INDEX "collaboration_sides_collaboration_idx";
  CREATE INDEX "collaboration_messages_collaboration_id_key" ON "collaboration_messages" ("collaboration_id", "id");
  DROP INDEX "collaboration_messages_collaboration_idx";
  CREATE UNIQUE INDEX "notification_digests_member_day_key" ON "notification_digests" ("member_id", "day");
  DROP INDEX "notification_digests_member_idx";
  ALTER TABLE "collaboration_messages" ADD CONSTRAINT "collaboration_messages_body_length" CHECK (char_length("body") BETWEEN 1 AND 2000);`)
  for (const [table, column, target, constraint] of cascades) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP CONSTRAINT ${sql.identifier(constraint)}`)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ADD CONSTRAINT ${sql.identifier(constraint)} FOREIGN KEY (${sql.identifier(column)}) REFERENCES ${sql.identifier(target)}("id") ON DELETE CASCADE`,
    )
  }
  for (const [table, column, text] of words) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE ${sql.identifier(`_${table}_v`)} SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, column, target, constraint] of cascades) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP CONSTRAINT ${sql.identifier(constraint)}`)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ADD CONSTRAINT ${sql.identifier(constraint)} FOREIGN KEY (${sql.identifier(column)}) REFERENCES ${sql.identifier(target)}("id") ON DELETE SET NULL`,
    )
  }
  await db.execute(sql`
  ALTER TABLE "collaboration_messages" DROP CONSTRAINT "collaboration_messages_body_length";
  CREATE INDEX "notification_digests_member_idx" ON "notification_digests" USING btree ("member_id");
  DROP INDEX "notification_digests_member_day_key";
  CREATE INDEX "collaboration_messages_collaboration_idx" ON "collaboration_messages" USING btree ("collaboration_id");
  DROP INDEX "collaboration_messages_collaboration_id_key";
  CREATE INDEX "collaboration_sides_collaboration_idx" ON "collaboration_sides" USING btree ("collaboration_id");
  DROP INDEX "collaboration_sides_collaboration_side_key";`)
}
