// The CMS's database adapter: PostgreSQL through Payload's adapter, hardened for outages and
// failed commits (pool.ts, transactions.ts). Used by payload.config.ts; the site shares the same
// Payload instance and therefore the same pool.
import { postgresAdapter } from '@payloadcms/db-postgres'

import { serverEnv } from '../env'
import { memberForeignKeys } from './memberForeignKeys'
import { guardedPg } from './pool'
import { makeCommitsDurable, type TransactionalAdapter } from './transactions'

export { isDatabaseUnavailable, isForeignKeyViolation } from './errors'
export { poolOf, requestConnection, transactionConnection, type SqlClient } from './pool-of'
export { setPoolLogger } from './pool'
export { checkReadiness, type Readiness } from './readiness'

type Options = { connectionString: string; migrationDir: string }

export function database({ connectionString, migrationDir }: Options) {
  const env = serverEnv()
  const adapter = postgresAdapter({
    pg: guardedPg,
    pool: {
      connectionString,
      max: env.DATABASE_POOL_MAX,
      // Fail fast while the server is away instead of queueing requests behind dead sockets.
      connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_S * 1000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
      // A hung statement or an abandoned transaction never holds a connection for long.
      statement_timeout: env.DATABASE_STATEMENT_TIMEOUT_S * 1000,
      idle_in_transaction_session_timeout: env.DATABASE_STATEMENT_TIMEOUT_S * 2000,
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
