// A Nitro runtime plugin (registered in vite.config.ts after the mail worker's): it runs once when
// the site's server starts, before it listens. It loads .env and parses the environment (a bad value
// stops start-up with the variable's name), and owns the graceful shutdown:
//   SIGTERM/SIGINT → /readyz turns 503 and every answer closes its connection → srvx stops
//   accepting and waits for in-flight requests (at most SHUTDOWN_TIMEOUT_SECONDS, then it cuts
//   them) → Nitro's close hooks run: the mail worker stops (its own plugin), then this one writes
//   what batched writes hold, lets the emails the last requests started sending finish, ends the
//   database pool and exits with status 0.
import { checkEnvAtStart } from '@kindred/cms/env'
import { definePlugin } from 'nitro'

import { startDraining } from './drain.server'

// Module scope, not the plugin body: Nitro's server entry reads HOST and PORT when its own module
// runs, before plugins are called, so .env and the HOST default must be in place by then.
const env = checkEnvAtStart('site')
process.env.HOST ||= env.HOST
// srvx (Nitro's server) reads its drain limit when it starts listening, which is after plugins run.
process.env.SERVER_SHUTDOWN_TIMEOUT = String(env.SHUTDOWN_TIMEOUT_SECONDS)

export default definePlugin((nitroApp) => {
  // srvx leaves signals alone when CI or TEST is set; then this plugin closes without the drain.
  const srvxDrains = !(process.env.CI || process.env.TEST)

  let closing = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    console.info(`[site] ${signal}: draining (at most ${env.SHUTDOWN_TIMEOUT_SECONDS} s)`)
    startDraining()
    // Whatever hangs, the process is gone shortly after the drain limit.
    setTimeout(
      () => {
        console.error('[site] shutdown did not finish in time; exiting')
        process.exit(1)
      },
      (env.SHUTDOWN_TIMEOUT_SECONDS + 5) * 1000,
    ).unref()
    if (!srvxDrains) void nitroApp.hooks.callHook('close')
  }
  // Development (vite) restarts plugins in one process: only the built server owns the signals.
  const built = import.meta.env.PROD
  if (built) for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, onSignal)

  // While draining, every answer (a page, an endpoint, a built file) asks the client to close its
  // connection after it. Node's close() ends only the keep-alive connections idle at that moment: one
  // busy then stays open, and a client that keeps sending on it (a proxy's pool) is answered until
  // the drain's limit cuts it, mid-request if need be (decision 0126).
  nitroApp.hooks.hook('response', (response) => {
    if (closing) response.headers.set('connection', 'close')
  })

  nitroApp.hooks.hook('close', async () => {
    if (!built) return
    try {
      // Imported here, not at the top: the CMS config reads the environment when imported, after .env is loaded.
      const [{ settleDeliveries }, { closePayload }, { settleWriteBehinds }] = await Promise.all([import('./mail.server'), import('./payload.server'), import('./write-behind.server')])
      // Visits counted a batch at a time are written while the pool is still open.
      await settleWriteBehinds()
      // A send cut short by the pool closing would leave its email to the next process's worker,
      // minutes later; the drain's own time limit still bounds the wait.
      await settleDeliveries()
      await closePayload()
    } catch (error) {
      console.error('[site] closing the database pool failed:', error)
    }
    console.info('[site] stopped')
    process.exit(0)
  })
})
