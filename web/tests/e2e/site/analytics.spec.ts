// The events of `web/src/analytics/events.ts` fired by the public site, with their exact properties.
import { expect, test } from '@playwright/test'

import { siteUrl } from '../support/urls'
import { events, hydrated } from './events'

test('$pageview and page_viewed on load and on every navigation, with SPEC page names', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(async () => (await events(page)).filter((e) => e.event === '$pageview').length).toBe(2)
  const views = (await events(page)).filter((e) => e.event === '$pageview' || e.event === 'page_viewed')
  expect(views).toEqual([
    { event: '$pageview', properties: { $current_url: `${siteUrl()}/`, page_name: 'home' } },
    { event: 'page_viewed', properties: { page_name: 'home' } },
    { event: '$pageview', properties: { $current_url: `${siteUrl()}/contact`, page_name: 'contact' } },
    { event: 'page_viewed', properties: { page_name: 'contact' } },
  ])
})

test('business-type buttons report the business type and page URL', async ({ page }) => {
  await page.goto('/wine-bar')
  await hydrated(page)
  await page.getByRole('link', { name: 'Get in Touch' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(await events(page)).toContainEqual({
    event: 'business_type_contact_clicked',
    properties: { business_type: 'wine-bar', page_url: `${siteUrl()}/wine-bar` },
  })
  await page.goto('/online-store')
  await hydrated(page)
  await page.getByRole('link', { name: 'Connect Your Shopify Store' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(await events(page)).toContainEqual({
    event: 'business_type_get_started_clicked',
    properties: { business_type: 'ecommerce-brand', page_url: `${siteUrl()}/online-store` },
  })
})

test('plan buttons report button_clicked with the plan section', async ({ page }) => {
  await page.goto('/subscriptions')
  await hydrated(page)
  await page.getByRole('link', { name: 'Get Started Free' }).click()
  // The plan page with Community chosen; a visitor registers first and comes back to it.
  await expect(page).toHaveURL(/\/register\?redirect=%2Fdashboard%2Fplan%3Fplan%3Dcommunity$/)
  expect(await events(page)).toContainEqual({ event: 'button_clicked', properties: { button_name: 'get_started_cta', location: 'community_section' } })
})
