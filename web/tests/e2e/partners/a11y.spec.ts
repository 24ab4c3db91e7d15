// axe-core on the partner pages, as a visitor and as a member with data on every page (profile,
// a proposal each way, the proposal dialog open): no serious or critical violation.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, open, test } from './fixtures'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

test('axe: the directory (all, filtered, empty) and a profile, as a visitor', async ({ page, members, listProfile }) => {
  const { slug } = await listProfile(await members({ firstName: 'Vera' }))
  for (const path of ['/partners', '/partners?type=coffee-shop&channel=newsletter', '/partners?q=no-business-is-called-this-zzz', `/partners/${slug}`]) {
    await open(page, path)
    expect(await seriousViolations(page), path).toEqual([])
  }
})

test('axe: dashboard, business editor, collaborations and the proposal dialog, as members', async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Ann' })
  const b = await members({ firstName: 'Bea' })
  const aProfile = await listProfile(a)
  await listProfile(b)
  await open(b.page, `/partners/${aProfile.slug}`)
  await b.page.getByRole('button', { name: 'Propose a collaboration' }).click()
  const dialog = b.page.getByRole('dialog')
  await expect(dialog.getByLabel('Message')).toBeVisible()
  await dialog.getByRole('button', { name: 'Send proposal' }).click() // shows the field errors too
  expect(await seriousViolations(b.page), 'proposal dialog').toEqual([])
  await dialog.getByLabel('In-store space').check()
  await dialog.getByLabel('Message').fill('Shall we share a window display?')
  await dialog.getByRole('button', { name: 'Send proposal' }).click()
  await expect(dialog.getByTestId('proposal-sent')).toBeVisible()

  for (const path of ['/dashboard', '/dashboard/business', '/dashboard/collaborations']) {
    for (const member of [a, b]) {
      await open(member.page, path)
      expect(await seriousViolations(member.page), `${path} as ${member.firstName}`).toEqual([])
    }
  }
})
