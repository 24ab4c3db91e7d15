// `pnpm billing:run YYYY-MM`: bills a month by hand (an operator re-running a month, say after an
// outage), in the environment of the site (DATABASE_URL and the secrets the site reads). Safe to run
// beside the site's own scheduled run, and again after it was stopped half way: what is issued is
// issued once (decision 0109). It logs its progress every few seconds and waits for its emails to go.
import { settleDeliveries } from '~/server/deliveries'
import { runProgress } from '~/server/run-progress'

import { runMonthlyBilling } from './billing.server'

const month = process.argv[2] ?? ''
try {
  const run = await runMonthlyBilling(
    month,
    new Date(),
    runProgress(`billing ${month}`, (line) => console.log(line)),
  )
  await settleDeliveries()
  console.log(`${run.month}: ${run.invoices.length} invoice(s); ${run.statements.length} statement(s)`)
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
