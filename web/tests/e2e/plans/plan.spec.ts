// The plan page in a real browser: a visitor chooses Growth on the pricing page, registers, lands on
// /dashboard/plan with Growth chosen, sees what the change does, starts the 14-day trial and reads
// its end date (Melbourne's day); the page is axe-clean before and after. Without script, the page's
// own form changes the plan too. A member with a commission collaboration starts a Growth trial,
// makes an offer code and records a sale, moves back to Community and is refused a new code in the
// CMS's words; the monthly billing run for last month (run as an operator runs it) then shows that
// sale's platform commission on an invoice and its commission on a statement.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, open, postAs, submitRegistration, test } from '../partners/fixtures'
import { uniqueEmail } from '../support/mail'
import { operatorCommand, withStackDatabase } from '../support/operator'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Every WCAG 2.1 A and AA violation, whatever its impact. */
async function wcagViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The Melbourne month before the one holding `moment`, as YYYY-MM. */
function monthBefore(moment: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit' }).format(new Date(moment)).split('-').map(Number)
  return month === 1 ? `${year! - 1}-12` : `${year}-${String(month! - 1).padStart(2, '0')}`
}

const melbourneDay = (moment: number) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(moment))

test('a new member chooses Growth on the pricing page, registers and starts the trial on the plan page', async ({ page }) => {
  await open(page, '/subscriptions')
  await page.getByRole('link', { name: 'Start Growth Plan' }).click()
  await expect(page).toHaveURL(/\/register\?redirect=%2Fdashboard%2Fplan%3Fplan%3Dgrowth$/)
  await submitRegistration(page, { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail('e2e-plan'), password: 'analytical-engine-42' })

  await expect(page).toHaveURL(/\/dashboard\/plan\?plan=growth$/)
  await expect(page.getByTestId('plan-current')).toHaveText('You are on the Community plan.')
  await expect(page.getByTestId('plan-card-growth')).toContainText('$49.00 a month')
  await expect(page.getByTestId('plan-card-growth')).toContainText('$470.40 a year')
  // Scale's price is the CMS's: the editorial spec schedules a new one, so only its form is checked here.
  await expect(page.getByTestId('plan-card-scale')).toContainText(/\$\d+\.00 a month/)
  await expect(page.getByRole('radio', { name: 'Growth' })).toBeChecked()
  const preview = page.getByTestId('plan-preview')
  await expect(preview).toContainText('Starts your 14-day free trial. No card needed.')
  await expect(page.getByTestId('plan-gains')).toContainText('Partnership agreement templates')
  await expect(page.getByTestId('plan-proration')).toHaveText('Changing now adds nothing to your next invoice.')
  expect(await seriousViolations(page), 'before the change').toEqual([])

  // Scale would add API keys and team seats; back to Growth.
  await page.getByRole('radio', { name: 'Scale' }).check()
  await expect(page.getByTestId('plan-gains')).toContainText('5 team seats')
  await page.getByRole('radio', { name: 'Growth' }).check()

  const started = Date.now()
  await page.getByRole('button', { name: 'Change plan' }).click()
  const outcome = page.getByRole('status').filter({ hasText: 'You are now on the Growth plan.' })
  await expect(outcome).toBeVisible()
  await expect(outcome).toBeFocused()
  await expect(page.getByTestId('plan-current')).toHaveText('You are on the Growth plan.')
  await expect(page.getByTestId('plan-status-value')).toHaveText('Free trial')
  // Fourteen days on, as Melbourne's day (a run across Melbourne's midnight may see either day).
  const days = [melbourneDay(started + 14 * 86_400_000), melbourneDay(Date.now() + 14 * 86_400_000)]
  await expect(page.getByTestId('plan-trial-ends')).toHaveText(new RegExp(`^Your free trial of Growth ends on (${days.join('|')})\\. Your account then moves to Community\\.$`))
  expect(await seriousViolations(page), 'after the change').toEqual([])

  // The dashboard leads here.
  await open(page, '/dashboard')
  await page.getByTestId('dashboard-plan-link').click()
  await expect(page).toHaveURL(/\/dashboard\/plan$/)
})

test('without script, the plan form changes the plan and the page says so', async ({ browser, ownMember, context }) => {
  void ownMember
  const noScript = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false, storageState: await context.storageState() })
  const page = await noScript.newPage()
  await page.goto('/dashboard/plan?plan=scale')
  await expect(page.getByRole('radio', { name: 'Scale' })).toBeChecked()
  await page.getByRole('button', { name: 'Change plan' }).click()
  await expect(page).toHaveURL(/\/dashboard\/plan\?done=changed#plan-status$/)
  await expect(page.getByTestId('plan-outcome')).toHaveText('You are now on the Scale plan.')
  await expect(page.getByTestId('plan-status-value')).toHaveText('Free trial')
  await noScript.close()
})

test('a member on a Growth trial makes a code, moves to Community, is refused a new one, and reads last month’s invoice and statement', async ({ members, listProfile }) => {
  // Two verified members with profiles, a collaboration, the billing command's own start: minutes.
  test.setTimeout(480_000)
  const promoter = await members({ firstName: 'Pat' })
  const member = await members({ firstName: 'Mina' })
  const promoterProfile = await listProfile(promoter, { models: ['reciprocal', 'commission'] })
  const memberProfile = await listProfile(member, { models: ['reciprocal', 'commission'] })
  const sent = await postAs(promoter, '/api/proposals', {
    toPartner: memberProfile.slug,
    channel: 'newsletter',
    offer: 'product-sample',
    model: 'commission',
    commissionPercent: 12,
    message: 'Twelve percent on each sale my customers bring you?',
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  const id = proposal.id
  expect((await postAs(member, `/api/proposals/${id}/accept`)).status()).toBe(200)
  const page = member.page

  // The Growth trial, started on the plan page.
  await open(page, '/dashboard/plan')
  expect(await wcagViolations(page), 'the plan page').toEqual([])
  await page.getByRole('radio', { name: 'Growth' }).check()
  await page.getByRole('button', { name: 'Change plan' }).click()
  await expect(page.getByTestId('plan-current')).toHaveText('You are on the Growth plan.', { timeout: 30_000 })
  await expect(page.getByTestId('plan-status-value')).toHaveText('Free trial')

  // Allowed: an offer code, and a sale of $100.05 recorded with it.
  await open(page, `/dashboard/results?collaboration=${id}`)
  await page.getByLabel('Offer', { exact: true }).fill('A free tote with any order')
  await page.getByRole('button', { name: 'Create code' }).click()
  const code = (await page.getByTestId('offer-code').first().getAttribute('data-code'))!
  await expect(page.getByTestId('offer-codes-status')).toHaveText(`Code ${code} is ready.`)
  const sale = page.getByTestId('record-sale')
  await sale.getByLabel('Code').fill(code)
  await sale.getByLabel('Amount (AUD)').fill('100.05')
  await sale.getByLabel('Order number (optional)').fill('PLAN-1')
  await sale.getByRole('button', { name: 'Record sale' }).click()
  await expect(page.getByTestId('record-sale-status')).toHaveText('Sale recorded.')

  // Back to Community: a new code is refused with the gate's words, in the page and by the API.
  await open(page, '/dashboard/plan')
  await page.getByRole('radio', { name: 'Community' }).check()
  await page.getByRole('button', { name: 'Change plan' }).click()
  await expect(page.getByTestId('plan-current')).toHaveText('You are on the Community plan.')
  const refusal = 'Offer codes, tracking links and their results come with the Growth plan.'
  await open(page, `/dashboard/results?collaboration=${id}`)
  await expect(page.getByTestId('offer-code-form')).toHaveCount(0)
  await expect(page.getByTestId('offer-codes-upgrade')).toContainText(refusal)
  await expect(page.getByTestId('offer-codes-upgrade').getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/dashboard/plan')
  const refused = await postAs(member, `/api/collaborations/${id}/codes`, { offerText: 'Another free tote' })
  expect(refused.status()).toBe(403)
  expect(await refused.text()).toContain(refusal)

  // The sale's ledger entries were written now; a sale of last month is the same with an earlier
  // date. The ledger keeps its dates (a trigger refuses any change), so this one session, standing in
  // for the calendar, sets triggers aside. Only this collaboration's entries move: the run then
  // bills nothing of other tests'.
  const lastMonth = monthBefore(Date.now())
  const moved = await withStackDatabase(async (client) => {
    await client.query('begin')
    await client.query(`set local session_replication_role = replica`)
    const { rows } = await client.query<{ kind: string; amount: string }>(
      `update ledger_entries set created_at = (date_trunc('month', now() at time zone 'Australia/Melbourne') - interval '2 days') at time zone 'Australia/Melbourne'
        where collaboration_id = $1 returning kind, amount`,
      [id],
    )
    await client.query('commit')
    return rows
  })
  expect(moved.map((entry) => [entry.kind, Number(entry.amount)]).sort()).toEqual([
    ['commission', 1201],
    ['platform-commission', 180],
  ])
  // The run an operator starts by hand (the site's own scheduled run may get there first: each is issued once).
  expect(await operatorCommand(['billing:run', lastMonth], 240_000)).toContain(`${lastMonth}: `)

  // 12 % of $100.05 is $12.01 owed to the promoter; Growth's 15 % of that, $1.80, is Kindred's (GST $0.16).
  await open(page, '/dashboard/invoices')
  const row = page
    .getByTestId('invoices')
    .getByRole('row')
    .filter({ hasText: new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${lastMonth}-01T00:00:00Z`)) })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('$1.80')
  await expect(page.getByTestId('statement')).toHaveCount(1)
  await expect(page.getByTestId('statement')).toContainText(`${memberProfile.name} owes ${promoterProfile.name} $12.01`)
  await expect(page.getByTestId('statement-status')).toHaveText('Issued')
  expect(await wcagViolations(page), 'the invoices page').toEqual([])

  await row.getByRole('link', { name: 'View' }).click()
  await expect(page).toHaveURL(/\/dashboard\/invoices\/KIN-\d{4}-\d{6}$/)
  const invoice = page.getByTestId('printable-invoice')
  await expect(invoice).toContainText('Platform commission')
  await expect(invoice).toContainText(memberProfile.name)
  await expect(page.getByTestId('invoice-total')).toHaveText('$1.80')
  await expect(page.getByTestId('invoice-gst')).toHaveText('$0.16')
  expect(await wcagViolations(page), 'the invoice page').toEqual([])
})
