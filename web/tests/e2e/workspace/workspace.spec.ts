// The collaboration workspace page (decision 0108): two members with an accepted proposal agree on
// terms, add and confirm a milestone, write to each other (the open page shows a new message
// without a reload, by polling), see unread messages on the list first, end the collaboration and
// review each other; then each one's public profile shows the verified-partner badge and the rating.
// The core steps (agree, add and confirm a milestone, write) run again with the keyboard alone and
// at a phone's width. Anyone else gets the not-found page; a visitor is sent to sign in.
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'

import { expect, open, postAs, siteUrl, test, type Member } from '../partners/fixtures'

/** `from` proposes a newsletter swap to `to` (listed at `toSlug`), who accepts: the collaboration's id. */
async function collaborate(from: Member, to: Member, toSlug: string): Promise<number> {
  const sent = await postAs(from, '/api/proposals', {
    toPartner: toSlug,
    channel: 'newsletter',
    offer: 'product-sample',
    model: 'reciprocal',
    message: 'Shall we feature each other in our newsletters?',
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: number } }
  expect((await postAs(to, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)
  return proposal.id
}

/** Yesterday as YYYY-MM-DD (UTC is at most a day off Melbourne: two days back is overdue either way). */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/** How a test works the page: with the pointer, or with the keyboard alone. */
type Driver = { fill: (field: Locator, text: string) => Promise<void>; press: (control: Locator) => Promise<void> }

const pointer: Driver = { fill: (field, text) => field.fill(text), press: (control) => control.click() }

/** Moves focus with Tab until `target` has it; fails when it never does (unreachable, or a trap). */
async function tabTo(target: Locator): Promise<void> {
  await expect(target).toBeEnabled()
  for (let presses = 0; presses < 250; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await target.page().keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${String(target)}`)
}

/** Tab to reach a control, type to write, Enter to press a button: no pointer at all. */
const keyboard: Driver = {
  fill: async (field, text) => {
    await tabTo(field)
    await field.page().keyboard.press('ControlOrMeta+A')
    await field.page().keyboard.type(text)
  },
  press: async (control) => {
    await tabTo(control)
    await control.page().keyboard.press('Enter')
  },
}

async function expectAccessible(page: Page, where: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([])
}

/** Nothing is wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }))
  expect(widths.page, `${page.url()} is ${widths.page}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(widths.window)
}

type Pair = { ada: Member; ben: Member; adas: { slug: string; name: string }; bens: { slug: string; name: string }; id: number }

/** Two members with listed profiles and an accepted proposal between them. */
async function pairUp(members: (options?: { firstName?: string }) => Promise<Member>, listProfile: (member: Member) => Promise<{ slug: string; name: string }>): Promise<Pair> {
  const ada = await members({ firstName: 'Ada' })
  const ben = await members({ firstName: 'Ben' })
  const adas = await listProfile(ada)
  const bens = await listProfile(ben)
  return { ada, ben, adas, bens, id: await collaborate(ada, ben, bens.slug) }
}

/**
 * The core of the journey, worked through `drive`: Ada writes and confirms the terms, Ben confirms
 * them, Ada adds a milestone (overdue when `dueDate` is given) and marks it done, Ben confirms it,
 * Ada writes to Ben. `opened` runs on each page as it opens (the phone run checks the width there).
 */
async function agreeConfirmAndWrite({ ada, ben, adas, bens, id }: Pair, drive: Driver, { dueDate, opened = async () => {} }: { dueDate?: string; opened?: (page: Page) => Promise<void> } = {}) {
  const path = `/dashboard/collaborations/${id}`
  const a = ada.page
  const b = ben.page

  // Ada edits and confirms the agreement.
  await open(a, path)
  await opened(a)
  await expect(a.getByRole('heading', { level: 1 })).toHaveText(`Your collaboration with ${bens.name}`)
  await expect(a.getByTestId('workspace-terms').getByRole('link', { name: 'View their profile' })).toHaveAttribute('href', `/partners/${bens.slug}`)
  await expect(a.getByTestId('next-steps').locator('[data-step="confirm-agreement"]')).toBeVisible()
  const terms = 'Ada features Ben in the March newsletter; Ben features Ada in April. Proofs go out 5 days before.'
  await drive.fill(a.getByLabel('Agreement terms'), terms)
  await drive.press(a.getByRole('button', { name: 'Save terms' }))
  // The first server call of a dev server compiles its modules first: a longer wait once.
  await expect(a.getByTestId('agreement-status')).toHaveText('Terms saved. Both businesses now confirm them again.', { timeout: 30_000 })
  await drive.press(a.getByRole('button', { name: 'Confirm agreement' }))
  await expect(a.getByTestId('agreement-confirmed-by')).toHaveText(`Confirmed by ${adas.name}`)
  await expect(a.getByRole('button', { name: 'Confirm agreement' })).toHaveCount(0)
  await expectAccessible(a, 'the workspace, confirmed by one side')

  // Ben confirms the same terms: the agreement is fixed, dated, and has its printable page.
  await open(b, path)
  await opened(b)
  await expect(b.getByLabel('Agreement terms')).toHaveValue(terms)
  await drive.press(b.getByRole('button', { name: 'Confirm agreement' }))
  await expect(b.getByTestId('agreement-fixed')).toContainText('Fixed on')
  await expect(b.getByTestId('agreement-text')).toHaveText(terms)
  await expect(b.getByRole('link', { name: 'Open the printable agreement' })).toHaveAttribute('href', `${path}/agreement`)

  // Ada adds a milestone and marks it done; only Ben may confirm it.
  await open(a, path)
  await opened(a)
  await expect(a.getByTestId('agreement-fixed')).toBeVisible()
  await drive.fill(a.getByLabel('Milestone', { exact: true }), 'Proof of the March issue shared')
  if (dueDate) await a.getByLabel('Due date (optional)').fill(dueDate)
  await drive.press(a.getByRole('button', { name: 'Add milestone' }))
  await expect(a.getByTestId('milestones-status')).toHaveText('Milestone added.')
  const adaMilestone = a.getByTestId('milestone').filter({ hasText: 'Proof of the March issue shared' })
  if (dueDate) await expect(adaMilestone.getByTestId('milestone-overdue')).toHaveText('Overdue')
  await drive.press(adaMilestone.getByRole('button', { name: 'Mark done: Proof of the March issue shared' }))
  await expect(adaMilestone.getByTestId('milestone-state')).toContainText(`Marked done by ${adas.name}`)
  await expect(adaMilestone.getByTestId('milestone-state')).toContainText(`Waiting for ${bens.name} to confirm`)
  await expect(adaMilestone.getByRole('button', { name: /^Confirm/ })).toHaveCount(0)

  await open(b, path)
  await opened(b)
  await expect(b.getByTestId('next-steps').locator('[data-step="confirm-milestone"]')).toContainText('Proof of the March issue shared')
  const benMilestone = b.getByTestId('milestone').filter({ hasText: 'Proof of the March issue shared' })
  await drive.press(benMilestone.getByRole('button', { name: 'Confirm: Proof of the March issue shared' }))
  await expect(benMilestone.getByTestId('milestone-state')).toContainText('Confirmed on')
  await expect(b.getByTestId('next-steps').locator('[data-step="confirm-milestone"]')).toHaveCount(0)

  // Ada writes to Ben.
  await drive.fill(a.getByLabel('Your message'), 'Proof is in your inbox. Details: https://example.com/proof')
  await drive.press(a.getByRole('button', { name: 'Send', exact: true }))
  await expect(a.getByTestId('messages-status')).toHaveText('Message sent.')
}

test('two businesses agree, confirm a milestone, message each other live, end and review; their profiles show it', async ({ members, listProfile }) => {
  // Two members, a dozen pages and five axe runs on a dev server: minutes on a busy machine.
  test.setTimeout(540_000)
  const pair = await pairUp(members, listProfile)
  const { ada, ben, adas, bens, id } = pair
  const path = `/dashboard/collaborations/${id}`
  const a = ada.page
  const b = ben.page
  await agreeConfirmAndWrite(pair, pointer, { dueDate: daysAgo(2) })

  // Ben's list shows the unread message first, before he opens the collaboration.
  await open(b, '/dashboard/collaborations')
  const item = b.getByTestId('collaboration-item').first()
  await expect(item).toHaveAttribute('data-collaboration', String(id))
  await expect(item.getByTestId('collaboration-item-unread')).toHaveText('1 unread')
  await expect(item.getByTestId('collaboration-item-needs-reply')).toHaveText('Needs your reply')
  await expectAccessible(b, 'the collaborations list')
  await item.getByRole('link', { name: `Open the collaboration with ${adas.name}` }).click()
  await expect(b).toHaveURL(new RegExp(`${path}$`))
  const first = b.getByTestId('message').filter({ hasText: 'Proof is in your inbox.' })
  await expect(first).toBeVisible()
  // A link in a message is text, never an anchor.
  await expect(first.locator('a')).toHaveCount(0)
  await expect(b.getByTestId('next-steps').locator('[data-step="reply"]')).toContainText('1 unread')

  // With Ben's page open, Ada's next message appears there without a reload.
  await b.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true))
  await a.getByLabel('Your message').fill('Did the proof look right?')
  await a.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(b.getByTestId('message-body').filter({ hasText: 'Did the proof look right?' })).toBeVisible({ timeout: 25_000 })
  expect(await b.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true)

  // The channel's usual milestones, drafted with the agreement, are done and confirmed too (through
  // the API: the page's way is the one above), so the badge's rule holds: every milestone confirmed.
  const drafted = await ada.context.request.get(`/api/collaborations/${id}`, { headers: { authorization: `Bearer ${ada.accessToken}` } })
  const { collaboration } = (await drafted.json()) as { collaboration: { milestones: { id: number; confirmedAt: string | null }[] } }
  for (const milestone of collaboration.milestones.filter((each) => each.confirmedAt === null)) {
    expect((await postAs(ada, `/api/collaborations/${id}/milestones/${milestone.id}/done`)).status()).toBe(200)
    expect((await postAs(ben, `/api/collaborations/${id}/milestones/${milestone.id}/confirm`)).status()).toBe(200)
  }

  // Contact sharing: the addresses show once both share.
  await b.getByTestId('share-email').check()
  await expect(b.getByTestId('shared-contacts')).toHaveCount(0)
  await open(a, path)
  await a.getByTestId('share-email').check()
  await expect(a.getByTestId('shared-contacts')).toContainText(ben.email)

  // Ada ends it (after a confirm step); both can then review.
  await a.getByRole('button', { name: 'End collaboration' }).click()
  await expect(a.getByTestId('end-question')).toBeFocused()
  await a.getByRole('button', { name: 'Yes, end it' }).click()
  await expect(a.getByTestId('workspace-status')).toContainText('Ended')
  await a.getByLabel('5 out of 5').check()
  await a.getByLabel('Comment (optional)').fill('On time and easy to work with.')
  await a.getByRole('button', { name: 'Send review' }).click()
  await expect(a.getByTestId('review-done')).toHaveText('You rated this collaboration 5 out of 5. Thank you.')

  await open(b, path)
  await expect(b.getByTestId('workspace-status')).toContainText('Ended')
  await expect(b.getByTestId('message-form')).toHaveCount(0)
  await expect(b.getByTestId('next-steps').locator('[data-step="review"]')).toBeVisible()
  await b.getByLabel('4 out of 5').check()
  await b.getByRole('button', { name: 'Send review' }).click()
  await expect(b.getByTestId('review-done')).toHaveText('You rated this collaboration 4 out of 5. Thank you.')
  await expectAccessible(b, 'the workspace, ended and reviewed')

  // Both reviewed and every milestone confirmed: each public profile shows the badge and its rating.
  for (const [viewer, profile, rating] of [
    [a, bens, '5.0 out of 5 from 1 review'],
    [b, adas, '4.0 out of 5 from 1 review'],
  ] as const) {
    await open(viewer, `/partners/${profile.slug}`)
    const trust = viewer.getByTestId('trust-signals')
    await expect(trust.getByTestId('verified-partner')).toContainText('Verified partner')
    await expect(trust.getByTestId('partner-rating')).toContainText(rating)
  }

  // The email settings page, reached from the same account.
  await open(a, '/dashboard/settings/notifications')
  await expect(a.getByRole('heading', { name: 'Which emails would you like?' })).toBeVisible()
  await expectAccessible(a, 'the email settings page')
})

test('the core of the journey with the keyboard alone', async ({ members, listProfile }) => {
  test.setTimeout(240_000)
  await agreeConfirmAndWrite(await pairUp(members, listProfile), keyboard)
})

test('the core of the journey at a phone’s width, never scrolling sideways', async ({ members, listProfile }) => {
  test.setTimeout(240_000)
  const pair = await pairUp(members, listProfile)
  for (const member of [pair.ada, pair.ben]) await member.page.setViewportSize({ width: 390, height: 844 })
  await agreeConfirmAndWrite(pair, pointer, { opened: expectNoSidewaysScroll })
  await open(pair.ben.page, '/dashboard/collaborations')
  await expectNoSidewaysScroll(pair.ben.page)
  await expect(pair.ben.page.getByTestId('collaboration-item').first()).toHaveAttribute('data-collaboration', String(pair.id))
})

test('anyone but the two businesses gets the not-found page; a visitor is sent to sign in', async ({ members, listProfile, browser }) => {
  test.setTimeout(120_000)
  const ada = await members({ firstName: 'Ada' })
  const ben = await members({ firstName: 'Ben' })
  await listProfile(ada)
  const bens = await listProfile(ben)
  const id = await collaborate(ada, ben, bens.slug)

  const stranger = await members({ firstName: 'Mallory' })
  await listProfile(stranger)
  const response = await stranger.page.goto(`/dashboard/collaborations/${id}`)
  expect(response?.status()).toBe(404)
  await expect(stranger.page.getByTestId('workspace')).toHaveCount(0)
  expect((await stranger.page.goto('/dashboard/collaborations/999999999'))?.status()).toBe(404)

  const visitor = await browser.newContext({ baseURL: siteUrl() })
  try {
    const page = await visitor.newPage()
    await page.goto(`/dashboard/collaborations/${id}`)
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/dashboard/collaborations/${id}`).replace(/%2F/g, '(%2F|/)')}`))
  } finally {
    await visitor.close()
  }
})
