// The security headers of every answer the site gives (docs/decisions/0036-csp.md).
// Pages get a Content Security Policy whose scripts are allowed by a per-response nonce (or, for a
// page served from the page cache, by the hashes of its inline scripts); every other answer (JSON,
// images, XML, redirects) gets the non-HTML subset. Google sign-in and PostHog are listed only
// when they are configured. No framework imports: server.ts and the tests use it.
import { createHash, randomBytes } from 'node:crypto'

// Imported by vite.config.ts, which Node loads without a bundler: these two modules import nothing of their own.
import { cmsPublicUrl, isProduction } from '@kindred/cms/env-rules'
import { mediaOrigin } from '@kindred/cms/media'

export type SecurityEnv = {
  production: boolean
  googleSignIn: boolean
  /** The PostHog origins scripts and events go to, when analytics is on. */
  analytics: string[]
  /** The CMS admin's origin: it frames draft previews (live preview), and nothing else may frame the site. */
  cmsOrigin: string
  /** Where uploaded images come from besides the site itself: the S3 bucket's public origin, when images are on S3. */
  images: string[]
}

const google = { script: 'https://accounts.google.com/gsi/client', style: 'https://accounts.google.com/gsi/style', frame: 'https://accounts.google.com/gsi/', form: 'https://accounts.google.com' }

/** PostHog Cloud loads its extra scripts from a sibling host (us-assets.i.posthog.com), a proxy from itself. */
function analyticsOrigins(key: string | undefined, host: string | undefined): string[] {
  if (!key) return []
  let origin: string
  try {
    origin = new URL(host || 'https://us.i.posthog.com').origin
  } catch {
    // The environment schema refuses a POSTHOG_HOST that is no URL at start; a test's record may
    // carry one, and then no analytics origin is allowed rather than a malformed one.
    return []
  }
  return origin.endsWith('.posthog.com') ? ['https://*.posthog.com'] : [origin]
}

/** The variables the policy reads: as the environment schema parses them, or a plain record in tests and vite.config.ts. */
type SecurityInputs = Parameters<typeof isProduction>[0] &
  Parameters<typeof cmsPublicUrl>[0] &
  Parameters<typeof mediaOrigin>[0] & { GOOGLE_CLIENT_ID?: string; POSTHOG_KEY?: string; POSTHOG_HOST?: string }

/** The policy's inputs from `env` (serverEnv() in the site), by the same rules the CMS uses. */
export function securityEnv(env: SecurityInputs): SecurityEnv {
  const images = mediaOrigin(env)
  return {
    production: isProduction(env),
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
    analytics: analyticsOrigins(env.POSTHOG_KEY, env.POSTHOG_HOST),
    cmsOrigin: cmsPublicUrl(env),
    images: images ? [images] : [],
  }
}

/** 128 random bits, fresh for every page answer. */
export const newNonce = (): string => randomBytes(16).toString('base64')

const join = (...sources: (string | false)[]) => sources.filter(Boolean).join(' ')

/**
 * The page policy. `scripts` are the inline-script sources of this answer: `'nonce-…'` for a fresh
 * render, `'sha256-…'` hashes for a cached page. `framedBy` is the CMS origin on a draft preview.
 * Styles allow 'unsafe-inline': React style props and the third-party widgets write inline styles,
 * and a style cannot run code (decision 0036).
 */
export function documentPolicy(env: SecurityEnv, scripts: string[], framedBy: string | null = null): string {
  const { googleSignIn: g, analytics } = env
  return [
    `default-src 'self'`,
    `script-src ${join(`'self'`, ...scripts, g && google.script, ...analytics)}`,
    `style-src ${join(`'self'`, `'unsafe-inline'`, g && google.style)}`,
    `img-src ${join(`'self'`, 'data:', ...env.images, ...analytics)}`,
    `connect-src ${join(`'self'`, g && google.frame, ...analytics)}`,
    `frame-src ${g ? google.frame : `'none'`}`,
    analytics.length > 0 && `worker-src 'self' blob:`,
    `frame-ancestors ${framedBy ?? `'none'`}`,
    `base-uri 'self'`,
    `object-src 'none'`,
    `form-action ${join(`'self'`, g && google.form)}`,
  ]
    .filter(Boolean)
    .join('; ')
}

/** For answers that are not pages: nothing may load from them, nothing may frame them. */
export const dataPolicy = `default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`

/**
 * Built assets and public files, which Nitro serves without passing through server.ts (routeRules
 * in vite.config.ts, fixed at build time): the headers that depend on nothing. A browser learns HSTS
 * from the page that loads them.
 */
export const staticFileHeaders = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' }

/** Headers every answer carries, whatever its type. */
function commonHeaders(env: SecurityEnv): [string, string][] {
  const headers = Object.entries(staticFileHeaders)
  if (env.production) headers.push(['strict-transport-security', 'max-age=63072000; includeSubDomains'])
  return headers
}

/** Page-only headers. Google's sign-in popup needs `same-origin-allow-popups` to talk back. */
const documentOnly: [string, string][] = [
  ['cross-origin-opener-policy', 'same-origin-allow-popups'],
  ['permissions-policy', 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'],
]

const isHtml = (response: Response) => /^text\/html\b/i.test(response.headers.get('content-type') ?? '')

export type AnswerOptions = { nonce: string; framedBy: string | null }

function setAll(headers: Headers, env: SecurityEnv, html: boolean, options: AnswerOptions): void {
  for (const [name, value] of commonHeaders(env)) headers.set(name, value)
  if (!html) {
    headers.set('content-security-policy', dataPolicy)
    return
  }
  for (const [name, value] of documentOnly) headers.set(name, value)
  headers.set('content-security-policy', documentPolicy(env, [`'nonce-${options.nonce}'`], options.framedBy))
  // The legacy header cannot name another origin: it is left out where the CMS may frame the page.
  if (options.framedBy) headers.delete('x-frame-options')
  else headers.set('x-frame-options', 'DENY')
}

/** `response` with the security headers set (copied first when its headers are immutable, as in Response.redirect). */
export function withSecurityHeaders(response: Response, env: SecurityEnv, options: AnswerOptions): Response {
  const html = isHtml(response)
  try {
    setAll(response.headers, env, html, options)
    return response
  } catch {
    const copy = new Response(response.body, response)
    setAll(copy.headers, env, html, options)
    return copy
  }
}

/** Inline scripts the browser would run: no `src`, and no type or a JavaScript one (JSON-LD is data). */
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const hasSrc = /(?:^|\s)src\s*=/i
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i
const javascriptTypes = /^(?:|module|text\/javascript|application\/javascript)$/i

function runsAsScript(attributes: string): boolean {
  if (hasSrc.test(attributes)) return false
  const type = typeAttribute.exec(attributes)
  return !type || javascriptTypes.test((type[1] ?? type[2] ?? type[3] ?? '').trim())
}

/** CSP hash sources of every inline script in `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(inlineScript)) {
    if (runsAsScript(attributes!)) hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * For the page cache: the stored copy of a page is shared by many visitors, so its nonce (the first
 * visitor's) must not be trusted; the policy lists the hashes of the page's own inline scripts instead.
 */
export function sealCachedHeaders(headers: [string, string][], body: ArrayBuffer): [string, string][] {
  const csp = headers.findIndex(([name]) => name === 'content-security-policy')
  const type = headers.find(([name]) => name === 'content-type')?.[1] ?? ''
  if (csp < 0 || !/^text\/html\b/i.test(type)) return headers
  const hashes = inlineScriptHashes(Buffer.from(body).toString('utf8'))
  const sealed = headers.slice()
  sealed[csp] = ['content-security-policy', headers[csp]![1].replace(/ ?'nonce-[^']*'/, hashes.map((hash) => ` ${hash}`).join(''))]
  return sealed
}
