import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the refusals' words, so a directory and forms seeded before the
// fields existed refuse a name with a web or email address in it (decision 0091) in words, never
// with a missing-copy 503 or an empty field error.
const words: [table: 'directory' | 'forms', column: string, text: string][] = [
  ['directory', 'messages_name_has_link', 'A business name cannot contain a web address or an email address. Your website has a field of its own.'],
  ['forms', 'validation_no_links', '{label} cannot contain a web address or an email address'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" ADD COLUMN "messages_name_has_link" varchar;
  ALTER TABLE "_directory_v" ADD COLUMN "version_messages_name_has_link" varchar;
  ALTER TABLE "forms" ADD COLUMN "validation_no_links" varchar;
  ALTER TABLE "_forms_v" ADD COLUMN "version_validation_no_links" varchar;`)
  for (const [table, column, text] of words) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE ${sql.identifier(`_${table}_v`)} SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "directory" DROP COLUMN "messages_name_has_link";
  ALTER TABLE "_directory_v" DROP COLUMN "version_messages_name_has_link";
  ALTER TABLE "forms" DROP COLUMN "validation_no_links";
  ALTER TABLE "_forms_v" DROP COLUMN "version_validation_no_links";`)
}
