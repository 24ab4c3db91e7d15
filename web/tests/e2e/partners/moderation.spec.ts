// Support takes a business off the directory in the admin (decision 0042), and it stays off: the
// member's editor says why, offers no Listed box, and still saves the rest of the profile.
import { mergeTests, type APIRequestContext } from '@playwright/test'

import { adminToken, cmsUrl, test as staff } from '../support/staff'
import { agreedThenLeft, expect, open, postAs, siteUrl, test as partners } from './fixtures'

const test = mergeTests(partners, staff)

/** The admin's id of the business profile at `slug`. */
async function profileId(request: APIRequestContext, slug: string): Promise<number> {
  const found = await request.get(`${cmsUrl()}/api/business-profiles?where[slug][equals]=${slug}&depth=0`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
  return ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
}

test('a business support unlists leaves the directory and stays off it; its owner is told why and can still edit', async ({ supportPage: page, members, listProfile, request }) => {
  const owner = await members({ firstName: 'Mara' })
  const { slug, name } = await listProfile(owner)
  const id = await profileId(request, slug)

  await page.goto(`${cmsUrl()}/admin/collections/business-profiles/${id}`)
  await expect(page.locator('#field-listed')).toBeChecked()
  // Support can open the business's public page from here, and after unlisting see it gone.
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `${siteUrl()}/partners/${slug}`)
  await page.locator('#field-listed').uncheck()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('updated successfully')).toBeVisible()
  await page.reload()
  await expect(page.locator('#field-heldBySupport')).toBeChecked()

  await expect.poll(async () => (await request.get(`/partners/${slug}`)).status(), { timeout: 5_000 }).toBe(404)

  const editor = owner.page
  await open(editor, '/dashboard/business')
  await expect(editor.getByTestId('listing-held')).toContainText('Our support team has taken your business off the directory')
  await expect(editor.getByRole('checkbox', { name: /List my business/i })).toHaveCount(0)
  await expect(editor.getByTestId('listing-held').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact')
  const description = editor.getByLabel('Description', { exact: true })
  await description.fill(`${await description.inputValue()} Open late on Fridays.`)
  await editor.getByRole('button', { name: 'Save profile' }).click()
  await expect(editor.getByRole('form', { name: 'Your business profile' }).getByRole('status')).toContainText('Your profile is saved.')
  const own = await owner.context.request.get('/auth/business-profile', { headers: { authorization: `Bearer ${owner.accessToken}` } })
  expect(((await own.json()) as { profile: { listed: boolean; description: string; name: string } }).profile).toMatchObject({
    listed: false,
    name,
    description: expect.stringContaining('Open late on Fridays.'),
  })
  expect((await request.get(`/partners/${slug}`)).status()).toBe(404)
})

test("support sees a business's proposals with the other business named, sent and received", async ({ supportPage: page, members, listProfile, request }) => {
  const owner = await members({ firstName: 'Rosa' })
  const own = await listProfile(owner)
  const sender = await members({ firstName: 'Sami' })
  const other = await listProfile(sender)
  const sent = await postAs(sender, '/api/proposals', { toPartner: own.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'A newsletter swap?' })
  expect(sent.status(), await sent.text()).toBe(201)

  await page.goto(`${cmsUrl()}/admin/collections/business-profiles/${await profileId(request, own.slug)}`)
  // Each row names the other business (read through the relationship on the server).
  await page.locator('#field-proposalsReceived').scrollIntoViewIfNeeded()
  await expect(page.locator('#field-proposalsReceived')).toContainText(other.name)
  // Dates day first, with the year ("26 Nov 2026, 10:43 AM"), and no avatar fetched from Gravatar.
  await expect(page.locator('#field-proposalsReceived')).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\b/)
  await expect(page.locator('img[src*="gravatar"]')).toHaveCount(0)
  await page.goto(`${cmsUrl()}/admin/collections/business-profiles/${await profileId(request, other.slug)}`)
  await page.locator('#field-proposalsSent').scrollIntoViewIfNeeded()
  await expect(page.locator('#field-proposalsSent')).toContainText(own.name)
})

test('a collaboration whose sender has left shows in the admin with that side empty, named as it left', async ({ supportPage: page, members, listProfile }) => {
  const owner = await members({ firstName: 'Rosa' })
  const own = await listProfile(owner)
  const sender = await members({ firstName: 'Sami' })
  const other = await listProfile(sender)
  const id = await agreedThenLeft(sender, owner, own.slug, 'A newsletter swap?')

  await page.goto(`${cmsUrl()}/admin/collections/proposals/${id}`)
  await expect(page.locator('#field-fromName')).toHaveValue(other.name)
  await expect(page.locator('#field-fromSlug')).toHaveValue(other.slug)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${other.name} (left Kindred) → ${own.name}`)
  await expect(page.locator('#field-status')).toContainText('Accepted')
  // The list shows it too, the departed side's cell empty.
  await page.goto(`${cmsUrl()}/admin/collections/proposals?limit=100`)
  await expect(page.getByRole('row', { name: new RegExp(own.name) })).toHaveCount(1)
})

test('a proposal from a business support holds offers no Accept: the card says why, and declining stays open', async ({ members, listProfile, request }) => {
  const owner = await members({ firstName: 'Nell' })
  const own = await listProfile(owner)
  const sender = await members({ firstName: 'Omar' })
  const other = await listProfile(sender)
  const sent = await postAs(sender, '/api/proposals', { toPartner: own.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'A newsletter swap?' })
  expect(sent.status(), await sent.text()).toBe(201)
  // Staff untick Listed, which holds the business.
  const unlisted = await request.patch(`${cmsUrl()}/api/business-profiles/${await profileId(request, other.slug)}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { listed: false },
  })
  expect(unlisted.status(), await unlisted.text()).toBe(200)

  const page = owner.page
  await open(page, '/dashboard/collaborations')
  const card = page.getByTestId('proposals-received').getByTestId('proposal')
  const why = `Our support team has taken ${other.name} off the directory for now, so their proposal cannot be accepted. You can decline it, or wait until they are listed again.`
  await expect(card.getByTestId('accept-refused')).toHaveText(why)
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  await expect(card.getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription(why)
  page.once('dialog', (dialog) => void dialog.accept())
  await card.getByRole('button', { name: 'Decline' }).click()
  await expect(card.getByTestId('proposal-status')).toHaveText('Declined')
  await expect(card.getByTestId('accept-refused')).toHaveCount(0)

  // The held business is told why it cannot propose, not to list itself: that is not its to do.
  await open(sender.page, `/partners/${own.slug}`)
  await expect(sender.page.getByTestId('propose-notice')).toHaveText(
    'Our support team has taken your business off the directory, so you cannot send proposals for now. Please contact us about listing it again.',
  )
  await expect(sender.page.getByRole('button', { name: 'Propose a collaboration' })).toHaveCount(0)
})

test('a member whose email address is not verified is asked to verify before accepting, and may decline', async ({ members, listProfile }) => {
  const owner = await members({ firstName: 'Ines', verified: false })
  const own = await listProfile(owner)
  const sender = await members({ firstName: 'Theo' })
  await listProfile(sender)
  const sent = await postAs(sender, '/api/proposals', { toPartner: own.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'A newsletter swap?' })
  expect(sent.status(), await sent.text()).toBe(201)

  await open(owner.page, '/dashboard/collaborations')
  const card = owner.page.getByTestId('proposals-received').getByTestId('proposal')
  const why = 'Please verify your email address before accepting proposals: accepting shares it with the other business. You can still decline.'
  await expect(card.getByTestId('accept-refused')).toHaveText(why)
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  await expect(card.getByRole('button', { name: 'Decline' })).toHaveAccessibleDescription(why)
})
