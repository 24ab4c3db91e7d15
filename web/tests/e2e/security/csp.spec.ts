// The site under its Content Security Policy (docs/decisions/0036-csp.md): the main pages load and
// work — carousel, modal, contact form, register and login — with no violation; fresh renders carry
// a nonce policy, cached pages a hash policy; every other answer carries the non-HTML subset. The
// dev server (E2E_DEV=1) has no page cache: there every page runs by its nonce.
import { submitRegistration, submitSignIn } from '../auth/fixtures'
import { hydrated } from '../site/events'
import { pageScriptUrls } from '../support/assets'
import { uniqueEmail } from '../support/mail'
import { directive, expect, test } from './fixtures'

const dev = process.env.E2E_DEV === '1'
/** The checks of answers alone, which `pnpm test:e2e:dev` runs against the dev server too. */
const devServer = { tag: '@dev-server' }
const pages = ['/', '/about', '/contact', '/subscriptions', '/privacy', '/coffee-shop', '/online-store', '/partners', '/login', '/register', '/no-such-page']

const nonceOnly = /^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'$/
const hashesOnly = /^script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/

test('the main pages load and hydrate with no violation: cached copies by their script hashes', async ({ page, cspViolations }) => {
  // Runs in `pnpm test:e2e` (the production build); the dev run of `test:e2e:dev` has no page cache to check.
  test.skip(dev, 'the dev server caches no page')
  for (const path of pages) {
    // An anonymous view is served from the page cache, whose shared copy is allowed by hashes, not a nonce.
    const response = await page.goto(path)
    await hydrated(page)
    expect(directive(response!.headers()['content-security-policy'], 'script-src'), path).toMatch(hashesOnly)
  }
  expect(cspViolations).toEqual([])
})

test('the main pages rendered for one visitor (never cached) run by the nonce alone', async ({ page, context, baseURL, cspViolations }) => {
  // Any session cookie, even one that names no session, keeps the answer out of the page cache.
  await context.addCookies([{ name: 'kindred_session', value: 'none', url: baseURL! }])
  for (const path of pages) {
    const response = await page.goto(path)
    await hydrated(page)
    // A made-up path is the shared not-found copy whatever cookie comes with it (a cookie buys no
    // render of it: docs/threat-model.md, item 4), so it runs by its hashes.
    expect(directive(response!.headers()['content-security-policy'], 'script-src'), path).toMatch(path === '/no-such-page' ? hashesOnly : nonceOnly)
  }
  expect(cspViolations).toEqual([])
})

test('the nonce is fresh for every render and is the one the page carries', devServer, async ({ request }) => {
  const nonces = new Set<string>()
  for (let i = 0; i < 3; i++) {
    const response = await request.get('/login', { headers: { cookie: 'kindred_session=none' } })
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
    expect(nonce).toBeTruthy()
    const html = await response.text()
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}"/>`)
    // Data blocks (JSON-LD, islands' props) are never run, so the policy does not apply to them.
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => !/\bsrc=|ld\+json|type="application\/json"/.test(attributes))
    expect(inline.length).toBeGreaterThan(0)
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`)
    nonces.add(nonce!)
  }
  expect(nonces.size).toBe(3)
})

test('home: the carousel and the step modal work', async ({ page, cspViolations }) => {
  await page.goto('/')
  await hydrated(page)
  const carousel = page.getByTestId('comparison-carousel')
  await carousel.getByRole('button', { name: 'Next card' }).click()
  await expect(carousel.locator('article:not([aria-hidden="true"]) h3')).toHaveText('Product Ecosystem')
  await page.getByRole('button', { name: 'Learn More: Connect & Collaborate' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(cspViolations).toEqual([])
})

test('the contact form sends', async ({ page, cspViolations }) => {
  await page.goto('/contact')
  await hydrated(page)
  await page.getByLabel('Name').fill('Casey Policy')
  await page.getByLabel('Email').fill(uniqueEmail('e2e-csp-contact'))
  await page.getByLabel('Message').fill('Checking the policy.\nSecond line.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('button', { name: 'Sent!' })).toBeVisible()
  expect(cspViolations).toEqual([])
})

test('register, then sign out and sign in again', async ({ page, cspViolations }) => {
  const email = uniqueEmail('e2e-csp')
  const password = 'policy-passphrase-42'
  await page.goto('/register')
  await hydrated(page)
  await submitRegistration(page, { firstName: 'Ada', lastName: 'Policy', email, password })
  await expect(page).toHaveURL(/\/dashboard\b/)
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/\?account=signed-out$/)
  await page.goto('/login')
  await hydrated(page)
  await submitSignIn(page, { email, password })
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Welcome, Ada!').first()).toBeVisible()
  expect(cspViolations).toEqual([])
})

test('every other answer carries the non-HTML subset; assets are nosniff', devServer, async ({ request }) => {
  const subset = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`
  const answers = [
    await request.post('/auth/login', { data: { email: 'nobody@example.com', password: 'x' } }),
    await request.get('/auth/profile'),
    await request.get('/sitemap.xml'),
    await request.get('/robots.txt'),
    await request.get('/og?path=/about'),
    await request.get('/ecommerce-collaboration', { maxRedirects: 0 }),
    await request.get('/%'),
  ]
  for (const response of answers) {
    const headers = response.headers()
    expect(headers['content-security-policy'], response.url()).toBe(subset)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(response.status(), response.url()).toBeLessThan(500)
  }
  // The dev server's modules stand for the built assets there.
  const [asset] = dev ? ['/@vite/client'] : await pageScriptUrls(request)
  expect((await request.get(asset!)).headers()['x-content-type-options']).toBe('nosniff')
})

test('pages may not be framed and open no powerful features', devServer, async ({ request }) => {
  const headers = (await request.get('/about')).headers()
  expect(directive(headers['content-security-policy'], 'frame-ancestors')).toBe(`frame-ancestors 'none'`)
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  expect(headers['permissions-policy']).toContain('camera=()')
  // Not production (APP_ENV=test): no HSTS on plain http.
  expect(headers['strict-transport-security']).toBeUndefined()
})

test('the policy is enforced: a script injected into the page does not run and is reported', async ({ page }) => {
  await page.goto('/about')
  await hydrated(page)
  const outcome = await page.evaluate(async () => {
    const reported = new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true }))
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.append(script)
    return { ran: (window as unknown as { __injected?: boolean }).__injected === true, directive: await reported }
  })
  expect(outcome).toEqual({ ran: false, directive: 'script-src-elem' })
})
