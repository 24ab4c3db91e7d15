// The email settings page's form where no script runs (POST /dashboard/settings/notifications): the
// three choices are stored as PUT /auth/notifications stores them; done, 303 back to the page saying
// so; refused, the page again with why.
import { parseWith, seeOther } from '~/server/http.server'
import type { User } from '~/server/member'
import { saveNotificationSettings } from '~/server/notification-settings.server'

import { notificationsPath } from './workspace.options'
import { notificationsSchema } from './workspace.schema'

export type NotificationsFormFailure = { refusal: string }

/** Start's `next` as the page's POST handler calls it: the page rendered with the refusal. */
type Next<R> = (options: { context: { notificationsForm: NotificationsFormFailure } }) => R

/** The report's radio buttons post `on` or `off`; anything else is left for the schema to refuse. */
const reportChoice = (value: string | null): unknown => (value === 'on' ? true : value === 'off' ? false : value)

export function notificationsForm<R>(fields: URLSearchParams, member: User, next: Next<R>) {
  return {
    refuse: (message: string) => next({ context: { notificationsForm: { refusal: message } } }),
    run: async () => {
      const input = parseWith(
        notificationsSchema,
        {
          proposals: (fields.get('proposals') ?? '').slice(0, 10),
          messages: (fields.get('messages') ?? '').slice(0, 10),
          monthlyReport: reportChoice((fields.get('monthlyReport') ?? '').slice(0, 10)),
        },
        'Please check your email settings.',
      )
      await saveNotificationSettings(member.id, input)
      return seeOther(`${notificationsPath}?saved=yes#notifications-status`)
    },
  }
}
