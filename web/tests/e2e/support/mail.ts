// The stack's outgoing mail, read through the tests' one mailbox reader.
import { waitForMailTo, type ParsedMail } from '../../../../tests/support/mailbox'

import { stack } from './urls'

/** Waits for the newest email to `to` that `matches` accepts. */
export function waitForMail(to: string, matches: (mail: ParsedMail) => boolean, timeoutMs = 30_000): Promise<ParsedMail> {
  return waitForMailTo(stack().mailDir, to, matches, timeoutMs, 500)
}

/** Waits for an email to `to` whose subject matches, and returns the first link of its text part. */
export async function linkFromEmail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<string> {
  const mail = await waitForMail(to, (candidate) => subject.test(candidate.subject ?? '') && /https?:\/\/\S+/.test(candidate.text ?? ''), timeoutMs)
  return mail.text!.match(/https?:\/\/\S+/)![0]
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
