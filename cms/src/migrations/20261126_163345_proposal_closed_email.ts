import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a directory seeded before the email existed tells the
// other side of a pending proposal when a member leaves instead of nobody.
const words: [column: string, text: string][] = [
  ['emails_closed_subject', 'Your proposal with {from} is closed'],
  [
    'emails_closed_body',
    [
      'Hi {recipient},',
      '',
      '{from} has left {brand}, so the proposal between {from} and {to} that was awaiting an answer is closed. Nothing more is needed from you.',
      '',
      'There are many more businesses to collaborate with in the directory: {link}',
      '',
      'The {brand} team',
    ].join('\n'),
  ],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "emails_closed_subject" varchar;
  ALTER TABLE "directory" ADD COLUMN "emails_closed_body" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_closed_subject" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_emails_closed_body" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "directory" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_directory_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "emails_closed_subject";
  ALTER TABLE "directory" DROP COLUMN "emails_closed_body";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_closed_subject";
  ALTER TABLE "_directory_v" DROP COLUMN "version_emails_closed_body";`)
}
