// A Nitro runtime plugin (registered in vite.config.ts): every site process runs the message
// emails' periodic pass (notifications.server.ts) every NOTIFICATIONS_INTERVAL_MS. Running it in
// several processes at once is safe: each thread's claim locks its row, and a digest is queued only
// by whoever inserts the member's (member, day) row. Nitro's close hook stops it.
import { definePlugin } from 'nitro'

const running = Symbol.for('kindred.site.notifications')
type WithTimer = typeof globalThis & { [running]?: NodeJS.Timeout }

export default definePlugin((nitroApp) => {
  const global = globalThis as WithTimer
  // Development re-runs plugins when server code changes: the old timer makes way for the new one.
  clearInterval(global[running])
  let busy = false
  const pass = async () => {
    if (busy) return
    busy = true
    try {
      const { runNotifications } = await import('./notifications.server')
      const { deliverInBackground } = await import('~/server/mail.server')
      for (const id of await runNotifications()) deliverInBackground(id)
    } catch (error) {
      // The next pass tries again; nothing was claimed by a pass that failed (its transaction rolled back).
      console.warn(`[notifications] pass failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      busy = false
    }
  }
  const start = async () => {
    const { serverEnv } = await import('~/server/env.server')
    const timer = setInterval(() => void pass(), serverEnv().NOTIFICATIONS_INTERVAL_MS)
    timer.unref()
    global[running] = timer
  }
  start().catch((error: unknown) => console.error('[notifications] the periodic pass did not start:', error))
  nitroApp.hooks.hook('close', () => clearInterval(global[running]))
})
