// `pnpm billing:run YYYY-MM`: bills a month by hand (an operator re-running a month, say after an
// outage), in the environment of the site (DATABASE_URL and the secrets the site reads). Safe to run
// beside the site's own scheduled run: what is issued is issued once (decision 0109).
import { runMonthlyBilling } from './billing.server'

const month = process.argv[2] ?? ''
try {
  const run = await runMonthlyBilling(month)
  console.log(`${run.month}: ${run.invoices.length} invoice(s) ${run.invoices.join(', ')}; ${run.statements.length} statement(s)`)
  process.exit(0)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
