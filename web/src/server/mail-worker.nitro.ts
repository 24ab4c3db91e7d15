// A Nitro runtime plugin (registered in vite.config.ts): it runs once when the site's server starts,
// before the first request (Start's own server entry, ../server.ts, is loaded lazily on the first
// request), and starts the outbox worker; Nitro's close hook stops it on SIGTERM/SIGINT.
import { definePlugin } from 'nitro'

import type { OutboxWorker } from '@kindred/cms/mail'

const running = Symbol.for('kindred.site.outbox-worker')
type WithWorker = typeof globalThis & { [running]?: Promise<OutboxWorker> }

export default definePlugin((nitroApp) => {
  const global = globalThis as WithWorker
  // Development re-runs plugins when server code changes: the old worker makes way for the new one.
  const previous = global[running]
  const started = (async () => {
    await (await previous)?.stop()
    const { startMailWorker } = await import('./mail.server')
    return startMailWorker()
  })()
  global[running] = started
  started.catch((error: unknown) => console.error('[mail] the outbox worker did not start:', error))
  nitroApp.hooks.hook('close', async () => (await started).stop())
})
