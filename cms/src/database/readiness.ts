// Readiness as load balancers and orchestrators see it (/readyz on the site and the CMS): the
// database answers `select 1` within a second and holds every committed migration. A server never
// migrates itself (`pnpm migrate` is the release step), so an unmigrated database reads as not ready
// with the reason spelled out. A short-lived client per probe keeps the check independent of the
// serving pool's state (a probe must not queue behind busy requests).
import pg from 'pg'

import { migrations } from '../migrations'

export type Readiness = { ready: boolean; database: 'reachable' | 'unreachable'; detail: string }

const timeoutMs = 1000
const latest = migrations.at(-1)?.name

export async function checkReadiness(connectionString: string | undefined): Promise<Readiness> {
  if (!connectionString) return { ready: false, database: 'unreachable', detail: 'DATABASE_URL is not set' }
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, statement_timeout: timeoutMs })
  client.on('error', () => {})
  try {
    await client.connect()
    await client.query('select 1')
    const table = await client.query<{ present: boolean }>(`select to_regclass('public.payload_migrations') is not null as present`)
    const applied = table.rows[0]?.present ? await client.query('select 1 from payload_migrations where name = $1', [latest]) : { rowCount: 0 }
    if (!applied.rowCount) return { ready: false, database: 'reachable', detail: `migration ${latest} is not applied: run \`pnpm migrate\`` }
    return { ready: true, database: 'reachable', detail: 'ok' }
  } catch (error) {
    return { ready: false, database: 'unreachable', detail: error instanceof Error ? error.message : String(error) }
  } finally {
    // Closing a client whose connection already failed rejects; there is nothing left to release.
    await client.end().catch(() => undefined)
  }
}
