// A support person's rounds in the admin (docs/decisions/0089): a proposal reads as who proposed
// to whom and is found by either business's name; a member is found by name and their business
// type reads as its name; a contact message's triage offers nothing support cannot do, and an
// empty cell reads as empty.
import { cmsUrl, createStaff, signInWithApi } from '../support/staff'
import { agreedThenLeft, expect, postAs, siteUrl, test, uniqueWord } from '../partners/fixtures'

test('support finds a proposal by either business and reads it as who proposed to whom', async ({ page, members, listProfile, request }) => {
  const owner = await members({ firstName: 'Rosa' })
  const own = await listProfile(owner)
  const sender = await members({ firstName: 'Sami' })
  const other = await listProfile(sender)
  const sent = await postAs(sender, '/api/proposals', { toPartner: own.slug, channel: 'newsletter', offer: 'product-sample', model: 'reciprocal', message: 'A newsletter swap?' })
  expect(sent.status(), await sent.text()).toBe(201)
  const title = `${other.name} → ${own.name}`

  await signInWithApi(page, await createStaff(request, 'support'))
  await page.goto(`${cmsUrl()}/admin/collections/proposals`)
  await expect(page.getByRole('columnheader', { name: 'Proposal' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Sent' })).toBeVisible()
  await page.getByPlaceholder(/^Search by/).fill(own.name)
  // The box searches once typing stops: the list is the searched one when the address says so.
  await expect(page).toHaveURL(/search=/)
  const row = page.getByRole('row', { name: new RegExp(own.name) })
  await expect(row).toHaveCount(1)
  await row.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(/\/proposals\/\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.locator('.step-nav')).toContainText(other.name)
  await expect(page.getByText(/^ID: \d+/)).toHaveCount(0)
  // From and To name both sides once; the virtual copies of their names stay out of the form.
  await expect(page.locator('#field-fromBusiness')).toHaveCount(0)
})

test('a proposal whose sender has left is titled with the name it left under', async ({ page, members, listProfile, request }) => {
  const owner = await members({ firstName: 'Rosa' })
  const own = await listProfile(owner)
  const sender = await members({ firstName: 'Sami' })
  const other = await listProfile(sender)
  const id = await agreedThenLeft(sender, owner, own.slug, 'A newsletter swap?')

  await signInWithApi(page, await createStaff(request, 'support'))
  await page.goto(`${cmsUrl()}/admin/collections/proposals/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${other.name} (left Kindred) → ${own.name}`)
  await page.goto(`${cmsUrl()}/admin/collections/proposals?search=${encodeURIComponent(other.name)}`)
  await expect(page.getByRole('link', { name: `${other.name} (left Kindred) → ${own.name}` })).toBeVisible()
})

test("support finds a member by last name and reads their business type's name", async ({ page, members, request }) => {
  const member = await members({ firstName: 'Noor' })
  const lastName = `Surname ${uniqueWord()}`
  const saved = await member.context.request.put('/auth/profile', {
    headers: { authorization: `Bearer ${member.accessToken}`, origin: siteUrl() },
    data: { lastName, businessType: 'coffee-shop' },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  // The site's User JSON keeps the slug (decision 0089); only the admin shows the name.
  expect(((await saved.json()) as { user: { businessType: string } }).user.businessType).toBe('coffee-shop')

  await signInWithApi(page, await createStaff(request, 'support'))
  await page.goto(`${cmsUrl()}/admin/collections/members`)
  await expect(page.getByRole('columnheader', { name: 'Joined' })).toBeVisible()
  await page.getByPlaceholder(/^Search by/).fill(lastName)
  await expect(page).toHaveURL(/search=/)
  const row = page.getByRole('row', { name: new RegExp(member.email.replace(/[.+]/g, '\\$&')) })
  await expect(row).toHaveCount(1)
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(row).toContainText('Coffee Shops & Bakeries')
  await expect(row).toContainText('Yes')
  await row.getByRole('link', { name: member.email }).click()
  await expect(page).toHaveURL(/\/members\/\d+/)
  await expect(page.locator('#field-businessTypeName')).toHaveValue('Coffee Shops & Bakeries')
  await expect(page.locator('#field-businessType')).toHaveValue('coffee-shop')
})

test("a member in the admin shows support the contact desk's messages, and leaves their signed-in devices out", async ({ page, members, request }) => {
  const member = await members({ firstName: 'Ines' })
  await signInWithApi(page, await createStaff(request, 'support'))
  await page.goto(`${cmsUrl()}/admin/collections/members`)
  await page.getByPlaceholder(/^Search by/).fill(member.email)
  await expect(page).toHaveURL(/search=/)
  await page.getByRole('link', { name: member.email }).click()
  await expect(page).toHaveURL(/\/members\/\d+/)
  await expect(page.getByText('Business profile', { exact: true })).toBeVisible()
  await expect(page.getByText('Contact messages', { exact: true })).toBeVisible()
  // Sessions are admins' alone (decision 0100): no empty table under their heading.
  await expect(page.getByText('Signed-in devices', { exact: true })).toHaveCount(0)
})

test('triage offers no empty status and no way to make staff from a message', async ({ page, request }) => {
  const sent = await request.post('/contact', {
    data: { name: 'Triage Tester', email: `triage-${uniqueWord()}@example.com`, message: 'How do I list my shop? '.repeat(20), type: 'other' },
  })
  expect(sent.status(), await sent.text()).toBe(201)

  await signInWithApi(page, await createStaff(request, 'support'))
  await page.goto(`${cmsUrl()}/admin/collections/contact-messages`)
  // Nobody assigned and no member account: empty cells, not "<No Assigned To>".
  const row = page.getByRole('row', { name: /Triage Tester/ }).first()
  await expect(row).toContainText('—')
  await expect(row).not.toContainText('<No')
  await row.getByRole('link', { name: 'Triage Tester' }).click()
  await expect(page.locator('#field-status')).toContainText('New')
  await expect(page.locator('#field-status .clear-indicator')).toHaveCount(0)
  await expect(page.locator('#field-assignedTo')).toBeVisible()
  await expect(page.locator('#field-assignedTo .relationship-add-new')).toHaveCount(0)
  const rows = await page.locator('#field-message').getAttribute('rows')
  expect(Number(rows)).toBeGreaterThanOrEqual(10)
})
