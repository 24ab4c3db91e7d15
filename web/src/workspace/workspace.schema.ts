// The bounded inputs of the workspace API (decision 0105): agreements, milestones, reviews, messages
// and notification settings.
import { z } from 'zod'

import { frequencies } from '~/server/notification-settings.server'

const isoDay = /^\d{4}-\d{2}-\d{2}$/

const realDay = (value: string) => isoDay.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

export const agreementSchema = z.object({
  terms: z
    .string({ error: 'Write the agreement.' })
    .max(10000, 'The agreement can be at most 10,000 characters.')
    .refine((value) => value.trim().length > 0, 'Write the agreement.'),
})

export const milestoneSchema = z.object({
  title: z
    .string({ error: 'Give the milestone a title.' })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'Give the milestone a title.').max(120, 'A milestone title can be at most 120 characters.')),
  dueDate: z
    .union([z.string().refine(realDay, 'Give the due date as YYYY-MM-DD.'), z.null()])
    .optional()
    .transform((value) => value ?? null),
})

export const reviewSchema = z.object({
  rating: z
    .number({ error: 'Rate the collaboration from 1 to 5 stars.' })
    .int('Rate the collaboration from 1 to 5 stars.')
    .min(1, 'Rate the collaboration from 1 to 5 stars.')
    .max(5, 'Rate the collaboration from 1 to 5 stars.'),
  comment: z
    .union([z.string().max(1000, 'A review can be at most 1,000 characters.'), z.null()])
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : null)),
})

export type MilestoneInput = z.infer<typeof milestoneSchema>
export type ReviewInput = z.infer<typeof reviewSchema>

/** Plain text, 1–2,000 characters once trimmed; its own line breaks are kept. */
export const messageSchema = z.object({
  body: z.string({ error: 'Please write a message.' }).trim().min(1, 'Please write a message.').max(2000, 'Please keep your message to 2,000 characters or fewer.'),
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

/** GET /api/collaborations?before: the collaboration the next page follows. */
export const collaborationsQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Please give a collaboration id.')
    .transform(Number)
    .refine((value) => value <= 2 ** 31 - 1, 'Please give a collaboration id.')
    .optional(),
})
