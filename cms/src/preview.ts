// Draft preview links. The admin's Preview button (admin.preview on pages, business types and legal
// pages) opens {PUBLIC_URL}/preview?path=…&token=…; the site checks the token with the same
// functions and then shows that browser drafts for an hour. Tokens are HMACs of an expiry time under
// PAYLOAD_SECRET, so only servers holding the secret can mint them.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { publicUrl, serverEnv } from './env'

const lifetimeSeconds = 60 * 60

function sign(value: string): string {
  const secret = serverEnv().PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHmac('sha256', secret).update(`kindred-preview:${value}`).digest('base64url')
}

/** `{expiry}.{signature}`, valid for an hour. */
export function previewToken(now = Date.now()): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds
  return `${expires}.${sign(String(expires))}`
}

export function verifyPreviewToken(token: string | undefined | null, now = Date.now()): boolean {
  if (!token) return false
  const [expires, signature] = token.split('.')
  if (!expires || !signature || Number(expires) * 1000 < now) return false
  const expected = Buffer.from(sign(expires))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The site URL that previews `path` with drafts. */
export function previewUrl(path: string): string {
  const url = new URL('/preview', publicUrl())
  url.searchParams.set('path', path)
  url.searchParams.set('token', previewToken())
  return url.toString()
}
