// One-click unsubscribe (RFC 8058) for every email about something a member can turn off: the
// link names the member and the category and is signed with AUTH_SECRET, so it works without a
// session or cookie (mail programs post it on their own) and cannot be made up for someone else.
// It never expires: an old email's link still does what it says.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { publicUrl, serverEnv } from './env.server'
import { categories, type Category } from './notification-settings.server'

function signatureOf(memberId: number, category: Category): string {
  const secret = serverEnv().AUTH_SECRET
  // The environment's check at start requires it wherever the site runs; this is for the types.
  if (!secret) throw new Error('AUTH_SECRET is not set: unsubscribe links cannot be signed.')
  return createHmac('sha256', secret).update(`unsubscribe:${memberId}:${category}`).digest('base64url').slice(0, 32)
}

/** The token of member `memberId`'s link for `category`. */
export const unsubscribeToken = (memberId: number, category: Category) => `${memberId}.${category}.${signatureOf(memberId, category)}`

/** `{PUBLIC_URL}/unsubscribe?token=…`: the email's List-Unsubscribe address and its page. */
export const unsubscribeUrl = (memberId: number, category: Category) => `${publicUrl()}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(memberId, category))}`

/** The member and category a token names, or null when it is malformed or its signature is wrong. */
export function readUnsubscribeToken(token: string): { memberId: number; category: Category } | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z]{1,20})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return null
  const memberId = Number(match[1])
  const category = match[2] as Category
  if (memberId > 2 ** 31 - 1 || !categories.includes(category)) return null
  const expected = Buffer.from(signatureOf(memberId, category))
  const given = Buffer.from(match[3]!)
  return timingSafeEqual(expected, given) ? { memberId, category } : null
}
