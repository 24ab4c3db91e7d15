// The pg pool under Payload's Local API. Hot paths (sessions, throttling, tokens) use plain
// parameterised SQL on it; everything else may use the Local API.
import { payload } from '~/content/payload.server'

export type Row = Record<string, unknown>
export type Queryable = { query: (sql: string, params?: unknown[]) => Promise<{ rows: Row[]; rowCount: number | null }> }
type Pool = Queryable & { connect: () => Promise<Queryable & { release: () => void }> }

export async function db(): Promise<Pool> {
  const cms = await payload()
  return (cms.db as unknown as { pool: Pool }).pool
}

/** Runs `work` in one transaction on a dedicated connection. */
export async function transaction<T>(work: (client: Queryable) => Promise<T>): Promise<T> {
  const client = await (await db()).connect()
  try {
    await client.query('begin')
    const result = await work(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
