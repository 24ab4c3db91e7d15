// Where mail goes: SMTP_URL when set; otherwise (development, tests) one .eml file a message
// under MAIL_DIR (default .data/mail/), with its links logged so a developer can click them.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export const mailDir = () => process.env.MAIL_DIR ?? path.join(repoRoot, '.data', 'mail')
export const mailFrom = () => process.env.MAIL_FROM ?? 'Kindred <hello@kindred.com.au>'

let smtp: Transporter | undefined
let files: Transporter | undefined

export async function sendMail(message: SendMailOptions): Promise<{ messageId: string }> {
  const mail = { from: mailFrom(), ...message }
  if (process.env.SMTP_URL) {
    smtp ??= nodemailer.createTransport(process.env.SMTP_URL, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    const info = await smtp.sendMail(mail)
    return { messageId: info.messageId }
  }
  if (process.env.NODE_ENV === 'production' && process.env.APP_ENV === 'production') {
    throw new Error('SMTP_URL is not set: production mail cannot be delivered.')
  }
  files ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const info = await files.sendMail(mail)
  const dir = mailDir()
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 24)}.eml`)
  await writeFile(file, info.message as Buffer)
  const links = String(mail.text ?? '').match(/https?:\/\/\S+/g) ?? []
  console.info(`[mail] to ${String(mail.to)}: "${mail.subject}" → ${path.relative(repoRoot, file)}${links.length ? `\n[mail] links: ${links.join(' ')}` : ''}`)
  return { messageId: info.messageId }
}
