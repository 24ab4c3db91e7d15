// Copy edits made in the CMS reach the site and the emails without a restart: the contact form's
// button within 5 seconds, the verification email's subject in the next message sent.
import { expect, test } from '@playwright/test'

import { linkFromEmail, uniqueEmail } from '../support/mail'
import { siteUrl } from '../auth/fixtures'

import { editGlobalText, staffAuth } from './cms'

test('an edited contact button label shows on the site within 5 seconds', async ({ page, request }) => {
  const auth = await staffAuth(request)
  const label = `Send it ${Date.now() % 100000}`
  const original = await editGlobalText(request, auth, 'forms', 'contact', 'submit', label)
  try {
    const started = Date.now()
    await expect.poll(async () => (await (await request.get('/contact')).text()).includes(label), { timeout: 5_000, intervals: [250] }).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
    await page.goto('/contact')
    await expect(page.getByRole('button', { name: label })).toBeVisible()
  } finally {
    await editGlobalText(request, auth, 'forms', 'contact', 'submit', original)
  }
})

test('an edited verification subject is used for the next verification email', async ({ request }) => {
  const auth = await staffAuth(request)
  const subject = `Confirm your address for {brand} ${Date.now() % 100000}`
  const original = await editGlobalText(request, auth, 'emails', 'verification', 'subject', subject)
  try {
    // The site reads published copy through a cache of about 2 seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const email = uniqueEmail('copy-subject')
    const response = await request.post('/auth/register', {
      headers: { origin: siteUrl() },
      data: { firstName: 'Grace', lastName: 'Hopper', email, password: 'compiler-pioneer-1952' },
    })
    expect(response.status()).toBe(201)
    const expected = subject.replace('{brand}', 'Kindred')
    const link = await linkFromEmail(email, new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    expect(link).toContain('/verify-email?token=')
  } finally {
    await editGlobalText(request, auth, 'emails', 'verification', 'subject', original)
  }
})
