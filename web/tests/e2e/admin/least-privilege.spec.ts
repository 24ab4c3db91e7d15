// Least privilege in the admin (docs/decisions/0100): an editor's nav has no desk and the desk's
// addresses show an editor nothing of a member; support's nav has the desk, and its rows.
import { adminToken, cmsUrl, createStaff, signIn } from '../support/staff'
import { expect, test, type Member } from '../partners/fixtures'

/** Where a member's data is kept: the editor's admin shows none of it. */
const personal = ['members', 'member-sessions', 'member-tokens', 'business-profiles', 'proposals', 'contact-messages', 'email-outbox']

// Every admin page renders on the server; a dozen of them in one test.
test.setTimeout(300_000)

/** The member's and their business's ids, read as the seeded admin. */
async function idsOf(request: Parameters<typeof adminToken>[0], member: Member, slug: string) {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const find = async (path: string) => {
    const answer = await request.get(`${cmsUrl()}/api/${path}`, { headers })
    expect(answer.status()).toBe(200)
    return ((await answer.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  return { member: await find(`members?where[email][equals]=${encodeURIComponent(member.email)}&depth=0`), business: await find(`business-profiles?where[slug][equals]=${slug}&depth=0`) }
}

test('an editor sees no member, business, proposal or message: not in the nav, not at their addresses', async ({ page, members, listProfile, request }) => {
  const member = await members({ firstName: 'Priya' })
  const business = await listProfile(member)
  const ids = await idsOf(request, member, business.slug)

  await signIn(page, await createStaff(request, 'editor'))
  const nav = page.locator('nav')
  await expect(nav.locator('a[href="/admin/collections/pages"]')).toHaveCount(1)
  for (const slug of personal) await expect(nav.locator(`a[href="/admin/collections/${slug}"]`), slug).toHaveCount(0)
  await expect(page.getByTestId('partners-listed-count')).toHaveCount(0)
  await expect(page.getByTestId('contact-new-count')).toHaveCount(0)

  // The lists a member's name, address or business would show in, and their two records.
  const lists = ['members', 'business-profiles', 'proposals', 'contact-messages'].map((slug) => `/admin/collections/${slug}`)
  const addresses = [...lists, `/admin/collections/members/${ids.member}`, `/admin/collections/business-profiles/${ids.business}`]
  for (const address of addresses) {
    await page.goto(`${cmsUrl()}${address}`)
    await expect(page.locator('body')).not.toContainText(member.email)
    await expect(page.locator('body')).not.toContainText(business.name)
    await expect(page.locator('table')).toHaveCount(0)
  }
  // The team list is themselves alone.
  await page.goto(`${cmsUrl()}/admin/collections/staff`)
  await expect(page.locator('tbody tr')).toHaveCount(1)
})

test('support has the desk: messages, members, businesses and proposals, and no sessions or outbox', async ({ page, members, listProfile, request }) => {
  const member = await members({ firstName: 'Priya' })
  const business = await listProfile(member)

  await signIn(page, await createStaff(request, 'support'))
  const nav = page.locator('nav')
  for (const slug of ['contact-messages', 'members', 'business-profiles', 'proposals']) await expect(nav.locator(`a[href="/admin/collections/${slug}"]`), slug).toHaveCount(1)
  for (const slug of ['member-sessions', 'member-tokens', 'email-outbox']) await expect(nav.locator(`a[href="/admin/collections/${slug}"]`), slug).toHaveCount(0)
  await expect(page.getByTestId('partners-listed-count')).toBeVisible()

  await page.goto(`${cmsUrl()}/admin/collections/members?search=${encodeURIComponent(member.email)}`)
  await expect(page.getByRole('link', { name: member.email })).toBeVisible()
  await page.goto(`${cmsUrl()}/admin/collections/business-profiles?search=${encodeURIComponent(business.name)}`)
  await expect(page.getByRole('link', { name: business.name })).toBeVisible()
})
