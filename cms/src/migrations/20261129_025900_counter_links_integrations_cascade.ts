// Hand-written (no snapshot): counter links and shop integrations go with their business
// (docs/decisions/0104-sales-from-the-counter-files-and-shops.md). Payload's `set null` would break
// their NOT NULL instead, and a link or integration means nothing without the business it records for.
import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

const owned: [table: string, constraint: string][] = [
  ['counter_links', 'counter_links_business_id_business_profiles_id_fk'],
  ['integrations', 'integrations_business_id_business_profiles_id_fk'],
]

async function reference({ db }: MigrateUpArgs | MigrateDownArgs, onDelete: 'CASCADE' | 'SET NULL'): Promise<void> {
  for (const [table, constraint] of owned) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(table)} DROP CONSTRAINT ${sql.identifier(constraint)}`)
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ADD CONSTRAINT ${sql.identifier(constraint)} FOREIGN KEY ("business_id") REFERENCES "business_profiles"("id") ON DELETE ${sql.raw(onDelete)}`,
    )
  }
}

export async function up(args: MigrateUpArgs): Promise<void> {
  await reference(args, 'CASCADE')
}

export async function down(args: MigrateDownArgs): Promise<void> {
  await reference(args, 'SET NULL')
}
