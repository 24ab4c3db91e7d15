// The pg module handed to Payload's postgres adapter, with a Pool that survives database outages:
// - `error` listeners, so a connection dropped (server restart, failover, pg_terminate_backend) is
//   logged instead of crashing the process as an unhandled 'error' event: the pool's own for idle
//   connections, and one on every connection for while a request holds it (pg's pool listens only
//   to the connections it holds; the holder's statements fail, and releasing with the error
//   discards the connection);
// - the adapter's start-up probe connection is given back to the pool. Payload 3.90 checks out one
//   client per (re)connect and never releases it, so every ECONNRESET would shrink the pool for good.
import pg from 'pg'

type Logger = (message: string) => void

let warn: Logger = (message) => console.warn(`[db] ${message}`)

/** Routes pool warnings to the caller's logger (Payload's, once it exists). */
export function setPoolLogger(logger: Logger): void {
  warn = logger
}

// The adapter's probe: `connectWithReconnect` in @payloadcms/db-postgres/dist/connect.js.
const isAdapterProbe = () => new Error().stack?.includes('connectWithReconnect') ?? false

class GuardedPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config)
    this.on('error', (error) => warn(`idle connection lost (${describe(error)}); the pool opens a new one on demand`))
    this.on('connect', (client) => {
      client.on('error', (error) => {
        // The pool's idle listener reports the idle case; this one speaks only for a lent connection.
        if (client.listenerCount('error') === 1) warn(`connection lost while in use (${describe(error)}); its statements fail and it is not reused`)
      })
    })
  }

  override connect(...args: never[]): Promise<pg.PoolClient> {
    // Callback-style calls (pg's own internals) pass straight through.
    if (args.length > 0) return (super.connect as (...a: never[]) => Promise<pg.PoolClient>)(...args)
    const connecting = super.connect()
    if (!isAdapterProbe()) return connecting
    return connecting.then((client) => {
      // The probe only proves the server answers; hand the client back once the adapter has
      // attached its listener, so the pool keeps its full size.
      setImmediate(() => client.release())
      return client
    })
  }
}

function describe(error: unknown): string {
  const code = (error as { code?: string })?.code
  return [code, error instanceof Error ? error.message : String(error)].filter(Boolean).join(' ')
}

export const guardedPg = { ...pg, Pool: GuardedPool } as unknown as typeof pg
