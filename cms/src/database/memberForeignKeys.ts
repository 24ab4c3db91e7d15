// Payload gives every single relationship column `ON DELETE SET NULL`. For a member's sessions and
// tokens that is wrong twice: the columns are NOT NULL, so deleting a member failed, and a session
// or token without its member has no meaning. This schema hook (run before Payload builds its
// Drizzle tables) makes those two references cascade, so the migration generator, every later
// `migrate:create` and the database agree. Contact messages keep Payload's SET NULL on their
// nullable `member` column: the message stays, the link goes.
import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

type SchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]

/** Tables whose `member_id` rows belong to the member and go with it. */
export const memberOwnedTables = ['member_sessions', 'member_tokens'] as const

export const memberForeignKeys: SchemaHook = ({ adapter, schema }) => {
  for (const tableName of memberOwnedTables) {
    const table = adapter.rawTables[tableName]
    const column = table && Object.values(table.columns).find((candidate) => candidate.name === 'member_id')
    if (!column?.reference) throw new Error(`${tableName}.member_id: expected a reference to members`)
    column.reference.onDelete = 'cascade'
  }
  return schema
}
