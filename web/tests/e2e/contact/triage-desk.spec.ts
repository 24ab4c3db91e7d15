// The triage desk end to end: a guest writes, a support user finds the message in the admin,
// replies, and the reply arrives in the sender's mailbox (the stack's mail folder).
import { waitForMail } from '../support/mail'
import { cmsUrl, expect, test } from '../support/staff'

// The admin compiles on first request under E2E_DEV=1.
test.setTimeout(240_000)

test('a support user replies in the admin and the sender receives it', async ({ supportPage: page, request }) => {
  const sender = `sender-${Date.now()}@example.com`
  const sent = await request.post('/contact', { data: { name: 'Rita Reply', email: sender, company: 'Rita Rugs', message: 'Can we stock your rugs?' } })
  expect(sent.status()).toBe(201)
  // Support's dashboard counts the desk's messages.
  await page.goto(`${cmsUrl()}/admin`, { timeout: 120_000 })
  await expect(page.getByTestId('contact-new-count')).toBeVisible({ timeout: 60_000 })

  await page.goto(`${cmsUrl()}/admin/collections/contact-messages`, { timeout: 120_000 })
  const filters = page.getByRole('navigation', { name: 'Quick filters' })
  await expect(filters.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page', { timeout: 60_000 })
  // The view on screen is the one marked: support can tell the list is filtered.
  await filters.getByRole('link', { name: 'New', exact: true }).click()
  await expect(filters.getByRole('link', { name: 'New', exact: true })).toHaveAttribute('aria-current', 'page', { timeout: 60_000 })
  await expect(filters.locator('[aria-current]')).toHaveCount(1)
  await page.getByRole('link', { name: 'Rita Reply' }).first().click()

  const reply = 'Yes! Our buyer will call you this week.'
  await page.locator('#field-reply').fill(reply, { timeout: 60_000 })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(reply).first()).toBeVisible({ timeout: 30_000 })

  const mail = await waitForMail(sender, (candidate) => candidate.text?.includes(reply) ?? false)
  expect(mail.subject).toBe('Re: your message to Kindred')
  expect(mail.text).toContain('Can we stock your rugs?')
  // The desk sees that it went out, beside the reply.
  await page.reload()
  await expect(page.locator('[id^="field-replies__0__delivery"]')).toHaveValue('Sent to the mail server.', { timeout: 30_000 })
})
