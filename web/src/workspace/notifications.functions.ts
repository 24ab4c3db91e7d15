// What the pages of email choices load and save: the member's choices (the same module as GET and
// PUT /auth/notifications), and the unsubscribe page's words for a token (which category it turns
// off, or that the link is not valid; the CMS's `emails` → unsubscribe). Each checks the session
// itself from the request; a save answers `{ success: true, … }` or a Failure the form shows.
import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { fill } from '@kindred/cms/template'
import { z } from 'zod'

import { emailCopy, formsCopy } from '~/server/copy.server'
import { csrfHeaderName, csrfToken } from '~/server/csrf-token'
import { asAppError } from '~/server/errors.server'
import { parseWith } from '~/server/http.server'
import { notificationSettingsOf, saveNotificationSettings, type NotificationSettings } from '~/server/notification-settings.server'
import { readUnsubscribeToken } from '~/server/unsubscribe.server'
import { signedInMember } from '~/server/viewer.server'

import { notificationsSchema } from './workspace.schema'

export type NotificationsFailure = { success: false; status: number; errorMessage: string; errors?: Record<string, string> }

/** Cookie-authenticated writes carry the CSRF header (decision 0013), checked when the member is looked up. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = csrfToken()
  return next({ headers: token ? { [csrfHeaderName]: token } : {} })
})

/** The signed-in member's choices (the defaults until they choose), or null for a visitor. */
export const getMyNotifications = createServerFn({ method: 'GET' }).handler(async (): Promise<NotificationSettings | null> => {
  const member = await signedInMember(getRequest())
  return member ? notificationSettingsOf(member.id) : null
})

/** Bounded before the settings' own schema reads them, which then gives field errors. */
const choicesInput = z.object({ proposals: z.string().max(10), messages: z.string().max(10), monthlyReport: z.boolean() })

/** Stores all three choices, as PUT /auth/notifications does. */
export const saveMyNotifications = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => choicesInput.parse(input))
  .handler(async ({ data }): Promise<{ success: true; notifications: NotificationSettings } | NotificationsFailure> => {
    const member = await signedInMember(getRequest())
    if (!member) return { success: false, status: 401, errorMessage: (await formsCopy()).session.signInToContinue }
    try {
      const input = parseWith(notificationsSchema, data, 'Please check your email settings.')
      return { success: true, notifications: await saveNotificationSettings(member.id, input) }
    } catch (error) {
      const known = asAppError(error)
      if (!known) throw error
      return { success: false, status: known.status, errorMessage: known.errorMessage, ...(known.options.fields ? { errors: known.options.fields } : {}) }
    }
  })

const tokenSchema = z.object({ token: z.string().max(200).optional() })

export const getUnsubscribePage = createServerFn({ method: 'GET' })
  .validator((input: unknown) => parseWith(tokenSchema, input))
  .handler(async ({ data }) => {
    const { templates, brand } = await emailCopy()
    const t = templates.unsubscribe
    const found = data.token ? readUnsubscribeToken(data.token) : null
    const category = found ? t[found.category] : ''
    return {
      valid: found !== null,
      title: t.title,
      confirm: fill(t.confirm, { category, brand }),
      done: fill(t.done, { category, brand }),
      invalid: t.invalid,
      button: t.button,
      settingsLink: t.settingsLink,
    }
  })
