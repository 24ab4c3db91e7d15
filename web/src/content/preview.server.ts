// Draft preview for editors (issue 3 §3). The CMS admin opens /preview?path=…&token=… (see
// cms/src/payload.config.ts livePreview); a valid token sets a short-lived, signed, httpOnly cookie
// and from then on this browser reads drafts, uncached. Everyone else only ever sees published content.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { getCookie } from '@tanstack/react-start/server'

import type { ReadMode } from './collections.server'

export const previewCookie = 'kindred_preview'
const lifetimeSeconds = 60 * 60

function sign(value: string): string {
  const secret = process.env.PAYLOAD_SECRET
  if (!secret) throw new Error('PAYLOAD_SECRET is not set')
  return createHmac('sha256', secret).update(`kindred-preview:${value}`).digest('base64url')
}

function valid(value: string, signature: string): boolean {
  const expected = Buffer.from(sign(value))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The token the admin puts in a preview link: `{expiry}.{signature}`, bound to nothing but time. */
export function previewToken(now = Date.now()): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds
  return `${expires}.${sign(String(expires))}`
}

export function verifyPreviewToken(token: string | undefined | null, now = Date.now()): boolean {
  if (!token) return false
  const [expires, signature] = token.split('.')
  if (!expires || !signature || Number(expires) * 1000 < now) return false
  return valid(expires, signature)
}

export function readMode(): ReadMode {
  try {
    return { draft: verifyPreviewToken(getCookie(previewCookie)) }
  } catch {
    // Outside a request (tests, scripts) there is no cookie: published content.
    return { draft: false }
  }
}
