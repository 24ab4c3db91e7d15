// Reads the stack's outgoing mail: one .eml file a message under E2E_MAIL_DIR.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'

/** Waits for an email to `to` whose subject matches, and returns the first link of its text part. */
export async function linkFromEmail(to: string, subject: RegExp): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR!
  let link: string | null = null
  await expect
    .poll(
      async () => {
        const files = (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.eml')).sort().reverse()
        for (const file of files) {
          const mail = await simpleParser(await readFile(path.join(dir, file)))
          const recipients = [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address) ?? [])
          if (recipients.includes(to) && subject.test(mail.subject ?? '')) {
            link = mail.text?.match(/https?:\/\/\S+/)?.[0] ?? null
            return link
          }
        }
        return null
      },
      { timeout: 15_000 },
    )
    .not.toBeNull()
  return link!
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
