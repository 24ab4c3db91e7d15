// Helpers for the auth integration tests: real Request objects into the real handlers, on the
// run's throw-away database; mail read back from MAIL_DIR.
import type { Handler } from '~/auth/http.server'
import type { AuthResponse } from '~/auth/user'

import { mailTo } from '../../support/mailbox'

export const origin = 'http://localhost:3000'

type CallOptions = { body?: unknown; raw?: string; headers?: Record<string, string>; method?: string; ip?: string; path?: string }

export async function call(handler: Handler, options: CallOptions = {}) {
  const headers = new Headers(options.headers)
  let body: string | undefined = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  }
  const request = new Request(`${origin}${options.path ?? '/auth/test'}`, { method: options.method ?? 'POST', headers, body })
  const response = await handler(request, { ip: options.ip ?? `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}` })
  const text = await response.text()
  assertNoSecrets(text)
  let json: AuthResponse = { success: false }
  try {
    json = text ? JSON.parse(text) : json
  } catch {
    // Non-JSON answers (redirects) are checked by status and headers.
  }
  return { status: response.status, json, text, headers: response.headers, cookies: response.headers.getSetCookie() }
}

/** A page's own handler for its form as posted without script: a refusal renders the page with a context. */
type FormHandler<C> = (request: Request, context: { ip: string }, next: (options: { context: C }) => Response) => Promise<Response>

/**
 * Posts `fields` URL-encoded, as a browser without script does. `rendered` is the context the page
 * would render with after a refusal (null when the handler answered itself: a redirect, a 403).
 */
export async function postForm<C>(handler: FormHandler<C>, path: string, fields: Record<string, string>, { ip = `203.0.113.${Math.floor(Math.random() * 250)}`, from = origin } = {}) {
  const request = new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: from },
    body: new URLSearchParams(fields).toString(),
  })
  let rendered: C | null = null
  const response = await handler(request, { ip }, ({ context }) => {
    rendered = context
    return new Response('the page', { status: 200 })
  })
  return { response, rendered: rendered as C | null, cookies: response.headers.getSetCookie() }
}

const forbidden = [/password_?hash/i, /secret_?hash/i, /token_?hash/i, /google_?sub/i, /\$argon2/, /"stack"/]

/** No response ever contains a password hash, a token hash, a Google subject or a stack trace. */
export function assertNoSecrets(text: string): void {
  for (const pattern of forbidden) if (pattern.test(text)) throw new Error(`response leaks ${pattern}: ${text.slice(0, 300)}`)
}

export const bearer = (accessToken: string | undefined) => ({ authorization: `Bearer ${accessToken}` })

let counter = 0
export const uniqueEmail = (prefix = 'member') => `${prefix}-${Date.now()}-${++counter}@example.com`

export const validRegistration = (email = uniqueEmail()) => ({ firstName: 'Ada', lastName: 'Lovelace', email, password: 'analytical-engine-42', company: 'Engines Pty Ltd' })

/** The `name=value` pairs of Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => !pair!.endsWith('='))
    .join('; ')
}

export function cookieValue(setCookies: string[], name: string): string | null {
  const found = setCookies.find((cookie) => cookie.startsWith(`${name}=`))
  return found ? decodeURIComponent(found.split(';')[0]!.slice(name.length + 1)) : null
}

/**
 * The newest email to `to` (from .eml files under MAIL_DIR) with its text and first link; with
 * `subject`, the newest whose subject matches. Emails sent in the background can land out of order:
 * a proposal's email may be written after the withdrawal sent a moment later.
 */
export async function lastEmailTo(
  to: string,
  subject?: RegExp,
): Promise<{ subject: string; text: string; html: string; link: string | null; replyTo: string | null; count: number; messageId: string | null; inReplyTo: string | null; references: string[] }> {
  const mails = await mailTo(process.env.MAIL_DIR!, to)
  if (!mails.length) throw new Error(`no email to ${to}`)
  const mail = subject ? mails.findLast((found) => subject.test(found.subject ?? '')) : mails.at(-1)
  if (!mail) throw new Error(`no email "${subject}" to ${to} yet`)
  const text = mail.text ?? ''
  const replyTo = mail.replyTo?.value[0]?.address ?? null
  return {
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    link: text.match(/https?:\/\/\S+/)?.[0] ?? null,
    replyTo,
    count: mails.length,
    messageId: mail.messageId ?? null,
    inReplyTo: mail.inReplyTo ?? null,
    references: [mail.references ?? []].flat(),
  }
}

export const tokenFromLink = (link: string | null) => new URL(link!).searchParams.get('token')!

/** A published business type to pick in profiles (the seed may or may not have run in this database). */
export async function ensureBusinessType(slug: string): Promise<void> {
  const { payload } = await import('~/server/payload.server')
  const cms = await payload()
  const found = await cms.find({ collection: 'business-types', where: { slug: { equals: slug } }, limit: 1, overrideAccess: true })
  if (found.docs.length) return
  const text = `Test ${slug}`
  await cms.create({
    collection: 'business-types',
    overrideAccess: true,
    data: {
      slug,
      navLabel: text,
      cardDescription: text,
      seoTitle: text,
      metaDescription: text,
      headline: text,
      introText: text,
      ctaText: 'Start',
      section1Title: text,
      section1Content: text,
      section2Title: text,
      section2Content: text,
      _status: 'published',
    } as never,
  })
}

/** Polls for the newest email to `to` with a matching subject (some emails leave after the answer). */
export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      return await lastEmailTo(to, subject)
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
