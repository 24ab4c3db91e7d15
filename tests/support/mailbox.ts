// The one reader of the file transport's mail, for the integration and the browser tests: one .eml
// file a message in a folder (MAIL_DIR; each browser-test stack has its own).
//
// A folder collects every message of a run, over a thousand by its end, and tests ask for the
// newest message to one address many times, some every 100 ms while they wait. Parsing them all
// on each question cost seconds a question, so a reader keeps what it has read: each file is read
// once (the transport renames a message into place, so a file is never seen half written), and only
// the files that name the address are parsed, once.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { simpleParser, type ParsedMail } from 'mailparser'

export type { ParsedMail }

type Entry = { raw: Buffer; lowered: string; parsed?: Promise<ParsedMail> }

const folders = new Map<string, Map<string, Entry>>()

export const recipientsOf = (mail: ParsedMail): string[] => [mail.to].flat().flatMap((address) => address?.value.map((value) => value.address ?? '') ?? [])

/** Every message to `to` in `dir` so far, oldest first (file names begin with the time of sending). */
export async function mailTo(dir: string, to: string): Promise<ParsedMail[]> {
  let entries = folders.get(dir)
  if (!entries) folders.set(dir, (entries = new Map()))
  // The transport creates the folder with its first message: none yet reads as no mail.
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort()
  const address = to.toLowerCase()
  const found: ParsedMail[] = []
  for (const name of names) {
    let entry = entries.get(name)
    if (!entry) {
      const raw = await readFile(path.join(dir, name))
      entry = { raw, lowered: raw.toString('latin1').toLowerCase() }
      entries.set(name, entry)
    }
    // An address is plain ASCII in the headers: a message that does not contain it is not to it.
    if (!entry.lowered.includes(address)) continue
    entry.parsed ??= simpleParser(entry.raw)
    const mail = await entry.parsed
    if (recipientsOf(mail).some((recipient) => recipient.toLowerCase() === address)) found.push(mail)
  }
  return found
}

/** Waits up to `timeoutMs` for the newest message to `to` that `matches` accepts. */
export async function waitForMailTo(dir: string, to: string, matches: (mail: ParsedMail) => boolean, timeoutMs: number, pollMs = 250): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = (await mailTo(dir, to)).reverse().find(matches)
    if (mail) return mail
    if (Date.now() >= deadline) throw new Error(`no matching email to ${to} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
