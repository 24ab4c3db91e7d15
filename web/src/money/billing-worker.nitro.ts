// A Nitro runtime plugin (registered in vite.config.ts): every site process bills the month just
// ended right after start and then every fifteen minutes, so the first of the month (Melbourne) is
// billed within minutes of its midnight and a process that was down then catches up when it starts.
// Processes may run at once and run again: each invoice, statement and subscription period is keyed
// in the database (decision 0109), so each is issued once; a finished month costs a few index scans.
import { definePlugin } from 'nitro'

import type { PeriodicTask } from '@kindred/cms/periodic'

const running = Symbol.for('kindred.site.monthly-billing')
type WithTask = typeof globalThis & { [running]?: Promise<PeriodicTask<number>> }

const intervalMs = 15 * 60_000

export default definePlugin((nitroApp) => {
  const global = globalThis as WithTask
  // Development re-runs plugins when server code changes: the old task makes way for the new one.
  const previous = global[running]
  const started = (async () => {
    await (await previous)?.stop()
    const [{ startPeriodic }, { monthToBill, runMonthlyBilling }, { runProgress }] = await Promise.all([import('@kindred/cms/periodic'), import('./billing.server'), import('~/server/run-progress')])
    return startPeriodic({
      name: 'monthly billing',
      intervalMs,
      onFailure: 0,
      log: (message: string) => console.warn(`[money] ${message}`),
      pass: async () => {
        const month = monthToBill(new Date())
        // A month with work left logs how far it has got every few seconds; a month done logs nothing.
        const run = await runMonthlyBilling(
          month,
          new Date(),
          runProgress(`[money] billing ${month}`, (line) => console.info(line)),
        )
        return run.invoices.length + run.statements.length
      },
    })
  })()
  global[running] = started
  started.catch((error: unknown) => console.error('[money] the monthly billing did not start:', error))
  nitroApp.hooks.hook('close', async () => (await started).stop())
})
