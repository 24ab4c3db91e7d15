// Results pages (decision 0102): two businesses with an accepted proposal; the one on a Growth trial
// makes an offer code on /dashboard/results, its partner's customer follows the link, the code's
// business records the sale, and both see the same figures. The partner on Community sees the way
// to a plan with codes instead of the form. The flyer prints on one A6 page.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, open, postAs, siteUrl, test, type Member } from '../partners/fixtures'

/** A person's browser, not a bot: only these clicks are counted. */
const personAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** `promoter` proposes to `redeemer`, who accepts and starts a Growth trial: the collaboration's id. */
async function collaborate(promoter: Member, redeemer: Member, redeemerSlug: string): Promise<number> {
  const sent = await postAs(promoter, '/api/proposals', {
    toPartner: redeemerSlug,
    channel: 'newsletter',
    offer: 'product-sample',
    model: 'reciprocal',
    message: 'Shall we hand out each other’s offers?',
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  expect((await postAs(redeemer, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)
  const plan = await postAs(redeemer, '/auth/plan', { plan: 'growth', billing: 'monthly' })
  expect(plan.status(), await plan.text()).toBe(200)
  return proposal.id
}

test('a code made on the results page is followed, a sale is recorded, both businesses see the same figures', async ({ members, listProfile }) => {
  const promoter = await members({ firstName: 'Pia' })
  const redeemer = await members({ firstName: 'Rex' })
  await listProfile(promoter)
  const shop = await listProfile(redeemer)
  const id = await collaborate(promoter, redeemer, shop.slug)

  // The redeemer makes a code through the page's form.
  const page = redeemer.page
  await redeemer.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl() })
  await open(page, `/dashboard/results?collaboration=${id}`)
  await page.getByLabel('Offer', { exact: true }).fill('10% off your first coffee')
  await page.getByRole('button', { name: 'Create code' }).click()
  const card = page.getByTestId('offer-code').first()
  await expect(card).toBeVisible()
  const code = (await card.getAttribute('data-code'))!
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]+-[A-HJ-NP-Z2-9]{6}$/)
  await expect(page.getByTestId('offer-codes-status')).toHaveText(`Code ${code} is ready.`)
  await expect(card.getByTestId('offer-code-status')).toHaveText('Active')
  await expect(card.getByRole('link', { name: 'Download QR code' })).toHaveAttribute('download', `${code}.svg`)

  await card.getByRole('button', { name: 'Copy code' }).click()
  await expect(page.getByTestId('offer-codes-status')).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code)
  const events = await page.evaluate(() => (window.__kindredEvents ?? []).map((event) => event.event))
  expect(events).toEqual(expect.arrayContaining(['results_report_opened', 'offer_code_created', 'offer_link_copied']))

  // A customer of the promoter follows the link: counted, and sent on with the tracking parameters.
  const followed = await promoter.context.request.get(`/go/${code.toLowerCase()}`, { headers: { 'user-agent': personAgent }, maxRedirects: 0 })
  expect(followed.status()).toBe(302)
  const landing = new URL(followed.headers().location!)
  expect(landing.pathname).toBe(`/partners/${shop.slug}`)
  expect(Object.fromEntries(landing.searchParams)).toMatchObject({ utm_source: 'kindred', utm_medium: 'partner', utm_campaign: String(id), ref: code })
  // A second person, in a browser (another agent, so another visitor): a second click today.
  await promoter.page.goto(`/go/${code}`)
  await expect(promoter.page).toHaveURL(new RegExp(`/partners/${shop.slug}\\?.*utm_campaign=${id}`))

  // The redeemer records the sale, and the same order again counts once.
  await open(page, `/dashboard/results?collaboration=${id}`)
  const sale = page.getByTestId('record-sale')
  await sale.getByLabel('Code').fill(code)
  await sale.getByLabel('Amount (AUD)').fill('12.50')
  await sale.getByLabel('Order number (optional)').fill('ORDER-77')
  await sale.getByRole('button', { name: 'Record sale' }).click()
  await expect(page.getByTestId('record-sale-status')).toHaveText('Sale recorded.')
  await sale.getByLabel('Code').fill(code)
  await sale.getByLabel('Amount (AUD)').fill('12.50')
  await sale.getByLabel('Order number (optional)').fill('ORDER-77')
  await sale.getByRole('button', { name: 'Record sale' }).click()
  await expect(page.getByTestId('record-sale-status')).toHaveText('That order was already recorded; it counts once.')

  // Both businesses' results pages show the same figures.
  const figures = async (member: Member) => {
    await open(member.page, '/dashboard/results')
    const totals = member.page.getByTestId('results-totals')
    await expect(totals.getByTestId('figure-revenue')).toHaveText('$12.50')
    await expect(member.page.getByTestId('results-row')).toHaveCount(1)
    await expect(member.page.getByRole('link', { name: 'Open collaboration' })).toHaveAttribute('href', `/dashboard/collaborations/${id}`)
    return { totals: await totals.innerText(), row: await member.page.getByTestId('results-row').locator('td').allInnerTexts() }
  }
  const seenByRedeemer = await figures(redeemer)
  const seenByPromoter = await figures(promoter)
  expect(seenByPromoter).toEqual(seenByRedeemer)
  await expect(page.getByTestId('results-totals').getByTestId('figure-clicks')).toHaveText('2')
  await expect(page.getByTestId('results-totals').getByTestId('figure-redemptions')).toHaveText('1')
  await expect(page.getByTestId('results-totals').getByTestId('figure-average-sale')).toHaveText('$12.50')
  await expectAccessible(page)

  // The collaboration's own view: the chart is an image with a title, and its figures are in a table.
  await open(page, `/dashboard/results?collaboration=${id}`)
  await expect(page.getByRole('img', { name: 'Clicks and sales over the last 30 days' })).toBeVisible()
  await expect(page.getByTestId('results-by-code').getByRole('row', { name: new RegExp(code) })).toContainText('$12.50')
  await expectAccessible(page)

  // The promoter, on Community, sees the way to a plan with codes instead of the form; no disable.
  await open(promoter.page, `/dashboard/results?collaboration=${id}`)
  await expect(promoter.page.getByTestId('offer-code-form')).toHaveCount(0)
  await expect(promoter.page.getByTestId('offer-codes-upgrade').getByRole('link')).toHaveAttribute('href', '/dashboard/plan')
  await expect(promoter.page.getByTestId('offer-codes-upgrade')).toContainText('Growth')
  await expect(promoter.page.getByTestId('offer-code').getByRole('button', { name: 'Disable' })).toHaveCount(0)
})

test('the flyer shows both names, the offer and the code, passes axe and prints on one A6 page', async ({ members, listProfile }) => {
  const promoter = await members({ firstName: 'Fay' })
  const redeemer = await members({ firstName: 'Gus' })
  const partner = await listProfile(promoter)
  const shop = await listProfile(redeemer)
  const id = await collaborate(promoter, redeemer, shop.slug)
  const made = await postAs(redeemer, `/api/collaborations/${id}/codes`, { offerText: 'A free pastry with any coffee over $5, this month only' })
  expect(made.status(), await made.text()).toBe(201)
  const { code } = (await made.json()) as { code: { code: string } }

  const page = redeemer.page
  await open(page, `/dashboard/collaborations/${id}/flyer?code=${code.code}`)
  const flyer = page.getByTestId('flyer')
  await expect(flyer.getByTestId('flyer-code')).toHaveText(code.code)
  await expect(flyer).toContainText(shop.name)
  await expect(flyer).toContainText(partner.name)
  await expect(flyer).toContainText('A free pastry with any coffee over $5, this month only')
  await expect(flyer.getByRole('img', { name: 'QR code that opens the offer' }).locator('svg')).toBeVisible()
  await expectAccessible(page)

  const pdf = (await page.pdf({ format: 'A6' })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1)

  // A code of another collaboration, or none, is not found here; nor is the workspace page on this branch.
  const elsewhere = await page.request.get(`/dashboard/collaborations/${id + 100000}/flyer?code=${code.code}`)
  expect(elsewhere.status()).toBe(404)
})
