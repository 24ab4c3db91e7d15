// Payload gives every single relationship column `ON DELETE SET NULL`. For a member's sessions,
// tokens and device tokens, and a staff member's device tokens, that is wrong twice: the columns
// are NOT NULL, so deleting the account failed, and such a row without its account has no meaning.
// This schema hook (run before Payload builds its Drizzle tables) makes those references cascade,
// so the migration generator, every later `migrate:create` and the database agree. Contact
// messages keep Payload's SET NULL on their nullable `member` column: the message stays, the link goes.
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

type SchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]

/** Tables whose `member_id` rows belong to the member and go with it. */
export const memberOwnedTables = ['member_sessions', 'member_tokens', 'member_devices', 'business_profiles', 'partner_events', 'api_keys', 'monthly_reports'] as const

/** Tables whose `staff_id` rows belong to the staff member and go with them. */
export const staffOwnedTables = ['staff_devices'] as const

// A proposal's two businesses keep Payload's SET NULL: an accepted proposal outlives a business
// that leaves, named by the snapshot a delete trigger on business_profiles writes, and that trigger
// deletes the proposals that are not accepted (docs/decisions/0088-departed-partners.md).

export const memberForeignKeys: SchemaHook = ({ adapter, schema }) => {
  const references = [...memberOwnedTables.map((tableName) => [tableName, 'member_id'] as const), ...staffOwnedTables.map((tableName) => [tableName, 'staff_id'] as const)]
  for (const [tableName, columnName] of references) {
    const table = adapter.rawTables[tableName]
    const column = table && Object.values(table.columns).find((candidate) => candidate.name === columnName)
    if (!column?.reference) throw new Error(`${tableName}.${columnName}: expected a reference`)
    column.reference.onDelete = 'cascade'
  }
  return schema
}
