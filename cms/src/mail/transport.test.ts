import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { sendMail } from './transport'

const link = 'http://localhost:3000/reset-password?token=secretsecretsecretsecret'
const saved = { ...process.env }
let dir: string
let logged: string[]

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kindred-transport-'))
  Object.assign(process.env, { MAIL_DIR: dir, APP_ENV: 'staging' })
  delete process.env.SMTP_URL
  logged = []
  vi.spyOn(console, 'info').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')))
})

afterEach(() => {
  vi.restoreAllMocks()
  process.env = { ...saved }
  rmSync(dir, { recursive: true, force: true })
})

const send = () => sendMail({ to: 'ada@example.com', subject: 'Reset', text: `Choose a new password: ${link}`, messageId: '<outbox-7.abc@kindred.com.au>' })

describe('the file transport', () => {
  it('logs the links in development, so a developer can click them', async () => {
    vi.stubEnv('NODE_ENV', 'development')
    await send()
    expect(logged.join('\n')).toContain(link)
  })

  it('never logs a link with NODE_ENV=production, and still writes the message with its Message-ID', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    await send()
    const output = logged.join('\n')
    expect(output).toContain('[mail] to ada@example.com: "Reset"')
    expect(output).not.toContain('token=')
    const [file] = readdirSync(dir)
    const mail = await simpleParser(readFileSync(path.join(dir, file!)))
    expect(mail.messageId).toBe('<outbox-7.abc@kindred.com.au>')
    expect(mail.text).toContain(link)
  })

  it('refuses to pretend in production proper: no SMTP_URL, no delivery', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('APP_ENV', 'production')
    await expect(send()).rejects.toThrow('SMTP_URL is not set')
    expect(readdirSync(dir)).toEqual([])
  })
})
