// The whole collaboration in the browser: member A completes and lists a profile; member B finds A
// by free text and by type, proposes; A gets the email, accepts; both dashboards show it in My
// Network, with real counts and a checklist that ticked itself. Then the sign-in-and-come-back
// path for a visitor, withdrawing a proposal, and the editors as the server sends them.
import { linkFromEmail, uniqueEmail, waitForMail } from '../support/mail'
import { events } from '../site/events'
import { agreedThenLeft, expect, hydrated, open, password, postAs, siteUrl, submitRegistration, submitSignIn, test, uniqueWord } from './fixtures'

test('A lists a profile, B finds and proposes, A accepts by the emailed link, both see it in My Network', async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Ada' })
  const word = uniqueWord()
  const name = `Atelier Ada ${word}`

  // A: the checklist starts with only the email ticked.
  await open(a.page, '/dashboard')
  await expect(a.page.getByTestId('checklist-emailVerified')).toBeChecked()
  await expect(a.page.getByTestId('checklist-listed')).not.toBeChecked()

  // A: the profile editor validates with the server's schema, previews the card, saves and lists.
  await a.page.getByRole('link', { name: 'Complete your business profile' }).click()
  await expect(a.page).toHaveURL(/\/dashboard\/business$/)
  await a.page.getByLabel('Business name').fill('')
  await a.page.getByRole('button', { name: 'Save profile' }).click()
  await expect(a.page.getByText('Business name is required')).toBeVisible()
  // The first field to correct in the page's order takes the focus, not an option group below it.
  await expect(a.page.getByLabel('Business name')).toBeFocused()
  await a.page.getByLabel('Business name').fill(name)
  await expect(a.page.getByLabel('Profile address')).toHaveAttribute('placeholder', `atelier-ada-${word}`)
  await a.page.getByLabel('Business type', { exact: true }).selectOption('fashion-boutique')
  await a.page.getByLabel('Description').fill(`Independent fashion boutique (${word}) with a window on Gertrude Street and a loyal local following.`)
  await a.page.getByLabel('Suburb').fill('Fitzroy')
  await a.page.getByLabel('Postcode').fill('3065')
  await a.page.getByRole('group', { name: 'Channels you offer or seek' }).getByLabel('In-store space').check()
  await a.page.getByRole('group', { name: 'Offers' }).getByLabel('Brand exposure').check()
  await a.page.getByRole('group', { name: 'Collaboration models' }).getByLabel('Reciprocal free collaboration').check()
  await a.page.getByLabel('List my business in the directory').check()
  const preview = a.page.getByRole('complementary').getByTestId('partner-card')
  await expect(preview).toContainText(name)
  await expect(preview).toContainText('Fitzroy 3065')
  await a.page.getByRole('button', { name: 'Save profile' }).click()
  await expect(a.page.getByText('Your profile is saved.')).toBeVisible()
  await expect(a.page.getByRole('link', { name: 'View public profile' })).toHaveAttribute('href', `/partners/atelier-ada-${word}`)
  expect((await events(a.page)).map((e) => e.event)).toContain('business_profile_saved')

  // B: a listed member finds A by free text, then by type and suburb.
  const b = await members({ firstName: 'Grace' })
  const bProfile = await listProfile(b)
  await open(b.page, '/partners')
  await b.page.getByLabel('Search', { exact: true }).fill(word)
  await b.page.getByRole('button', { name: 'Search' }).click()
  await expect(b.page.getByTestId('result-count')).toHaveText('1 business')
  await expect(b.page.getByTestId('partner-card')).toContainText(name)
  // Wait for hydration, or React resets the chosen type as it takes over the form.
  await open(b.page, '/partners')
  await b.page.getByLabel('Business type', { exact: true }).selectOption('fashion-boutique')
  // Choosing a type updates the results at once; type the location after that update has landed.
  await expect(b.page).toHaveURL(/type=fashion-boutique/)
  await expect(b.page.getByTestId('result-count')).toBeVisible()
  await b.page.getByLabel('Location', { exact: true }).fill('Fitzroy')
  await b.page.getByRole('button', { name: 'Search' }).click()
  await expect(b.page).toHaveURL(/type=fashion-boutique&location=Fitzroy/)
  await b.page.getByRole('link', { name }).click()

  // B: proposes from A's profile.
  await expect(b.page.getByRole('heading', { level: 1 })).toHaveText(name)
  await b.page.getByRole('button', { name: 'Propose a collaboration' }).click()
  const dialog = b.page.getByRole('dialog', { name: `Propose a collaboration to ${name}` })
  await expect(dialog.getByLabel('In-store space')).toBeChecked() // A lists one of each: chosen already
  await dialog.getByRole('button', { name: 'Send proposal' }).click()
  await expect(dialog.getByText('Message is required')).toBeVisible()
  // The date picker offers only the days a proposal may start on: from today.
  const today = await b.page.evaluate(() => new Date().toLocaleDateString('en-CA'))
  await expect(dialog.getByLabel('Start date')).toHaveAttribute('min', today)
  await dialog.getByLabel('Message').fill(`Hello from ${bProfile.name}: a shelf of our beans by your counter?`)
  // Closed by mistake and opened again: the draft is still there.
  await b.page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await b.page.getByRole('button', { name: 'Propose a collaboration' }).click()
  await expect(dialog.getByLabel('Message')).toHaveValue(`Hello from ${bProfile.name}: a shelf of our beans by your counter?`)
  await dialog.getByRole('button', { name: 'Send proposal' }).click()
  await expect(dialog.getByTestId('proposal-sent')).toBeVisible()
  await expect(dialog.getByTestId('proposal-sent')).toBeFocused()
  expect((await events(b.page)).find((e) => e.event === 'proposal_sent')?.properties).toEqual({ channel: 'in-store-space', offer: 'brand-exposure', model: 'reciprocal', has_start_date: false })

  // A: the email links to the collaborations page, where A accepts.
  const link = new URL(await linkFromEmail(a.email, /proposes a collaboration/))
  expect(link.pathname).toBe('/dashboard/collaborations')
  expect(link.hash).toMatch(/^#proposal-\d+$/)
  await open(a.page, link.pathname + link.hash)
  const received = a.page.getByTestId('proposals-received').getByTestId('proposal')
  await expect(received).toHaveCount(1)
  await expect(received).toHaveClass(/ring-2/)
  await expect(received).toContainText(bProfile.name)
  await expect(received.getByTestId('proposal-status')).toHaveText('Pending')
  // What accepting shares is said before the press, and read with the button.
  const acceptNote = `Accepting shares your name and email address with ${bProfile.name}, and theirs with you.`
  await expect(received.getByTestId('accept-note')).toHaveText(acceptNote)
  await expect(received.getByRole('button', { name: 'Accept' })).toHaveAccessibleDescription(acceptNote)
  await received.getByRole('button', { name: 'Accept' }).click()
  await expect(received.getByTestId('proposal-status')).toHaveText('Accepted')
  // The button that had focus is gone: focus moves to the new status rather than to the page's start.
  await expect(received.getByTestId('proposal-status')).toBeFocused()
  // Read out with the proposal it belongs to, not as a bare word.
  await expect(received.getByTestId('proposal-status')).toHaveAccessibleDescription(`From ${bProfile.name}`)
  await expect(received.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  // Accepted, each side learns how to reach the other: on the page, and by email with replies to them.
  await expect(received.getByTestId('proposal-contact').getByRole('link', { name: b.email })).toHaveAttribute('href', `mailto:${b.email}`)
  const accepted = await waitForMail(b.email, (mail) => /accepted your proposal/.test(mail.subject ?? ''))
  expect(accepted.replyTo?.value[0]?.address).toBe(a.email)
  expect(accepted.text).toContain(`or write to ${a.email}.`)
  const connected = await waitForMail(a.email, (mail) => mail.subject === `You are collaborating with ${bProfile.name}`)
  expect(connected.replyTo?.value[0]?.address).toBe(b.email)
  await open(b.page, '/dashboard/collaborations')
  const sent = b.page.getByTestId('proposals-sent').getByTestId('proposal')
  await expect(sent.getByTestId('proposal-contact').getByRole('link', { name: a.email })).toHaveAttribute('href', `mailto:${a.email}`)

  // Both dashboards: My Network, real counts, the checklist and recent activity.
  await open(a.page, '/dashboard')
  await expect(a.page.getByTestId('card-my-network')).toContainText(bProfile.name)
  const analytics = a.page.getByTestId('card-analytics')
  await expect(analytics.locator('div', { hasText: 'Proposals received' }).locator('dd')).toHaveText('1')
  await expect(analytics.locator('div', { hasText: 'Collaborations accepted' }).locator('dd')).toHaveText('1')
  await expect(analytics.locator('div', { hasText: 'Profile views' }).locator('dd')).not.toHaveText('0')
  await expect(a.page.getByTestId('checklist-listed')).toBeChecked()
  await expect(a.page.getByTestId('recent-activity')).toContainText(`You accepted the proposal from ${bProfile.name}`)
  await open(b.page, '/dashboard')
  await expect(b.page.getByTestId('card-my-network')).toContainText(name)
  await expect(b.page.getByTestId('checklist-proposalSent')).toBeChecked()
  await expect(b.page.getByTestId('recent-activity')).toContainText(`${name} accepted your proposal`)
  // Find Partners opens the directory filtered by B's type and suburb once another business there
  // is listed (with B alone there it widens: tests/integration/partners/activity.int.test.ts).
  const neighbour = await listProfile(await members({ firstName: 'Cleo' }))
  await open(b.page, '/dashboard')
  await expect(b.page.getByTestId('find-partners-text')).toHaveText('Businesses like yours, near you.')
  await b.page.getByRole('link', { name: 'Find partners' }).click()
  await expect(b.page).toHaveURL(/\/partners\?type=coffee-shop&location=Brunswick$/)
  await expect(b.page.getByRole('link', { name: neighbour.name })).toBeVisible()
  // The dashboard always leads back to the profile editor, Getting Started done or not.
  await open(b.page, '/dashboard')
  await b.page.getByTestId('card-analytics').getByRole('link', { name: 'Edit your business profile' }).click()
  await expect(b.page).toHaveURL(/\/dashboard\/business$/)
})

test('a visitor signs in to propose and comes back; the sender withdraws a pending proposal', async ({ page, members, listProfile }) => {
  const a = await members({ firstName: 'Alan' })
  const aProfile = await listProfile(a, { businessType: 'wine-bar', channels: ['newsletter'], offers: ['discount'], models: ['commission'] })
  const b = await members({ firstName: 'Barbara' })
  await listProfile(b)

  await open(page, `/partners/${aProfile.slug}`)
  await page.getByRole('link', { name: 'Sign in to propose a collaboration' }).click()
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fpartners%2F${aProfile.slug}&reason=propose$`))
  await submitSignIn(page, { email: b.email, password })
  await expect(page).toHaveURL(new RegExp(`/partners/${aProfile.slug}$`))
  await page.getByRole('button', { name: 'Propose a collaboration' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Message').fill('A newsletter swap next month?')
  // A commission collaboration names its percent (decision 0107).
  await dialog.getByLabel('Commission on each sale (%)').fill('12')
  await dialog.getByRole('button', { name: 'Send proposal' }).click()
  await expect(dialog.getByTestId('proposal-sent')).toBeVisible()

  await open(page, '/dashboard/collaborations')
  const sent = page.getByTestId('proposals-sent').getByTestId('proposal')
  await expect(sent).toHaveCount(1)
  page.once('dialog', (confirm) => void confirm.accept())
  await sent.getByRole('button', { name: 'Withdraw' }).click()
  await expect(sent.getByTestId('proposal-status')).toHaveText('Withdrawn')
  await linkFromEmail(a.email, /withdrew their proposal/)
  expect((await events(page)).map((e) => e.event)).toContain('proposal_answered')
})

test('the proposal form asks only the chosen model’s term, and a term typed for another model is not sent', async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Mona' })
  const aProfile = await listProfile(a, { channels: ['newsletter'], models: ['reciprocal', 'commission', 'paid-placement'] })
  const b = await members({ firstName: 'Bea' })
  await listProfile(b)

  await open(b.page, `/partners/${aProfile.slug}`)
  await b.page.getByRole('button', { name: 'Propose a collaboration' }).click()
  const dialog = b.page.getByRole('dialog')
  const models = dialog.getByRole('group', { name: 'Model', exact: true })
  const percent = dialog.getByLabel('Commission on each sale (%)')
  const fee = dialog.getByLabel('Placement fee (AUD)')
  await expect(percent).toHaveCount(0)
  await expect(fee).toHaveCount(0)

  await models.getByLabel('Commission on sales').check()
  await percent.fill('12')
  await models.getByLabel('Paid placement fee').check()
  await expect(percent).toHaveCount(0)
  await fee.fill('250')
  // Back to commission: the percent typed before is gone, and so is the fee.
  await models.getByLabel('Commission on sales').check()
  await expect(fee).toHaveCount(0)
  await expect(percent).toHaveValue('')
  await percent.fill('15')
  await dialog.getByLabel('Message').fill('Fifteen per cent on each sale through your newsletter?')
  await dialog.getByRole('button', { name: 'Send proposal' }).click()
  await expect(dialog.getByTestId('proposal-sent')).toBeVisible()

  await open(b.page, '/dashboard/collaborations')
  const sent = b.page.getByTestId('proposals-sent').getByTestId('proposal')
  await expect(sent).toHaveCount(1)
  await expect(sent).toContainText('15% commission on each sale')
  await expect(sent).not.toContainText('Placement fee')
})

test('a visitor without an account registers from a profile and lands back on it, where a fresh verification link is a press away', async ({ page, members, listProfile }) => {
  const owner = await members({ firstName: 'Olive' })
  const { slug } = await listProfile(owner)
  const email = uniqueEmail('e2e-newcomer')

  await open(page, `/partners/${slug}`)
  await page.getByRole('link', { name: 'Sign in to propose a collaboration' }).click()
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(new RegExp(`/register\\?redirect=%2Fpartners%2F${slug}&reason=propose$`))
  await submitRegistration(page, { firstName: 'Nina', lastName: 'Newcomer', email, password })
  await expect(page).toHaveURL(new RegExp(`/partners/${slug}$`))
  // The resend button answers in place once the page's script runs; a press before that is lost.
  await hydrated(page)

  const notice = page.getByTestId('propose-notice')
  await expect(notice).toContainText('Verify your email address to send proposals.')
  const first = await linkFromEmail(email, /Verify your email/)
  await page.getByRole('button', { name: 'Resend verification email' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'A new verification email is on its way.' })).toBeVisible()
  // A second message with a link of its own.
  await expect.poll(() => linkFromEmail(email, /Verify your email/)).not.toBe(first)
})

test('registering from a profile where no script runs also lands back on it', async ({ noScriptPage: page, members, listProfile }) => {
  const owner = await members({ firstName: 'Olive' })
  const { slug } = await listProfile(owner)
  await page.goto(`/login?redirect=%2Fpartners%2F${slug}`)
  await page.getByRole('link', { name: 'Create an account' }).click()
  await submitRegistration(page, { firstName: 'Nina', lastName: 'Newcomer', email: uniqueEmail('e2e-newcomer'), password })
  await expect(page).toHaveURL(new RegExp(`/partners/${slug}$`))
  await expect(page.getByTestId('propose-notice')).toContainText('Verify your email address to send proposals.')
})

test('answering a proposal withdrawn meanwhile says why and shows it withdrawn, without the buttons', async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Ada' })
  const aProfile = await listProfile(a)
  const b = await members({ firstName: 'Ben' })
  await listProfile(b)
  const api = (member: typeof a, path: string, data?: object) => member.context.request.post(path, { headers: { authorization: `Bearer ${member.accessToken}`, origin: siteUrl() }, data })
  const sent = await api(b, '/api/proposals', { toPartner: aProfile.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'Shall we?' })
  expect(sent.status(), await sent.text()).toBe(201)
  const { proposal } = (await sent.json()) as { proposal: { id: string } }

  await open(a.page, '/dashboard/collaborations')
  const received = a.page.getByTestId('proposals-received').getByTestId('proposal')
  await expect(received.getByTestId('proposal-status')).toHaveText('Pending')
  expect((await api(b, `/api/proposals/${proposal.id}/withdraw`)).status()).toBe(200)
  await received.getByRole('button', { name: 'Accept' }).click()
  await expect(received.getByTestId('proposal-refusal')).toHaveText('This proposal is already withdrawn.')
  await expect(received.getByTestId('proposal-status')).toHaveText('Withdrawn')
  await expect(received.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  // The pressed button is gone: the keyboard's focus is on the new status, not the page's top.
  await expect(received.getByTestId('proposal-status')).toBeFocused()

  // Declining asks first: dismissed, nothing is sent; confirmed, it is declined and B is told.
  const again = await api(b, '/api/proposals', { toPartner: aProfile.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'Another time?' })
  expect(again.status(), await again.text()).toBe(201)
  await open(a.page, '/dashboard/collaborations')
  const pending = a.page.getByTestId('proposals-received').getByTestId('proposal').filter({ hasText: 'Another time?' })
  const asked: string[] = []
  a.page.once('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  await pending.getByRole('button', { name: 'Decline' }).click()
  await expect.poll(() => asked).toEqual(['Decline this proposal? The other business will be told by email, and it cannot be undone.'])
  await expect(pending.getByTestId('proposal-status')).toHaveText('Pending')
  a.page.once('dialog', (dialog) => void dialog.accept())
  await pending.getByRole('button', { name: 'Decline' }).click()
  await expect(pending.getByTestId('proposal-status')).toHaveText('Declined')
  await linkFromEmail(b.email, /declined your proposal/)
})

test('where no script runs, proposals are answered by the page itself: accept at once, decline and withdraw asked on the page first, a refusal beside its card', async ({
  browser,
  members,
  listProfile,
}) => {
  const a = await members({ firstName: 'Ada' })
  const aProfile = await listProfile(a)
  const b = await members({ firstName: 'Ben' })
  await listProfile(b)
  const propose = async (message: string) => {
    const sent = await b.context.request.post('/api/proposals', {
      headers: { authorization: `Bearer ${b.accessToken}`, origin: siteUrl() },
      data: { toPartner: aProfile.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    return ((await sent.json()) as { proposal: { id: number } }).proposal.id
  }
  const first = await propose('A window display in spring?')
  // Each member's own session with script turned off.
  const withoutScript = async (member: typeof a) => {
    const context = await browser.newContext({ baseURL: siteUrl(), javaScriptEnabled: false, storageState: await member.context.storageState() })
    return { context, page: await context.newPage() }
  }
  const ada = await withoutScript(a)
  const ben = await withoutScript(b)
  try {
    const card = (page: typeof ada.page, id: number) => page.locator(`article:has(#proposal-${id})`)
    await ada.page.goto('/dashboard/collaborations')
    await card(ada.page, first).getByRole('button', { name: 'Accept' }).click()
    await expect(ada.page).toHaveURL(new RegExp(`/dashboard/collaborations#proposal-${first}$`))
    await expect(card(ada.page, first).getByTestId('proposal-status')).toHaveText('Accepted')
    await expect(card(ada.page, first).getByTestId('proposal-contact')).toContainText(b.email)
    await linkFromEmail(b.email, /accepted your proposal/)

    // Declining asks on the page; "Cancel" leaves it pending, confirming declines it.
    const second = await propose('Or a newsletter swap?')
    await ada.page.goto('/dashboard/collaborations')
    await card(ada.page, second).getByRole('button', { name: 'Decline' }).click()
    const confirm = card(ada.page, second).getByTestId('answer-confirm')
    await expect(confirm).toContainText('Decline this proposal? The other business will be told by email, and it cannot be undone.')
    await confirm.getByRole('link', { name: 'Cancel' }).click()
    await expect(card(ada.page, second).getByTestId('answer-confirm')).toHaveCount(0)
    await expect(card(ada.page, second).getByTestId('proposal-status')).toHaveText('Pending')
    await card(ada.page, second).getByRole('button', { name: 'Decline' }).click()
    await card(ada.page, second).getByTestId('answer-confirm').getByRole('button', { name: 'Decline' }).click()
    await expect(card(ada.page, second).getByTestId('proposal-status')).toHaveText('Declined')
    await linkFromEmail(b.email, /declined your proposal/)

    // The sender withdraws a third, asked first; answering it afterwards is refused beside its card.
    const third = await propose('One more idea?')
    await ada.page.goto('/dashboard/collaborations')
    await ben.page.goto('/dashboard/collaborations')
    await card(ben.page, third).getByRole('button', { name: 'Withdraw' }).click()
    await card(ben.page, third).getByTestId('answer-confirm').getByRole('button', { name: 'Withdraw' }).click()
    await expect(card(ben.page, third).getByTestId('proposal-status')).toHaveText('Withdrawn')
    const [answer] = await Promise.all([ada.page.waitForResponse((response) => response.request().method() === 'POST'), card(ada.page, third).getByRole('button', { name: 'Accept' }).click()])
    expect(answer.status()).toBe(409)
    await expect(card(ada.page, third).getByTestId('proposal-refusal')).toHaveText('This proposal is already withdrawn.')
    await expect(card(ada.page, third).getByTestId('proposal-status')).toHaveText('Withdrawn')
  } finally {
    await ada.context.close()
    await ben.context.close()
  }
})

test("a member's page form is refused without the CSRF cookie echoed, or from another site", async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Ada' })
  await listProfile(a)
  const post = (headers: Record<string, string>, form: Record<string, string>) => a.context.request.post('/dashboard/collaborations', { headers, form, maxRedirects: 0 })
  const csrf = (await a.context.cookies()).find((cookie) => cookie.name.endsWith('kindred_csrf'))!.value
  expect((await post({ origin: siteUrl() }, { proposal: '1', action: 'accept' })).status()).toBe(403)
  expect((await post({ origin: 'https://elsewhere.example' }, { proposal: '1', action: 'accept', csrf })).status()).toBe(403)
  // With both, an unknown proposal is the rules' answer, shown on the page.
  const unknown = await post({ origin: siteUrl() }, { proposal: '999999', action: 'accept', csrf })
  expect(unknown.status()).toBe(404)
  expect(unknown.headers()['content-type']).toMatch(/text\/html/)
  expect(await unknown.text()).toContain('We could not find that proposal.')
})

test('answering a proposal whose sender has since left says so, where the card was, and keeps the keyboard there', async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Ada' })
  const aProfile = await listProfile(a)
  const b = await members({ firstName: 'Ben' })
  await listProfile(b)
  const post = (path: string, data: object) => b.context.request.post(path, { headers: { authorization: `Bearer ${b.accessToken}`, origin: siteUrl() }, data })
  const sent = await post('/api/proposals', { toPartner: aProfile.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'Before I go?' })
  expect(sent.status(), await sent.text()).toBe(201)

  await open(a.page, '/dashboard/collaborations')
  const received = a.page.getByTestId('proposals-received')
  await expect(received.getByTestId('proposal')).toHaveCount(1)
  expect((await post('/auth/account/delete', { password })).status()).toBe(200)
  await received.getByRole('button', { name: 'Accept' }).click()
  await expect(received.getByTestId('proposal-gone')).toHaveText('We could not find that proposal.')
  await expect(received.getByTestId('proposal-gone')).toBeFocused()
  await expect(received.getByTestId('proposal')).toHaveCount(0)
  await expect(received).toContainText('No proposals yet.')
})

test('a collaboration agreed stays when the other business leaves Kindred: named, marked as left, with no link and no contact', async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Ada' })
  const aProfile = await listProfile(a)
  const b = await members({ firstName: 'Ben' })
  const bProfile = await listProfile(b)
  await agreedThenLeft(b, a, aProfile.slug, 'Shall we share a newsletter?')

  await open(a.page, '/dashboard/collaborations')
  const card = a.page.getByTestId('proposals-received').getByTestId('proposal')
  await expect(card).toHaveCount(1)
  await expect(card).toHaveAttribute('data-status', 'accepted')
  await expect(card.getByRole('heading', { name: bProfile.name })).toBeVisible()
  await expect(card.getByTestId('proposal-departed')).toHaveText('Left Kindred')
  await expect(card.getByTestId('proposal-departed-note')).toHaveText(`${bProfile.name} has left Kindred. The collaboration you agreed stays in your records; their contact details left with them.`)
  // Its page is gone and so is its member: no link to either, and nothing to answer.
  await expect(card.getByRole('link')).toHaveCount(0)
  await expect(card.getByTestId('proposal-contact')).toHaveCount(0)
  await expect(card.getByRole('button')).toHaveCount(0)

  await open(a.page, '/dashboard')
  const network = a.page.getByTestId('card-my-network')
  await expect(network).toContainText(bProfile.name)
  await expect(network.getByTestId('network-departed')).toHaveText('Left Kindred')
  await expect(network.getByRole('link', { name: bProfile.name })).toHaveCount(0)
  await expect(a.page.getByTestId('card-analytics').locator('div', { hasText: 'Collaborations accepted' }).locator('dd')).toHaveText('1')
  // The public card still counts the collaboration agreed.
  const listed = await a.context.request.get(`/api/partners/${aProfile.slug}`)
  expect(((await listed.json()) as { partner: { collaborations: number } }).partner.collaborations).toBe(1)
})

test('an unverified member is told to verify before proposing; one without a listed profile to list it', async ({ members, listProfile }) => {
  const owner = await members({ firstName: 'Olive' })
  const { slug } = await listProfile(owner)
  const unverified = await members({ firstName: 'Uma', verified: false })
  await open(unverified.page, `/partners/${slug}`)
  await expect(unverified.page.getByTestId('propose-notice')).toContainText('Verify your email address to send proposals.')
  const unlisted = await members({ firstName: 'Lee' })
  await open(unlisted.page, '/dashboard')
  await expect(unlisted.page.getByTestId('card-analytics').getByRole('link', { name: 'Create your business profile' })).toHaveAttribute('href', '/dashboard/business')
  await open(unlisted.page, `/partners/${slug}`)
  await expect(unlisted.page.getByTestId('propose-notice')).toContainText('List your own business profile to send proposals')
  // Lee has no profile yet: the way there says so.
  await expect(unlisted.page.getByTestId('propose-notice').getByRole('link', { name: 'Create your profile' })).toHaveAttribute('href', '/dashboard/business')
  await open(owner.page, `/partners/${slug}`)
  await expect(owner.page.getByTestId('propose-notice')).toContainText('This is your business profile')
})

test('a profile says where the member stands with it: a proposal awaiting an answer on either side, then the agreed collaboration', async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Amos' })
  const aProfile = await listProfile(a)
  const b = await members({ firstName: 'Bea' })
  const bProfile = await listProfile(b)
  const today = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' }).format(new Date())

  // A opens B's profile while nothing stands between them yet, and keeps it open.
  await open(a.page, `/partners/${bProfile.slug}`)

  // B proposes; once the dialog is closed the profile shows the proposal, not a second invitation to send one.
  await open(b.page, `/partners/${aProfile.slug}`)
  await b.page.getByRole('button', { name: 'Propose a collaboration' }).click()
  const dialog = b.page.getByRole('dialog')
  await dialog.getByLabel('In-store space').check()
  await dialog.getByLabel('Message').fill('A shelf of your beans by our till?')
  await dialog.getByRole('button', { name: 'Send proposal' }).click()
  await expect(dialog.getByTestId('proposal-sent')).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  const standing = b.page.getByTestId('proposal-standing')
  await expect(standing).toHaveText(`You proposed a collaboration on ${today}. ${aProfile.name} has not answered yet.View your proposal`)
  await expect(b.page.getByRole('button', { name: 'Propose a collaboration' })).toHaveCount(0)
  // The button that had focus before the dialog is gone: focus is on the notice's link instead.
  await expect(standing.getByRole('link', { name: 'View your proposal' })).toBeFocused()
  await expect(standing.getByRole('link', { name: 'View your proposal' })).toHaveAttribute('href', /^\/dashboard\/collaborations#proposal-\d+$/)

  // A proposes from the page opened before: refused, and told to answer B's proposal instead.
  await a.page.getByRole('button', { name: 'Propose a collaboration' }).click()
  const late = a.page.getByRole('dialog')
  await late.getByLabel('In-store space').check()
  await late.getByLabel('Message').fill('Your pastries on our counter?')
  await late.getByRole('button', { name: 'Send proposal' }).click()
  await expect(late).toContainText(`${bProfile.name} has already proposed a collaboration to you. Please answer it in your collaborations.`)
  await expect(late.getByTestId('proposal-sent')).toHaveCount(0)
  // The refusal has the focus Send lost while it was disabled: the keyboard stays in the dialog.
  await expect(late.getByTestId('proposal-refused')).toBeFocused()
  // Closed, the page shows B's proposal where the button was, and the way to answer it has focus.
  await late.getByRole('button', { name: 'Close' }).click()
  await expect(a.page.getByTestId('proposal-standing')).toContainText(`${bProfile.name} proposed a collaboration to you on ${today}.`)
  await expect(a.page.getByRole('link', { name: 'Answer their proposal' })).toBeFocused()
  await expect(a.page.getByRole('button', { name: 'Propose a collaboration' })).toHaveCount(0)

  // A answers it from there (the page as loaded afresh says the same).
  await open(a.page, `/partners/${bProfile.slug}`)
  await expect(a.page.getByTestId('proposal-standing')).toContainText(`${bProfile.name} proposed a collaboration to you on ${today}.`)
  await a.page.getByRole('link', { name: 'Answer their proposal' }).click()
  await expect(a.page).toHaveURL(/\/dashboard\/collaborations#proposal-\d+$/)
  await expect(a.page.getByTestId('proposals-received').getByTestId('proposal')).toHaveClass(/ring-2/)
  await a.page.getByTestId('proposals-received').getByRole('button', { name: 'Accept' }).click()
  await expect(a.page.getByTestId('proposals-received').getByTestId('proposal-status')).toHaveText('Accepted')

  // Agreed: both profiles say so, and a new proposal may follow.
  await open(b.page, `/partners/${aProfile.slug}`)
  await expect(b.page.getByTestId('proposal-standing')).toHaveText(`You and ${aProfile.name} agreed to collaborate on ${today}.`)
  await expect(b.page.getByRole('button', { name: 'Propose a collaboration' })).toBeVisible()
  await open(a.page, `/partners/${bProfile.slug}`)
  await expect(a.page.getByTestId('proposal-standing')).toHaveText(`You and ${bProfile.name} agreed to collaborate on ${today}.`)
})

test('a member who has sent a business as many proposals this week as we allow is told so on its profile, with the day, instead of the button', async ({ page, members, listProfile }) => {
  const owner = await members({ firstName: 'Orla' })
  const ownerProfile = await listProfile(owner)
  const sender = await members({ firstName: 'Sol' })
  const senderProfile = await listProfile(sender)
  for (let round = 0; round < 3; round++) {
    const sent = await postAs(sender, '/api/proposals', { toPartner: ownerProfile.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: `Round ${round + 1}` })
    expect(sent.status(), await sent.text()).toBe(201)
    const { proposal } = (await sent.json()) as { proposal: { id: number } }
    expect((await postAs(sender, `/api/proposals/${proposal.id}/withdraw`)).status()).toBe(200)
  }
  const again = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Australia/Melbourne' }).format(new Date(Date.now() + 7 * 86_400_000))

  await open(sender.page, `/partners/${ownerProfile.slug}`)
  await expect(sender.page.getByTestId('propose-notice')).toHaveText(
    `You have sent ${ownerProfile.name} 3 proposals in the last 7 days, the most we allow to one business. You can propose to them again from ${again}.`,
  )
  await expect(sender.page.getByRole('button', { name: 'Propose a collaboration' })).toHaveCount(0)
  await expect(sender.page.getByRole('dialog')).toHaveCount(0)

  // The owner proposing back, another member, and a visitor are offered what they were before.
  await open(owner.page, `/partners/${senderProfile.slug}`)
  await expect(owner.page.getByRole('button', { name: 'Propose a collaboration' })).toBeVisible()
  const other = await members({ firstName: 'Ike' })
  await listProfile(other)
  await open(other.page, `/partners/${ownerProfile.slug}`)
  await expect(other.page.getByRole('button', { name: 'Propose a collaboration' })).toBeVisible()
  await expect(other.page.getByTestId('propose-notice')).toHaveCount(0)
  await open(page, `/partners/${ownerProfile.slug}`)
  await expect(page.getByRole('link', { name: 'Sign in to propose a collaboration' })).toBeVisible()
})

test('a press on the next control is not lost to the error a field shows as it loses the focus', async ({ members }) => {
  const { page } = await members({ firstName: 'Pia' })
  await open(page, '/dashboard/business')
  const postcode = page.getByLabel('Postcode')
  await postcode.fill('30a5')
  // The press takes the focus from the postcode; its error line appears above the boxes only once
  // the click has landed, so the box pressed is the box checked.
  const box = page.getByRole('group', { name: 'Channels you offer or seek' }).getByLabel('In-store space')
  await box.click()
  await expect(box).toBeChecked()
  await expect(page.getByText('Please enter a 4-digit postcode', { exact: false })).toBeVisible()
  await expect(postcode).toHaveAttribute('aria-invalid', 'true')
  // Leaving a field by the keyboard shows its error at once, as before.
  await page.getByLabel('Suburb').fill('')
  await page.getByLabel('Suburb').press('Tab')
  await expect(page.getByLabel('Suburb')).toHaveAttribute('aria-invalid', 'true')
})

test('the business editor asks before leaving with changes not saved, and not once they are', async ({ members, listProfile }) => {
  const member = await members({ firstName: 'Una' })
  // Saved through the API with its options in another order than the page's checkboxes.
  await listProfile(member, { channels: ['newsletter', 'in-store-space'], offers: ['discount', 'product-sample'] })
  const { page } = member
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.message())
    void dialog.dismiss()
  })
  const toDashboard = page.getByRole('banner').getByRole('link', { name: 'Dashboard', exact: true })

  // Opened and left untouched: nothing to ask.
  await open(page, '/dashboard/business')
  await page.waitForLoadState('networkidle')
  await toDashboard.click()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(asked).toEqual([])

  await open(page, '/dashboard/business')
  await page.getByLabel('Description').fill('A neighbourhood cafe with a new idea every week, and a shelf for partners.')
  await toDashboard.click()
  await expect.poll(() => asked).toEqual(['Your profile has changes you have not saved. Leave this page and lose them?'])
  await expect(page).toHaveURL(/\/dashboard\/business$/)
  await expect(page.getByLabel('Description')).toHaveValue(/a new idea every week/)

  // An address another business has: the server's refusal puts the focus on the field to correct.
  const other = await members({ firstName: 'Otto' })
  const { slug: takenSlug } = await listProfile(other)
  const address = page.getByLabel('Profile address')
  await address.fill(takenSlug)
  await page.getByRole('button', { name: 'Save profile' }).press('Enter')
  await expect(page.getByText('This profile address is taken', { exact: false }).first()).toBeVisible()
  await expect(address).toBeFocused()
  await address.fill('')

  // Saved: the keyboard's focus stays on the button (a disabled button would drop it), and leaving
  // asks nothing (an unexpected question would be dismissed, and the page would stay).
  await page.getByRole('button', { name: 'Save profile' }).press('Enter')
  await expect(page.getByText('Your profile is saved.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeFocused()
  await toDashboard.click()
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(asked).toHaveLength(1)
})

test("the member's saved details are in the forms as the server sends them, before any script runs, and cannot be sent until then", async ({ browser, members, listProfile }) => {
  const member = await members({ firstName: 'Noor' })
  const { name } = await listProfile(member, { channels: ['newsletter'], offers: ['discount', 'consignment'], website: 'https://noor.example', suburb: 'Carlton', postcode: '3053' })
  // The same session with script turned off: what a phone shows until the page has hydrated.
  const context = await browser.newContext({ baseURL: siteUrl(), javaScriptEnabled: false, storageState: await member.context.storageState() })
  try {
    const page = await context.newPage()
    await page.goto('/dashboard/business')
    await expect(page.getByLabel('Business name')).toHaveValue(name)
    await expect(page.getByLabel('Business type')).toHaveValue('coffee-shop')
    await expect(page.getByLabel('Website')).toHaveValue('https://noor.example')
    await expect(page.getByLabel('Description')).toHaveValue(/A neighbourhood cafe/)
    await expect(page.getByLabel('Suburb')).toHaveValue('Carlton')
    await expect(page.getByLabel('Postcode')).toHaveValue('3053')
    await expect(page.getByRole('checkbox', { name: 'Digital newsletter' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'In-store space' })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Discount' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Consignment' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Brand exposure' })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: /List my business/ })).toBeChecked()
    // Until the script runs the form cannot be sent: the browser would send it itself, as a GET
    // with the profile in the address. Enter in a field sends nothing either.
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled()
    // Why, in a <noscript>: a browser shows it only where no script runs. Playwright's switch turns
    // script off but leaves the page's parser reading <noscript> as text, so the page's HTML is read.
    expect(await page.content()).toMatch(/<noscript><p[^>]*>Saving your profile needs JavaScript\./)
    const navigated = page.waitForEvent('framenavigated', { timeout: 1500 }).then(
      () => true,
      () => false,
    )
    await page.getByLabel('Suburb').press('Enter')
    expect(await navigated).toBe(false)
    expect(page.url()).toMatch(/\/dashboard\/business$/)

    // The proposal form is drawn by script: where none runs, the profile says so under the button.
    const { slug: otherSlug } = await listProfile(await members({ firstName: 'Omar' }))
    await page.goto(`/partners/${otherSlug}`)
    await expect(page.getByRole('button', { name: 'Propose a collaboration' })).toBeDisabled()
    expect(await page.content()).toMatch(/<\/button><noscript><p[^>]*>Sending a proposal needs JavaScript\./)

    await page.goto('/dashboard')
    await expect(page.getByLabel('First Name')).toHaveValue('Noor')
    await expect(page.getByLabel('Last Name')).toHaveValue(member.lastName)
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled()
    expect(await page.content()).toMatch(/<\/button><noscript><p[^>]*>Saving your profile needs JavaScript\./)
  } finally {
    await context.close()
  }
})

test('what a member changes in the business editor before its script has run is kept when the page hydrates, and saved', async ({ members, listProfile }) => {
  const member = await members({ firstName: 'Ines' })
  await listProfile(member, { channels: ['in-store-space', 'newsletter'], offers: ['product-sample'] })
  const { page } = member
  // A slow phone: the page is drawn, its entry script has not arrived.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto('/dashboard/business', { waitUntil: 'commit' })
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeDisabled()
  const description = `Typed while the page loaded (${uniqueWord()}): a roastery with a window seat and a weekly market stall.`
  await page.getByLabel('Description').fill(description)
  await page.getByLabel('Suburb').fill('Fitzroy')
  await page.getByLabel('Business type', { exact: true }).selectOption('fashion-boutique')
  await page.getByRole('checkbox', { name: 'Brand exposure' }).check()
  await page.getByRole('checkbox', { name: 'In-store space' }).uncheck()

  release()
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeEnabled()
  await expect(page.getByLabel('Description')).toHaveValue(description)
  await expect(page.getByLabel('Suburb')).toHaveValue('Fitzroy')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile is saved.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Description')).toHaveValue(description)
  await expect(page.getByLabel('Suburb')).toHaveValue('Fitzroy')
  await expect(page.getByLabel('Business type', { exact: true })).toHaveValue('fashion-boutique')
  await expect(page.getByRole('checkbox', { name: 'Brand exposure' })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'In-store space' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Digital newsletter' })).toBeChecked()
})

test('the business editor refuses a name with a web address in it beside the field, and keeps the saved name', async ({ members, listProfile }) => {
  const member = await members({ firstName: 'Nell' })
  const saved = await listProfile(member)
  const { page } = member
  await open(page, '/dashboard/business')
  await page.getByLabel('Business name').fill('Visit www.evil.example to confirm')
  await page.getByRole('button', { name: 'Save profile' }).click()
  const refusal = 'A business name cannot contain a web address or an email address. Your website has a field of its own.'
  await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(refusal).first()).toBeVisible()
  await expect(page.getByText('Your profile is saved.')).toHaveCount(0)
  await page.reload()
  await expect(page.getByLabel('Business name')).toHaveValue(saved.name)
})

test('the business editor shows the address a new profile will get, as the server makes it', async ({ members }) => {
  const { page } = await members({ firstName: 'Pia' })
  await open(page, '/dashboard/business')
  const name = page.getByLabel('Business name')
  const hint = (slug: string) => page.getByText(`Your profile will be at ${siteUrl()}/partners/${slug}. Lowercase letters, digits and hyphens.`)
  await name.fill('Xy')
  await expect(hint('xy-business')).toBeVisible()
  await name.fill('咖啡店')
  await expect(hint('business')).toBeVisible()
  // Room is kept for a "-2" should the address be taken.
  await name.fill('a'.repeat(58))
  await expect(hint('a'.repeat(55))).toBeVisible()
  await expect(page.getByLabel('Profile address')).toHaveAttribute('placeholder', 'a'.repeat(55))
})

test('a save that reaches nobody says so, points to no field, keeps what was typed, and goes through once tried again', async ({ members, listProfile }) => {
  const member = await members({ firstName: 'Olga' })
  await listProfile(member)
  const { page } = member
  await open(page, '/dashboard/business')
  const description = page.getByLabel('Description', { exact: true })
  const typed = `${await description.inputValue()} Now open on Sundays.`
  await description.fill(typed)
  let failures = 0
  await page.route('**/_serverFn/**', (route) => (route.request().method() === 'POST' && failures++ === 0 ? route.abort('internetdisconnected') : route.continue()))
  await page.getByRole('button', { name: 'Save profile' }).click()
  const status = page.getByRole('form', { name: 'Your business profile' }).getByRole('status')
  await expect(status).toHaveText('Your profile could not be saved: Kindred did not answer. Your changes are still here, so please try again in a moment.')
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0)
  await expect(description).toHaveValue(typed)
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(status).toHaveText('Your profile is saved.')
  await page.reload()
  await expect(description).toHaveValue(typed)
})

test("a proposal's emailed link opened where the member is not signed in leads to that proposal once signed in", async ({ browser, members, listProfile }) => {
  const a = await members({ firstName: 'Ora' })
  const aProfile = await listProfile(a)
  const b = await members({ firstName: 'Pim' })
  await listProfile(b)
  const sent = await b.context.request.post('/api/proposals', {
    headers: { authorization: `Bearer ${b.accessToken}`, origin: siteUrl() },
    data: { toPartner: aProfile.slug, channel: 'in-store-space', offer: 'product-sample', model: 'reciprocal', message: 'A shelf of our jam by your till?' },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const link = new URL(await linkFromEmail(a.email, /proposes a collaboration/))
  expect(link.hash).toMatch(/^#proposal-\d+$/)

  // Another device: the link asks for sign-in, then opens the proposal rather than the dashboard.
  const context = await browser.newContext({ baseURL: siteUrl() })
  try {
    const page = await context.newPage()
    await page.goto(link.pathname + link.hash)
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fdashboard%2Fcollaborations${link.hash}$`))
    await submitSignIn(page, { email: a.email, password })
    await expect(page).toHaveURL(new RegExp(`/dashboard/collaborations${link.hash}$`))
    await expect(page.getByTestId('proposals-received').getByTestId('proposal')).toHaveClass(/ring-2/)
  } finally {
    await context.close()
  }
})

test('a save from a tab opened before the profile changed in another is refused, and the other change stands', async ({ members, listProfile }) => {
  const member = await members({ firstName: 'Gina' })
  await listProfile(member)
  const earlier = member.page
  const later = await member.context.newPage()
  await open(earlier, '/dashboard/business')
  await open(later, '/dashboard/business')

  await later.getByLabel('List my business in the directory').uncheck()
  await later.getByLabel('Description', { exact: true }).fill('Closed for renovations until March, then back with a new menu.')
  await later.getByRole('button', { name: 'Save profile' }).click()
  await expect(later.getByRole('form', { name: 'Your business profile' }).getByRole('status')).toContainText('Your profile is saved.')

  await earlier.getByLabel('Suburb').fill('Fitzroy North')
  await earlier.getByRole('button', { name: 'Save profile' }).click()
  await expect(earlier.getByRole('form', { name: 'Your business profile' }).getByRole('status')).toContainText('Your profile was just saved from somewhere else. Please reload and try again.')
  const own = await member.context.request.get('/auth/business-profile', { headers: { authorization: `Bearer ${member.accessToken}` } })
  expect(((await own.json()) as { profile: object }).profile).toMatchObject({ listed: false, suburb: 'Brunswick', description: expect.stringContaining('Closed for renovations') })

  // Saved again from the page as it is now, the edit goes through.
  await later.getByLabel('Suburb').fill('Fitzroy North')
  await later.getByRole('button', { name: 'Save profile' }).click()
  await expect(later.getByRole('form', { name: 'Your business profile' }).getByRole('status')).toContainText('Your profile is saved.')
})

test('My Network names each partner once, however many collaborations they have agreed', async ({ members, listProfile }) => {
  const a = await members({ firstName: 'Frank' })
  const aProfile = await listProfile(a)
  const b = await members({ firstName: 'Erin' })
  const bProfile = await listProfile(b)
  for (const round of [1, 2]) {
    const sent = await postAs(b, '/api/proposals', { toPartner: aProfile.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: `Round ${round}` })
    expect(sent.status(), await sent.text()).toBe(201)
    const { proposal } = (await sent.json()) as { proposal: { id: number } }
    expect((await postAs(a, `/api/proposals/${proposal.id}/accept`)).status()).toBe(200)
  }
  await open(a.page, '/dashboard')
  const network = a.page.getByTestId('card-my-network')
  await expect(network.getByRole('listitem')).toHaveCount(1)
  await expect(network.getByRole('link', { name: bProfile.name })).toBeVisible()
})

test('the business editor counts characters as the server does: emoji are not cut at half the limit, and text past it is flagged, not cut', async ({ members }) => {
  const member = await members({ firstName: 'Tess' })
  await open(member.page, '/dashboard/business')
  const name = member.page.getByLabel('Business name')
  await name.fill('')
  await name.focus()
  // Typed (not set by script), so a `maxLength` in UTF-16 units would stop it at 60.
  await member.page.keyboard.insertText('🍷'.repeat(100))
  expect([...(await name.inputValue())]).toHaveLength(100)
  const description = member.page.getByLabel('Description', { exact: true })
  await description.focus()
  await member.page.keyboard.insertText('a'.repeat(2001))
  await name.focus()
  await expect(member.page.getByText('Description must be at most 2,000 characters')).toBeVisible()
  expect(await description.inputValue()).toHaveLength(2001)
  await expect(member.page.getByText(/Business name must be at most/)).toHaveCount(0)
  // Before the page can save, the button says so once: disabled, not also "aria-disabled=false".
  const html = await (await member.context.request.get('/dashboard/business')).text()
  expect(html).toMatch(/<button type="submit" class="btn-primary" disabled="">/)
})
