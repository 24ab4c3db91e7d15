import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the email's words, so a directory seeded before the fields existed
// tells a member their business is held, instead of refusing support's save for missing copy.
const words: [column: string, text: string][] = [
  ['emails_held_subject', '{to} is off the {brand} directory for now'],
  [
    'emails_held_body',
    [
      'Hi {recipient},',
      '',
      'Our support team has taken {to} off the {brand} directory, so it no longer appears in searches and other businesses cannot send it proposals.',
      '',
      'Your profile and your collaborations are kept, and you can still edit your profile: {link}',
      '',
      'To talk about listing it again, reply to this email.',
      '',
      'The {brand} team',
    ].join('\n'),
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "emails_held_subject" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_held_body" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_held_subject" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_held_body" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "emails_held_subject";
  ALTER TABLE "directory" DROP COLUMN "emails_held_body";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_held_subject";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_held_body";`)
}
