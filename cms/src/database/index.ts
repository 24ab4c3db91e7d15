// The CMS's database adapter: PostgreSQL through Payload's adapter, hardened for outages and
// failed commits (pool.ts, transactions.ts). Used by payload.config.ts; the site shares the same
// Payload instance and therefore the same pool.
import { postgresAdapter } from '@payloadcms/db-postgres'

import { memberForeignKeys } from './memberForeignKeys'
import { guardedPg } from './pool'
import { makeCommitsDurable, type TransactionalAdapter } from './transactions'

export { isDatabaseUnavailable } from './errors'
export { setPoolLogger } from './pool'

const seconds = (name: string, fallback: number) => Number(process.env[name] ?? fallback) * 1000

type Options = { connectionString: string; migrationDir: string }

export function database({ connectionString, migrationDir }: Options) {
  const adapter = postgresAdapter({
    pg: guardedPg,
    pool: {
      connectionString,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      // Fail fast while the server is away instead of queueing requests behind dead sockets.
      connectionTimeoutMillis: seconds('DATABASE_CONNECT_TIMEOUT_S', 3),
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      // A hung statement or an abandoned transaction never holds a connection for long.
      statement_timeout: seconds('DATABASE_STATEMENT_TIMEOUT_S', 15),
      idle_in_transaction_session_timeout: seconds('DATABASE_STATEMENT_TIMEOUT_S', 15) * 2,
    },
    // Schema changes only through committed migrations (cms/src/migrations), applied by
    // `pnpm migrate` / the stack runner before any server starts: never pushed, never raced.
    push: false,
    beforeSchemaInit: [memberForeignKeys],
    migrationDir,
  })
  const init = adapter.init
  adapter.init = (args) => makeCommitsDurable(init(args) as unknown as TransactionalAdapter) as unknown as ReturnType<typeof init>
  return adapter
}
