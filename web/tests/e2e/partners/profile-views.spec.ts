// A business's profile views are counted once a day per member or per visitor address: a visitor
// whose browser string changes on every request (a script) counts once (decision 0090).
import { expect, open, siteUrl, test } from './fixtures'

test('a visitor reloading a profile with a new User-Agent each time counts as one view', async ({ playwright, members, listProfile }) => {
  const owner = await members({ firstName: 'Vera' })
  const { slug } = await listProfile(owner)
  const visitor = await playwright.request.newContext({ baseURL: siteUrl() })
  for (let i = 0; i < 4; i++) {
    const response = await visitor.get(`/partners/${slug}`, { headers: { 'user-agent': `Mozilla/5.0 (counting-script ${i})` } })
    expect(response.status()).toBe(200)
    // Past the page cache's second, so each request renders the page (and its view is recorded) again.
    await new Promise((resolve) => setTimeout(resolve, 1200))
  }
  await visitor.dispose()
  await open(owner.page, '/dashboard')
  await expect(owner.page.getByTestId('card-analytics').locator('div', { hasText: 'Profile views' }).locator('dd')).toHaveText('1')
})

test('pointing at a business in the directory is not a view of its profile; opening it is', async ({ members, listProfile }) => {
  const owner = await members({ firstName: 'Wren' })
  const { name } = await listProfile(owner)
  const views = async () => {
    await open(owner.page, '/dashboard')
    return owner.page.getByTestId('card-analytics').locator('div', { hasText: 'Profile views' }).locator('dd')
  }
  const viewer = (await members({ firstName: 'Xavi' })).page
  await open(viewer, `/partners?q=${encodeURIComponent(name.split(' ').at(-1)!)}`)
  const link = viewer.getByRole('link', { name, exact: true })
  // The router would load the page's data as the pointer rests on a link to it.
  await link.hover()
  await link.focus()
  await viewer.waitForTimeout(1500)
  await expect(await views()).toHaveText('0')
  await link.click()
  await expect(viewer.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(await views()).toHaveText('1')
})
