// The bounded inputs of the workspace's messages and notification settings (CONTRACT §7).
import { z } from 'zod'

import { frequencies } from '~/server/notification-settings.server'

/** Plain text, 1–2,000 characters once trimmed; its own line breaks are kept. */
export const messageSchema = z.object({
  body: z
    .string({ error: 'Please write a message.' })
    .trim()
    .min(1, 'Please write a message.')
    .max(2000, 'Please keep your message to 2,000 characters or fewer.'),
})

export const contactSharingSchema = z.object({ share: z.boolean({ error: 'Please say whether to share your email address (true or false).' }) })

/** `before`: a message id, to read the page before it. */
export const messagesQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Please give a message id.')
    .transform(Number)
    .refine((value) => value <= 2 ** 31 - 1, 'Please give a message id.')
    .optional(),
})

const frequency = z.enum(frequencies, { error: 'Please choose instant, daily or off.' })

export const notificationsSchema = z.object({
  proposals: frequency,
  messages: frequency,
  monthlyReport: z.boolean({ error: 'Please say whether you want the monthly report (true or false).' }),
})
