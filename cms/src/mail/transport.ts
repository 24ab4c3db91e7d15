// Where mail goes: SMTP_URL when set; otherwise (development, tests) one .eml file a message
// under MAIL_DIR (default .data/mail/). Outside production its links are logged so a developer
// can click them; with NODE_ENV=production a link is never written to a log (links are credentials).
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

import { isProduction, serverEnv } from '../env'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export const mailDir = () => serverEnv().MAIL_DIR ?? path.join(repoRoot, '.data', 'mail')
export const mailFrom = () => serverEnv().MAIL_FROM

let smtp: { url: string; transporter: Transporter } | undefined
let files: Transporter | undefined

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) {
    smtp?.transporter.close()
    const transporter = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    smtp = { url, transporter }
  }
  return smtp.transporter
}

/** Sends one message. `messageId`, when given, becomes its Message-ID header (see message-id.ts). */
export async function sendMail(message: SendMailOptions): Promise<{ messageId: string }> {
  const mail = { from: mailFrom(), ...message }
  const smtpUrl = serverEnv().SMTP_URL
  if (smtpUrl) {
    const info = await smtpTransport(smtpUrl).sendMail(mail)
    return { messageId: info.messageId }
  }
  if (isProduction()) {
    throw new Error('SMTP_URL is not set: production mail cannot be delivered.')
  }
  files ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await files.sendMail(mail)
  const dir = mailDir()
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 24)}.eml`)
  // Written beside and renamed into place, so a reader of the folder never sees half a message.
  await writeFile(`${file}.part`, info.message as Buffer)
  await rename(`${file}.part`, file)
  console.info(fileLogLine(String(mail.to), String(mail.subject), path.relative(repoRoot, file), String(mail.text ?? '')))
  return { messageId: info.messageId }
}

/** What the file transport logs: the links only outside production. */
function fileLogLine(to: string, subject: string, file: string, text: string): string {
  const line = `[mail] to ${to}: "${subject}" → ${file}`
  if (serverEnv().NODE_ENV === 'production') return line
  const links = text.match(/https?:\/\/\S+/g) ?? []
  return links.length ? `${line}\n[mail] links: ${links.join(' ')}` : line
}
