// Accounts in the browser: registration to a verified dashboard, logout, login, every validation
// message, the server redirects both ways, and the Google button hidden without a client id.
import type { Page } from '@playwright/test'

import { cookieHeader, expect, hydrated, open, registerIn, signIn, submitRegistration, submitSignIn, test } from './fixtures'
import { holdIslandScripts } from '../support/islands'
import { linkFromEmail, uniqueEmail, waitForMail } from '../support/mail'

const password = 'analytical-engine-42'

async function registerMember(page: Page, email: string) {
  await open(page, '/register')
  await submitRegistration(page, { firstName: 'Ada', lastName: 'Lovelace', email, password, company: 'Engines Pty Ltd' })
  await expect(page).toHaveURL(/\/dashboard/)
}

test('register → dashboard (Unverified) → verify by the emailed link → Verified', async ({ page }) => {
  const email = uniqueEmail('e2e-register')
  await registerMember(page, email)
  await expect(page.getByText('Registration successful! Please check your email to verify your account.')).toBeVisible()
  // Just registered: welcomed, not welcomed back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada!')
  await expect(page.getByText('Welcome, Ada!').first()).toBeVisible()
  await expect(page.getByTestId('initials')).toHaveText('AL')
  await expect(page.getByText(email).first()).toBeVisible()
  await expect(page.getByText('Engines Pty Ltd').first()).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('Unverified')
  await expect(page.getByTestId('verification-notice')).toContainText('Email verification required: Please check your email and click the verification link to activate your account.')
  for (const text of ['Member since', 'Profile updated', 'Find Partners', 'My Network', 'Analytics', 'Account created successfully', 'Getting Started']) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible()
  }
  // No business yet, so nothing to be like or near: Find Partners says it leads to everyone.
  await expect(page.getByTestId('find-partners-text')).toHaveText('Every business in the directory.')
  // The events are there once the dashboard has hydrated, which on a busy machine comes after its words.
  await expect.poll(() => page.evaluate(() => window.__kindredEvents?.map((e) => e.event) ?? [])).toEqual(expect.arrayContaining(['register_attempt', '$identify', 'register_success']))

  const link = await linkFromEmail(email, /Verify your email/)
  await open(page, new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible()
  // The script posted the link itself: the form for browsers without it is gone.
  await expect(page.getByRole('button', { name: 'Verify my email' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(page.getByTestId('account-status')).toHaveText('Verified')
  await expect(page.getByTestId('verification-notice')).toHaveCount(0)
  // The link works once; opened again, it says the address is verified rather than calling itself invalid.
  await open(page, new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Your email address is already verified' })).toBeVisible()
  await expect(page.getByText('This link was used before, so there is nothing more to do.')).toBeVisible()
})

test('the emailed verification link works where no script runs: one press verifies, once', async ({ noScriptPage: visit, page, ownMember }) => {
  const link = new URL(await linkFromEmail(ownMember.email, /Verify your email/))
  await visit.goto(link.pathname + link.search)
  await expect(visit.getByRole('heading', { name: 'Verifying your email…' })).toBeVisible()
  await visit.getByRole('button', { name: 'Verify my email' }).click()
  await expect(visit).toHaveURL(/\/verify-email\?outcome=verified$/)
  await expect(visit.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible()

  // The member's own session (another device) sees the address verified.
  await open(page, '/dashboard')
  await expect(page.getByTestId('account-status')).toHaveText('Verified')

  // The link is spent: pressing again says the address is verified.
  await visit.goto(link.pathname + link.search)
  await visit.getByRole('button', { name: 'Verify my email' }).click()
  await expect(visit).toHaveURL(/\/verify-email\?outcome=already-verified$/)
  await expect(visit.getByRole('heading', { name: 'Your email address is already verified' })).toBeVisible()

  // A link that never was is invalid.
  await visit.goto(`/verify-email?token=${'a'.repeat(52)}`)
  await visit.getByRole('button', { name: 'Verify my email' }).click()
  await expect(visit).toHaveURL(/\/verify-email\?outcome=failed$/)
  await expect(visit.getByRole('heading', { name: 'We could not verify your email' })).toBeVisible()
  await expect(visit.getByText('This link is invalid or has expired.')).toBeVisible()
})

test('a verification link that cannot reach the server is not called invalid: the page offers to try again, and that verifies', async ({ page, ownMember }) => {
  const link = new URL(await linkFromEmail(ownMember.email, /Verify your email/))
  // The first post from the page fails in the network (offline, a dropped connection).
  let failed = 0
  await page.route('**/auth/verify-email', (route) => (failed++ === 0 ? route.abort('internetdisconnected') : route.continue()))
  await open(page, link.pathname + link.search)
  await expect(page.getByRole('heading', { name: 'We could not verify your email' })).toBeVisible()
  await expect(page.getByTestId('verify-unavailable')).toHaveText('We could not reach the server. Please try again.')
  await expect(page.getByText('This link is invalid or has expired.')).toHaveCount(0)
  await page.getByRole('button', { name: 'Verify my email' }).click()
  await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible()
  expect(failed).toBe(2)
  // Tried from the page itself: the address is still the link, not an outcome.
  expect(new URL(page.url()).search).toBe(link.search)
})

test('signing in works where no script runs: a refusal says why and keeps the email, then back to the page asked for', async ({ noScriptPage: page, member }) => {
  await page.goto('/login?redirect=%2Fdashboard%2Fcollaborations')
  await submitSignIn(page, { email: member.email, password: 'not-the-password' })
  await expect(page.getByRole('alert')).toContainText('Login failed. Please check your credentials.')
  // No dismiss button that could not work without script.
  await expect(page.getByRole('alert').getByRole('button')).toHaveCount(0)
  await expect(page.getByLabel('Email')).toHaveValue(member.email)
  await expect(page.getByLabel('Password')).toHaveValue('')

  await page.getByLabel('Password').fill(member.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard\/collaborations$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(`Welcome, ${member.firstName}!`).first()).toBeVisible()
})

test("registering works where no script runs: the browser's own checks, a refusal that keeps what was typed, then the welcome", async ({ noScriptPage: page, member }) => {
  await page.goto('/register')
  const submit = page.getByRole('button', { name: 'Create Account' })
  await expect(submit).toBeEnabled()
  // The browser's own checks stop an empty form before it is sent.
  await submit.click()
  await expect(page).toHaveURL(/\/register$/)
  expect(await page.getByLabel('First Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)

  await page.getByLabel('First Name').fill('Grace')
  await page.getByLabel('Last Name').fill('Hopper')
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill('compiler-a-0-1952')
  await page.getByLabel('Company').fill('Harvard Mark I')
  await submit.click()
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists. Please sign in instead.')
  await expect(page.getByLabel('First Name')).toHaveValue('Grace')
  await expect(page.getByLabel('Company')).toHaveValue('Harvard Mark I')
  await expect(page.getByLabel('Password')).toHaveValue('')

  const email = uniqueEmail('e2e-noscript')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('compiler-a-0-1952')
  await submit.click()
  await expect(page).toHaveURL(/\/dashboard\?registered=1$/)
  await expect(page.getByText('Welcome, Grace!').first()).toBeVisible()
  await expect(page.getByTestId('account-status')).toHaveText('Unverified')
  expect(await linkFromEmail(email, /Verify your email/)).toContain('/verify-email?token=')
})

test('a forgotten password is reset by the emailed link, with script and where none runs', async ({ noScriptPage: visit, context, page, ownMember }) => {
  await context.clearCookies()
  await open(page, '/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  // The sign-in page, with its own Email field, stays up until the next page has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await page.getByLabel('Email').fill(ownMember.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If an account exists for that address, we have sent it a link to choose a new password.')).toBeVisible()
  const firstLink = await linkFromEmail(ownMember.email, /Reset your/)
  await page.goto(firstLink)
  await page.getByLabel('Password').fill('first-new-passphrase')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/dashboard\?password=changed$/)

  await visit.goto('/forgot-password')
  await visit.getByLabel('Email').fill(ownMember.email)
  await visit.getByRole('button', { name: 'Send reset link' }).click()
  await expect(visit).toHaveURL(/\/forgot-password\?sent=1$/)
  await expect(visit.getByText('If an account exists for that address, we have sent it a link to choose a new password.')).toBeVisible()

  // The email is sent after the answer: wait for the new link, not the first one.
  const mail = await waitForMail(ownMember.email, (candidate) => /Reset your/.test(candidate.subject ?? '') && !(candidate.text ?? '').includes(firstLink))
  const link = new URL(mail.text!.match(/https?:\/\/\S+/)![0])
  await visit.goto(link.pathname + link.search)
  await visit.getByLabel('Password').fill('password123')
  await visit.getByRole('button', { name: 'Set new password' }).click()
  await expect(visit.getByRole('alert')).toContainText('This password is too common.')
  await visit.getByLabel('Password').fill('second-new-passphrase')
  await visit.getByRole('button', { name: 'Set new password' }).click()
  await expect(visit).toHaveURL(/\/dashboard\?password=changed$/)
  await expect(visit.getByText(`Welcome, ${ownMember.firstName}!`).first()).toBeVisible()

  // The link is spent: opening it again says so at once, with no form that could only fail, and offers a new one.
  await visit.goto(link.pathname + link.search)
  await expect(visit.getByText('This link is invalid or has expired.')).toBeVisible()
  await expect(visit.getByLabel('Password')).toHaveCount(0)
  // Also the first link, which the second request retired unused.
  await page.goto(firstLink)
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible()
  await visit.getByRole('link', { name: 'Ask for a new one' }).click()
  await expect(visit).toHaveURL(/\/forgot-password$/)
  // The second reset ended every other session, the first browser's included.
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login/)
})

test('a form filled in before its script has arrived keeps what was typed, and sends it once the script runs', async ({ page }) => {
  const release = await holdIslandScripts(page)
  await page.goto('/register', { waitUntil: 'commit' })
  const email = uniqueEmail('e2e-register-early')
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('Last Name').fill('Lovelace')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  release()
  await hydrated(page)

  await expect(page.getByLabel('First Name')).toHaveValue('Ada')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Password')).toHaveValue(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/dashboard/)
})

test('signing in with the form filled in before its script has arrived', async ({ page, member }) => {
  const release = await holdIslandScripts(page)
  await page.goto('/login', { waitUntil: 'commit' })
  await page.getByLabel('Email').fill(member.email)
  await page.getByLabel('Password').fill(member.password)
  release()
  await hydrated(page)

  await expect(page.getByLabel('Email')).toHaveValue(member.email)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('logout goes home signed out; login with a wrong then the right password', async ({ page }) => {
  const email = uniqueEmail('e2e-login')
  await registerMember(page, email)
  // The script's logout, which records its events: before the dashboard hydrates, the button posts
  // its form as it does without script (tested below), and that path records none.
  await hydrated(page)
  await page.getByRole('button', { name: 'Logout' }).first().click()
  await expect(page).toHaveURL(/\/\?account=signed-out$/)
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  const events = await page.evaluate(() => window.__kindredEvents?.map((e) => e.event) ?? [])
  expect(events).toEqual(expect.arrayContaining(['logout_clicked', 'logout_completed']))
  expect(await page.evaluate(() => localStorage.getItem('kindred.accessToken'))).toBeNull()

  await open(page, '/login')
  await submitSignIn(page, { email, password: 'wrong-password' })
  const banner = page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' })
  await expect(banner).toBeVisible()
  await banner.getByRole('button', { name: 'Dismiss error' }).click()
  await expect(banner).toHaveCount(0)
  // The focus went on to the form, not to the top of the page.
  await expect(page.getByLabel('Email')).toBeFocused()
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByText('Welcome, Ada!').first()).toBeVisible()
})

test('logout works where no script runs: the form ends the session and goes home; another site cannot post it', async ({ noScriptPage: page, member, request }) => {
  await signIn(page.context(), member)
  await page.goto('/dashboard')
  await expect(page.getByText(`Welcome, ${member.firstName}!`).first()).toBeVisible()
  const cookie = await cookieHeader(page.context())

  // The same form from another site: refused, and the member stays signed in.
  const csrf = (await page.context().cookies()).find((c) => c.name.endsWith('kindred_csrf'))!.value
  const forged = await request.post('/auth/logout', { headers: { cookie, origin: 'https://elsewhere.example' }, form: { csrf }, maxRedirects: 0 })
  expect(forged.status()).toBe(403)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/\?account=signed-out$/)
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible()
  // The session itself ended, not only this browser's cookie.
  const after = await request.get('/auth/profile', { headers: { cookie } })
  expect(after.status()).toBe(401)
})

test('login validation: errors only after touch; an invalid submit shows them all', async ({ page }) => {
  await open(page, '/login')
  await expect(page.getByText('Email is required')).toHaveCount(0)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await page.getByLabel('Email').fill('not-an-email')
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await page.getByLabel('Password').fill('short')
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
})

test('register validation: every message, the button disabled while invalid', async ({ page }) => {
  await open(page, '/register')
  const submit = page.getByRole('button', { name: 'Create Account' })
  await expect(submit).toBeDisabled()
  await expect(page.getByLabel('Password')).toHaveAttribute('placeholder', 'Password (min 8 characters)')
  for (const label of ['First Name', 'Last Name', 'Email', 'Password']) {
    await page.getByLabel(label).fill('x')
    await page.getByLabel(label).fill('')
    await page.getByLabel(label).blur()
    await expect(page.getByText(`${label} is required`)).toBeVisible()
  }
  await page.getByLabel('Email').fill('nope')
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await page.getByLabel('Password').fill('1234567')
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
  await expect(page.getByText('Company is required')).toHaveCount(0)
  // A name that would put a link into the emails we send is refused before anything is sent.
  await page.getByLabel('First Name').fill('Visit https://evil.example to confirm')
  await expect(page.getByText('First Name cannot contain a web address or an email address')).toBeVisible()
  await page.getByLabel('First Name').fill('Ada')
  await expect(page.getByText('First Name cannot contain a web address or an email address')).toHaveCount(0)
  // The disabled button looks it.
  expect(Number(await submit.evaluate((button) => getComputedStyle(button).opacity))).toBeLessThan(0.7)
  for (const title of ['Find New Channels', 'Create New Revenue', 'Join a Community']) await expect(page.getByRole('heading', { name: title })).toBeVisible()
})

test('register: Enter in a field of an incomplete form shows what is missing and moves to it', async ({ page }) => {
  await open(page, '/register')
  await page.getByLabel('First Name').fill('Ada')
  await page.getByLabel('First Name').press('Enter')
  await expect(page.getByText('Last Name is required')).toBeVisible()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByLabel('Last Name')).toBeFocused()
})

test('redirects on the server: /dashboard → /login for visitors, /login and /register → /dashboard for members', async ({ page, request }) => {
  const visitor = await request.get('/dashboard', { maxRedirects: 0 })
  expect(visitor.status()).toBe(307)
  expect(visitor.headers().location).toMatch(/\/login$/)

  await registerMember(page, uniqueEmail('e2e-redirect'))
  const cookies = await page.context().cookies()
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
  for (const path of ['/login', '/register']) {
    const member = await request.get(path, { maxRedirects: 0, headers: { cookie } })
    expect(member.status(), path).toBe(307)
    expect(member.headers().location).toMatch(/\/dashboard$/)
  }
  const dashboard = await request.get('/dashboard', { maxRedirects: 0, headers: { cookie } })
  expect(dashboard.status()).toBe(200)
  expect(await dashboard.text()).toContain('Welcome back, Ada!')
})

test('without GOOGLE_CLIENT_ID the Google buttons are hidden and /auth/google answers 503', async ({ page, request }) => {
  for (const path of ['/login', '/register']) {
    await open(page, path)
    await expect(page.getByTestId('google-button')).toHaveCount(0)
    await expect(page.getByText('Or continue with')).toHaveCount(0)
  }
  const response = await request.post('/auth/google', { data: { googleToken: 'x' } })
  expect(response.status()).toBe(503)
  expect(await response.json()).toMatchObject({ success: false, errorMessage: expect.any(String) })
})

test('the dashboard profile form completes the profile through PUT /auth/profile', async ({ page }) => {
  await registerMember(page, uniqueEmail('e2e-profile'))
  await page.waitForFunction(() => (window.__kindredEvents ?? []).length > 0)
  await expect(page.getByText('Add your business type so partners can find you.')).toBeVisible()
  await page.getByLabel('Business type', { exact: true }).selectOption('coffee-shop')
  await page.getByLabel('Phone').fill('+61 412 345 678')
  const saved = page.waitForResponse((response) => response.url().endsWith('/auth/profile') && response.request().method() === 'PUT')
  await page.getByRole('button', { name: 'Save profile' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page.getByText('Your profile is complete.')).toBeVisible()
  // "Complete" comes from the refreshed page data: the confirmation outlives that refresh, and the
  // button keeps the keyboard's focus.
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeFocused()
  await expect(page.locator('dd', { hasText: 'Coffee Shops & Bakeries' })).toBeVisible()
  // Saved on the server: a fresh page load shows it.
  await page.reload()
  await expect(page.getByLabel('Phone')).toHaveValue('+61 412 345 678')
})

test("a member's header keeps to one line at desktop widths, a long first name cut short", async ({ context, page }) => {
  const firstName = 'Maximilianagusto'
  await registerIn(context, { firstName, lastName: 'Lovelace', email: uniqueEmail('e2e-header'), password, company: 'Engines Pty Ltd' })
  const bar = page.locator('header .container-page').first()
  const greeting = bar.getByText(`Welcome, ${firstName}!`)
  for (const width of [1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 })
    await open(page, '/dashboard')
    // One line: every link and button of the bar as tall as one (44 px), none wider than the bar.
    for (const item of await bar.locator('a:visible, button:visible').all()) expect((await item.boundingBox())!.height, `${width}: ${await item.textContent()}`).toBeLessThan(50)
    expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
    if (width < 1280) await expect(greeting).toBeHidden()
    else await expect(greeting).toHaveAttribute('title', `Welcome, ${firstName}!`)
  }

  // A first name of a common length is shown whole from 1280 px.
  await registerIn(context, { firstName: 'Christopher', lastName: 'Lovelace', email: uniqueEmail('e2e-header'), password, company: 'Engines Pty Ltd' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, '/dashboard')
  const whole = bar.getByText('Welcome, Christopher!')
  await expect(whole).toBeVisible()
  expect(await whole.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
  expect(await bar.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0)
})

test('dismissing a refusal on the sign-in page keeps where the visitor was going and why', async ({ page }) => {
  await open(page, '/login?error=google&redirect=%2Fpartners%2Fsome-cafe&reason=propose')
  const reason = page.getByRole('status').filter({ hasText: 'propose a collaboration' })
  await expect(reason).toBeVisible()
  await expect(page.getByRole('alert')).toContainText('Google authentication failed. Please try again.')
  await page.getByRole('alert').getByRole('button').click()
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ redirect: '/partners/some-cafe', reason: 'propose' })
  await expect(reason).toBeVisible()
})
