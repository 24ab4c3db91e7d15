// The tests' database pool (tests/setup/database.ts sets DATABASE_POOL_MAX): bursts larger than
// it show whether requests that hold a connection ever need a second one.

/** More requests at once than the pool has connections: twice as many, and two more. */
export const beyondThePool = () => Number(process.env.DATABASE_POOL_MAX) * 2 + 2

type Statement = string | { text?: string }
type Client = { query: (statement: Statement, ...rest: unknown[]) => unknown; _activeQuery?: unknown; _queryQueue?: unknown[] }

/**
 * Records every statement sent to one of `pool`'s connections while that connection is still busy
 * with another: two queries at once on one transaction's client. node-postgres 8 queues the
 * second (and warns once it queues a third); pg 9 removes that queue. Call the returned function to
 * stop watching and get the statements' first lines.
 */
export function watchBusyConnections(pool: object): () => string[] {
  const prototype = (pool as { Client: { prototype: Client } }).Client.prototype
  const original = prototype.query
  const seen: string[] = []
  prototype.query = function (this: Client, statement: Statement, ...rest: unknown[]) {
    if (this._activeQuery || this._queryQueue?.length)
      seen.push(
        String(typeof statement === 'string' ? statement : statement?.text)
          .replace(/\s+/g, ' ')
          .slice(0, 120),
      )
    return original.call(this, statement, ...rest)
  }
  return () => {
    prototype.query = original
    return seen
  }
}
