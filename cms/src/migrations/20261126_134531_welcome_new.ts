import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// This migration's own copy of the words, so a dashboard seeded before the field existed welcomes a
// member who has just registered instead of showing an empty heading.
const words: [column: string, text: string][] = [['dashboard_welcome_new', 'Welcome, {firstName}!']]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account" ADD COLUMN "dashboard_welcome_new" varchar;
  ALTER TABLE "_account_v" ADD COLUMN "version_dashboard_welcome_new" varchar;`)
  for (const [column, text] of words) {
    await db.execute(sql`UPDATE "account" SET ${sql.identifier(column)} = ${text} WHERE ${sql.identifier(column)} IS NULL`)
    await db.execute(sql`UPDATE "_account_v" SET ${sql.identifier(`version_${column}`)} = ${text} WHERE ${sql.identifier(`version_${column}`)} IS NULL`)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account" DROP COLUMN "dashboard_welcome_new";
  ALTER TABLE "_account_v" DROP COLUMN "version_dashboard_welcome_new";`)
}
