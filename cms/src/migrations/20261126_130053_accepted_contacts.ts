import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a directory seeded before the fields existed can
// still accept a proposal (the email to the member who accepts is required copy) and names the
// other side's contact on the collaborations page.
const words: [column: string, text: string][] = [
  ['collaborations_page_contact', 'Plan it together with {person}:'],
  ['emails_connected_subject', 'You are collaborating with {from}'],
  [
    'emails_connected_body',
    [
      'Hi {recipient},',
      '',
      'You accepted the proposal {from} sent to {to}, and {from} has been told.',
      '',
      'Channel: {channel}',
      'Offer: {offer}',
      'Model: {model}',
      '',
      'To plan it together, reply to this email to reach {person} at {from}, or write to {email}.',
      '',
      'See your collaborations: {link}',
      '',
      'The {brand} team',
    ].join('\n'),
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "collaborations_page_contact" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_connected_subject" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_connected_body" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_collaborations_page_contact" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_connected_subject" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_connected_body" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "collaborations_page_contact";
  ALTER TABLE "directory" DROP COLUMN "emails_connected_subject";
  ALTER TABLE "directory" DROP COLUMN "emails_connected_body";
  ALTER TABLE "_directory_v" DROP COLUMN "version_collaborations_page_contact";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_connected_subject";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_connected_body";`)
}
