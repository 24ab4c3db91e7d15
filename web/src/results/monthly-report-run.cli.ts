// `pnpm report:run YYYY-MM`: sends a month's monthly reports by hand (an operator after an outage
// that lasted past the days the site sends them itself), in the environment of the site. Safe beside
// the site's own pass and again after a stop or a kill: each member's report goes once (decision
// 0110). It logs its progress every few seconds and waits for its emails to go.
import { settleDeliveries } from '~/server/deliveries'
import { runProgress } from '~/server/run-progress'

import { sendMonthlyReports } from './monthly-report.server'

const month = process.argv[2] ?? ''
try {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw new Error('Please give the month as YYYY-MM, such as 2026-11')
  const queued = await sendMonthlyReports(
    month,
    runProgress(`monthly report ${month}`, (line) => console.log(line)),
  )
  await settleDeliveries()
  console.log(`${month}: ${queued.length} report(s) queued`)
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
