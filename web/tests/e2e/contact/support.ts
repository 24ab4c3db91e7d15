// Helpers for the contact browser tests: the CMS REST API as the seeded admin, and the mail folder.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect, type APIRequestContext } from '@playwright/test'
import { simpleParser, type ParsedMail } from 'mailparser'

export const cmsUrl = () => process.env.E2E_CMS_URL!

/** Creates a support staff member through the CMS REST API as the admin; returns its credentials. */
export async function createSupportUser(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const login = await request.post(`${cmsUrl()}/api/staff/login`, {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  const user = { email: `support-${Date.now()}@kindred.test`, password: 'support desk password 1' }
  const created = await request.post(`${cmsUrl()}/api/staff`, {
    headers: { Authorization: `JWT ${token}` },
    data: { ...user, name: 'Sasha Support', role: 'support' },
  })
  expect(created.status()).toBe(201)
  return user
}

/** Waits for an email to `to` whose text contains `text`, in the stack's mail folder. */
export async function waitForMail(to: string, text: string, timeoutMs = 30_000): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR!
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const files = await readdir(dir).catch(() => [] as string[])
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(dir, file)))
      const recipients = [mail.to].flat().map((address) => address?.text ?? '')
      if (recipients.some((r) => r.includes(to)) && mail.text?.includes(text)) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no email to ${to} containing "${text}" within ${timeoutMs} ms`)
}
