// Bounded schemas for every input of results (decision 0102). Field messages are what a 400 lists.
import { z } from 'zod'

import { integrationPlatforms, redemptionChannels } from './results.options'

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-12-31')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Not a real date')

/** A day as YYYY-MM-DD, or an ISO moment whose date part is taken. */
const day = z
  .string()
  .max(40)
  .transform((value) => value.slice(0, 10))
  .pipe(isoDay)

const destination = z
  .string()
  .trim()
  .max(2048, 'At most 2,048 characters')
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password
    } catch {
      return false
    }
  }, 'Use a web address starting with http:// or https://')

export const newCodeSchema = z
  .object({
    offerText: z.string().trim().min(1, 'Describe the offer').max(140, 'At most 140 characters'),
    destination: destination.optional().nullable(),
    validFrom: day.optional().nullable(),
    validUntil: day.optional().nullable(),
    maxUses: z.number('Use a whole number').int('Use a whole number').min(1, 'At least 1').max(1_000_000, 'At most 1,000,000').optional().nullable(),
  })
  .refine((value) => !value.validFrom || !value.validUntil || value.validFrom <= value.validUntil, { message: 'The last day comes before the first', path: ['validUntil'] })

export type NewCode = z.infer<typeof newCodeSchema>

const moment = z
  .string()
  .max(40)
  .refine((value) => /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), 'Use an ISO date and time, like 2026-12-31T14:30:00+11:00')
  .transform((value) => new Date(value))

export const redemptionSchema = z.object({
  code: z.string().max(40, 'Not a Kindred code'),
  amount: z.number('Use a whole number of cents').int('Use a whole number of cents').min(0, 'At least 0').max(100_000_000, 'At most 100,000,000 cents'),
  orderRef: z.string().trim().min(1, 'Give the order reference or leave it out').max(64, 'At most 64 characters').optional().nullable(),
  channel: z.enum(redemptionChannels, 'One of till, online, phone').optional().nullable(),
  redeemedAt: moment.optional().nullable(),
})

export type RedemptionInput = z.infer<typeof redemptionSchema>

export const resultsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((value) => !value.from || !value.to || value.from <= value.to, { message: 'The end comes before the start', path: ['to'] })

export const counterLinkSchema = z.object({
  label: z.string('Name the link').trim().min(1, 'Name the link').max(60, 'At most 60 characters'),
})

export const integrationSchema = z.object({
  platform: z.enum(integrationPlatforms, 'One of shopify, woocommerce'),
  label: z.string('Name the shop').trim().min(1, 'Name the shop').max(60, 'At most 60 characters'),
})

/** An id a server function is given: a positive 32-bit integer. */
export const idSchema = z.object({
  id: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
})
