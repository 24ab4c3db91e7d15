// A Nitro runtime plugin (registered in vite.config.ts): every site process looks for due monthly
// reports right after start and then every half hour. Reports are due on the first days of a
// Melbourne month; processes may look at once: each member's (member, month) row is claimed in the
// transaction that queues the email, so it goes out once. Nitro's close hook stops it on SIGTERM/SIGINT.
import { definePlugin } from 'nitro'

import type { PeriodicTask } from '@kindred/cms/periodic'

const running = Symbol.for('kindred.site.monthly-reports')
type WithTask = typeof globalThis & { [running]?: Promise<PeriodicTask<number[]>> }

/** Half an hour late on the first of the month is on time; outside the first days a pass reads nothing. */
const intervalMs = 30 * 60_000

export default definePlugin((nitroApp) => {
  const global = globalThis as WithTask
  // Development re-runs plugins when server code changes: the old task makes way for the new one.
  const previous = global[running]
  const started = (async () => {
    await (await previous)?.stop()
    const [{ startPeriodic }, { runMonthlyReports }, { runProgress }] = await Promise.all([import('@kindred/cms/periodic'), import('./monthly-report.server'), import('~/server/run-progress')])
    return startPeriodic({
      name: 'monthly reports',
      intervalMs,
      onFailure: [],
      log: (message: string) => console.warn(`[results] ${message}`),
      // A pass with reports to send logs how far it has got every few seconds; one with none logs nothing.
      pass: () =>
        runMonthlyReports(
          new Date(),
          runProgress('[results] monthly report', (line) => console.info(line)),
        ),
    })
  })()
  global[running] = started
  started.catch((error: unknown) => console.error('[results] the monthly reports did not start:', error))
  nitroApp.hooks.hook('close', async () => (await started).stop())
})
