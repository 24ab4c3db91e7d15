// A Nitro runtime plugin (registered in vite.config.ts): every site process looks for due trial
// emails right after start and then every ten minutes. Processes may look at once: each email's
// notice row is claimed in the transaction that queues it, so it goes out once. Nitro's close hook
// stops it on SIGTERM/SIGINT.
import { definePlugin } from 'nitro'

import type { PeriodicTask } from '@kindred/cms/periodic'

const running = Symbol.for('kindred.site.trial-emails')
type WithTask = typeof globalThis & { [running]?: Promise<PeriodicTask<number>> }

/** The emails are due on a day; ten minutes late is on time, and the query is one indexed scan. */
const intervalMs = 10 * 60_000

export default definePlugin((nitroApp) => {
  const global = globalThis as WithTask
  // Development re-runs plugins when server code changes: the old task makes way for the new one.
  const previous = global[running]
  const started = (async () => {
    await (await previous)?.stop()
    const [{ startPeriodic }, { sendTrialEmails }] = await Promise.all([import('@kindred/cms/periodic'), import('./trial-emails.server')])
    return startPeriodic({
      name: 'trial emails',
      intervalMs,
      onFailure: 0,
      log: (message: string) => console.warn(`[plans] ${message}`),
      pass: () => sendTrialEmails(),
    })
  })()
  global[running] = started
  started.catch((error: unknown) => console.error('[plans] the trial emails did not start:', error))
  nitroApp.hooks.hook('close', async () => (await started).stop())
})
