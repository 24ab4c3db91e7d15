// Draft preview links. The admin's Preview button (admin.preview on pages, business types and legal
// pages) and its live preview open {PUBLIC_URL}/preview?path=…&token=…; the site checks the token
// with the same functions and then shows that browser drafts for an hour, and marks it as an
// editor's for eight hours (the editor bar, decision 0055). Tokens are HMACs of an expiry time under
// PAYLOAD_SECRET, so only servers holding the secret can mint them, and only the admin hands them out.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { publicUrl, serverEnv } from './env'

type Purpose = 'preview' | 'editor'
const lifetimeSeconds: Record<Purpose, number> = { preview: 60 * 60, editor: 8 * 60 * 60 }

function sign(value: string, purpose: Purpose): string {
  const secret = serverEnv().PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHmac('sha256', secret).update(`kindred-${purpose}:${value}`).digest('base64url')
}

function token(purpose: Purpose, now: number): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds[purpose]
  return `${expires}.${sign(String(expires), purpose)}`
}

function verify(purpose: Purpose, value: string | undefined | null, now: number): boolean {
  if (!value) return false
  const [expires, signature] = value.split('.')
  if (!expires || !signature || Number(expires) * 1000 < now) return false
  const expected = Buffer.from(sign(expires, purpose))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** `{expiry}.{signature}`, valid for an hour. */
export const previewToken = (now = Date.now()): string => token('preview', now)
export const verifyPreviewToken = (value: string | undefined | null, now = Date.now()): boolean => verify('preview', value, now)

/** The editor mark the site sets beside the preview cookie: valid for eight hours, never shows drafts. */
export const editorToken = (now = Date.now()): string => token('editor', now)
export const verifyEditorToken = (value: string | undefined | null, now = Date.now()): boolean => verify('editor', value, now)

/** The site URL that previews `path` with drafts. */
export function previewUrl(path: string): string {
  const url = new URL('/preview', publicUrl())
  url.searchParams.set('path', path)
  url.searchParams.set('token', previewToken())
  return url.toString()
}

/**
 * Where a document shows on the site, for the admin's live preview. Collections drawn inside other
 * pages (plans, FAQ, steps, comparison cards) and the globals preview on a page that shows them.
 */
export function livePreviewPath(target: { collection?: string; global?: string }, data: Record<string, unknown>): string {
  const slug = typeof data.slug === 'string' && /^[a-z0-9-]+$/.test(data.slug) ? data.slug : ''
  switch (target.collection) {
    case 'pages':
      return typeof data.path === 'string' && /^\/(?!\/)[a-z0-9\-/]*$/.test(data.path) ? data.path : '/'
    case 'business-types':
    case 'legal-pages':
      return `/${slug}`
    case 'plans':
    case 'faqs':
      return '/subscriptions'
    default:
      // Steps, comparison cards and the header, footer and site settings all show on the home page.
      return '/'
  }
}

/** The site URL the live-preview frame loads: the preview entry, which sets the draft cookie. */
export function livePreviewUrl(target: { collection?: string; global?: string }, data: Record<string, unknown>): string {
  return previewUrl(livePreviewPath(target, data))
}
