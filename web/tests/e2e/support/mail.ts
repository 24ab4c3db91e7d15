// The one reader of the stack's outgoing mail: one .eml file a message under E2E_MAIL_DIR.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { simpleParser, type ParsedMail } from 'mailparser'

const recipients = (mail: ParsedMail) => [mail.to].flat().flatMap((address) => address?.value.map((v) => v.address ?? '') ?? [])

/** Waits for the newest email to `to` that `matches` accepts. */
export async function waitForMail(to: string, matches: (mail: ParsedMail) => boolean, timeoutMs = 30_000): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR!
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    // The file transport creates the folder with the first message: none yet reads as no mail.
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse()
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)))
      if (recipients(mail).includes(to) && matches(mail)) return mail
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no matching email to ${to} within ${timeoutMs} ms`)
}

/** Waits for an email to `to` whose subject matches, and returns the first link of its text part. */
export async function linkFromEmail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<string> {
  const mail = await waitForMail(to, (candidate) => subject.test(candidate.subject ?? '') && /https?:\/\/\S+/.test(candidate.text ?? ''), timeoutMs)
  return mail.text!.match(/https?:\/\/\S+/)![0]
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
