// Who a visitor is, for counting them once a day without knowing them: a keyed hash of their
// address (its throttle key: an IPv4 address or an IPv6 /64), their browser's user agent and the
// day. The key is derived from AUTH_SECRET, so a stored hash cannot be reversed by trying every
// address; the day in it makes today's hash unlinkable to yesterday's. Nothing raw is kept.
import { createHash, createHmac } from 'node:crypto'

import { clientIp, type HandlerContext } from './client-ip.server'
import { serverEnv } from './env.server'

/** The longest user agent read: real ones are a few hundred characters; the rest only costs hashing. */
const maxUserAgentChars = 512

let derived: { source: string; key: Buffer } | null = null

function visitorKey(): Buffer {
  const secret = serverEnv().AUTH_SECRET
  if (!secret || secret.length < 32) throw new Error('AUTH_SECRET must be set to at least 32 characters.')
  if (derived?.source !== secret) derived = { source: secret, key: createHash('sha256').update(`kindred/visitor/v1\0${secret}`).digest() }
  return derived.key
}

/** 32 characters (192 bits) naming this visitor on `day` (YYYY-MM-DD), the same all that day. */
export function dailyVisitorHash(request: Request, context: HandlerContext | undefined, day: string): string {
  const userAgent = (request.headers.get('user-agent') ?? '').slice(0, maxUserAgentChars)
  return createHmac('sha256', visitorKey())
    .update(`${day}\0${clientIp(request, context)}\0${userAgent}`)
    .digest('base64url')
    .slice(0, 32)
}
