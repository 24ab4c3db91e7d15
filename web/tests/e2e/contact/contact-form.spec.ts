// The contact form in a browser: a guest sends a message, a member sees the prefilled form,
// and the form works with JavaScript disabled. Every test browses from 127.0.0.1, so the e2e
// stack allows that address more messages than the default five in ten minutes (playwright.config.ts).
import { expect, test, type Page } from '@playwright/test'

import { registerIn } from '../auth/fixtures'
import { holdIslandScripts } from '../support/islands'
import { cmsUrl } from '../support/staff'

const success = "Thank you for your message! We'll get back to you within 24 hours."

/**
 * The form hydrates when the visitor first reaches into it (decision 0093), then switches to its
 * scripted validation (`novalidate`).
 */
async function openForm(page: Page) {
  await page.goto('/contact')
  await page.getByLabel('Name').click()
  await expect(page.getByRole('form', { name: 'Contact form' })).toHaveAttribute('novalidate', '')
}

test('a guest sends a message and sees "Sent!" and the success text', async ({ page }) => {
  await openForm(page)
  await page.getByLabel('Name').fill('Grace Guest')
  await page.getByLabel('Email').fill(`guest-${Date.now()}@example.com`)
  await expect(page.getByLabel('Phone')).toHaveAttribute('placeholder', '+61 4XX XXX XXX')
  await page.getByLabel("I'm looking for...").selectOption('new-channels')
  await page.getByLabel('Message').fill('We bake bread and would love a stockist.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('button', { name: 'Sent!' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(success)
  // The button kept the keyboard's focus through the send.
  await expect(page.getByRole('button', { name: 'Sent!' })).toBeFocused()
  // The form is cleared for the next message.
  await expect(page.getByLabel('Name')).toHaveValue('')
})

test('a visitor who fills in the form before its script has arrived keeps what was typed, and sends it', async ({ page }) => {
  // The form's script loads when the visitor reaches into it; on a slow phone they type meanwhile.
  const release = await holdIslandScripts(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  const email = `early-${Date.now()}@example.com`
  await page.getByLabel('Name').fill('Early Eve')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel("I'm looking for...").selectOption('new-channels')
  await page.getByLabel('Message').fill('Typed before the script arrived.')
  release()
  await expect(page.getByRole('form', { name: 'Contact form' })).toHaveAttribute('novalidate', '')

  await expect(page.getByLabel('Name')).toHaveValue('Early Eve')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel("I'm looking for...")).toHaveValue('new-channels')
  await expect(page.getByLabel('Message')).toHaveValue('Typed before the script arrived.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('button', { name: 'Sent!' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Contact form' }).getByRole('status')).toHaveText(success)
})

test('a field error shows after the field is touched, with aria wiring', async ({ page }) => {
  await openForm(page)
  const email = page.getByLabel('Email')
  await email.fill('not-an-email')
  await email.blur()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAttribute('aria-describedby', 'contact-email-error')
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts and the page answers with the success text', async ({ page }) => {
    await page.goto('/contact')
    await page.getByLabel('Name').fill('Nora Noscript')
    await page.getByLabel('Email').fill(`noscript-${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/contact\?sent=1$/)
    await expect(page.getByText(success)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sent!' })).toBeVisible()
  })
})

test('a failed post without JavaScript answers with the same page, the failure text and what was typed', async ({ request }) => {
  const response = await request.post('/contact', {
    form: { name: 'Otto Typed', email: 'not-an-email', message: 'Keep this text' },
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  })
  expect(response.status()).toBeLessThan(500)
  const html = await response.text()
  expect(html).toContain('Failed to submit your message. Please try again.')
  expect(html).toContain('Please enter a valid email address')
  expect(html).toContain('value="Otto Typed"')
  expect(html).toContain('Keep this text')
})

test('a signed-in member sees the form prefilled and no early-access box', async ({ page }) => {
  const email = `member-${Date.now()}@example.com`
  await registerIn(page.context(), { firstName: 'Mia', lastName: 'Chen', email, password: 'a long member password', company: 'Mia Makes' })
  await openForm(page)
  await expect(page.getByLabel('Name')).toHaveValue('Mia Chen')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await expect(page.getByLabel('Company')).toHaveValue('Mia Makes')
  await expect(page.getByText('Want early access?')).toHaveCount(0)
})

test('nobody reads contact messages through the CMS REST API without staff rights', async ({ request }) => {
  const list = await request.get(`${cmsUrl()}/api/contact-messages`)
  expect(list.status()).toBe(403)
  const one = await request.get(`${cmsUrl()}/api/contact-messages/1`)
  expect([403, 404]).toContain(one.status())
})
