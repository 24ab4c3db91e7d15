// The member's email choices (`GET` and `PUT /auth/notifications`, decision 0106) and the one-click
// unsubscribe of every email (RFC 8058: POST /unsubscribe?token=…, no session or cookie needed:
// the signed token names the member and the category, and can only turn that category off).
import { AppError } from '~/server/errors.server'
import { answeringRefusals, json, parseWith, readBody, serve, type Handler } from '~/server/http.server'
import { notificationSettingsOf, saveNotificationSettings } from '~/server/notification-settings.server'
import { turnOff } from '~/server/notification-settings.server'
import { readUnsubscribeToken } from '~/server/unsubscribe.server'

import { serveMember } from './messages.handlers.server'
import { notificationsSchema } from './workspace.schema'

/** GET /auth/notifications: the member's choices (the defaults until they choose). */
export const getNotifications = serveMember(async (_request, member) => json(200, { success: true, notifications: await notificationSettingsOf(member.id) }))

/** PUT /auth/notifications {proposals, messages, monthlyReport}: all three, stored as given. */
export const putNotifications = serveMember(async (request, member) => {
  let body: unknown
  try {
    body = JSON.parse(await readBody(request))
  } catch {
    throw new AppError('bad-request', 'Please send your choices as JSON.')
  }
  const input = parseWith(notificationsSchema, body, 'Please check your email settings.')
  return json(200, { success: true, notifications: await saveNotificationSettings(member.id, input) })
})

/**
 * POST /unsubscribe?token=…: turns the token's category off. A mail program's one-click post
 * (body `List-Unsubscribe=One-Click`) gets 200; the page's own form gets 303 back to the page, which
 * then says it is done. A bad token: 400, or the page saying the link is not valid.
 */
const unsubscribe: Handler = async (request) => {
  const url = new URL(request.url)
  const form = new URLSearchParams(await readBody(request, 4096))
  const token = url.searchParams.get('token') ?? form.get('token') ?? ''
  const found = token.length <= 200 ? readUnsubscribeToken(token) : null
  const fromPage = form.get('List-Unsubscribe') !== 'One-Click' && form.has('token')
  if (found) await turnOff(found.memberId, found.category)
  if (fromPage) {
    const outcome = found ? 'done' : 'invalid'
    return new Response(null, { status: 303, headers: { Location: `/unsubscribe?token=${encodeURIComponent(token)}&outcome=${outcome}`, 'Cache-Control': 'no-store' } })
  }
  if (!found) throw new AppError('bad-request', 'This unsubscribe link is not valid.')
  return json(200, { success: true, category: found.category })
}

export const postUnsubscribe = serve(answeringRefusals(unsubscribe, 'unsubscribe'), 'unsubscribe')
