import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the emails' words, so a directory seeded before the fields existed
// tells a member their hold is lifted, instead of refusing support's save for missing copy.
const words: [column: string, text: string][] = [
  ['emails_relisted_subject', '{to} is back on the {brand} directory'],
  [
    'emails_relisted_body',
    [
      'Hi {recipient},',
      '',
      'Our support team has listed {to} on the {brand} directory again. It appears in searches, and other businesses can send it proposals.',
      '',
      'Your profile: {link}',
      '',
      'The {brand} team',
    ].join('\n'),
  ],
  ['emails_released_subject', 'You can list {to} on the {brand} directory again'],
  [
    'emails_released_body',
    [
      'Hi {recipient},',
      '',
      'Our support team has lifted the hold on {to}. It stays off the {brand} directory until you list it: open your profile, tick “List my business in the directory” and save.',
      '',
      'Your profile: {link}',
      '',
      'The {brand} team',
    ].join('\n'),
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "emails_relisted_subject" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_relisted_body" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_released_subject" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_released_body" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_relisted_subject" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_relisted_body" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_released_subject" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_released_body" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "emails_relisted_subject";
  ALTER TABLE "directory" DROP COLUMN "emails_relisted_body";
  ALTER TABLE "directory" DROP COLUMN "emails_released_subject";
  ALTER TABLE "directory" DROP COLUMN "emails_released_body";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_relisted_subject";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_relisted_body";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_released_subject";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_released_body";`)
}
