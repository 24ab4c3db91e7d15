// The contact form's one schema: the browser validates with it (react-hook-form) and the
// server validates with it again (POST /contact), so both give the same field errors.
// Every string has a maximum that matches the column limits of cms/src/collections/ContactMessages.ts.
import { z } from 'zod'

import { multiLine, singleLine, textMessages } from '~/server/text-fields'

/** CONTRACT §2: the `type` values of a contact message (the CMS select has the same list; a unit test checks). */
export const contactTypes = ['partnership-opportunities', 'new-channels', 'other'] as const
export type ContactType = (typeof contactTypes)[number]

export const contactLimits = { name: 200, email: 254, emailLocal: 64, phone: 40, company: 200, message: 5000 } as const

/** The honeypot: a visually hidden field people never fill in and simple bots do. */
export const honeypotField = 'website'

/** Empty or blank optional values are dropped, so the stored message never holds ''. */
const optional = <S extends z.ZodType<string, string>>(field: S) => field.optional().transform((value) => (value ? value : undefined))

export const contactSchema = z.object({
  name: z.string({ error: 'Name is required' }).pipe(singleLine('Name', contactLimits.name).min(1, 'Name is required')),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(contactLimits.email, textMessages.tooLong('Email', contactLimits.email))
    .refine((value) => value.split('@')[0]!.length <= contactLimits.emailLocal, {
      error: `The part before @ must be at most ${contactLimits.emailLocal} characters`,
    })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  phone: optional(singleLine('Phone', contactLimits.phone)).refine((value) => value === undefined || /^[+\d\s().-]+$/.test(value), {
    error: 'Please enter a valid phone number',
  }),
  company: optional(singleLine('Company', contactLimits.company)),
  type: z
    .union([z.enum(contactTypes), z.literal('')], { error: 'Please choose one of the options' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  message: optional(multiLine('Message', contactLimits.message)),
})

/** What the form holds (strings, '' for empty) and what the server stores (empties dropped). */
export type ContactInput = z.input<typeof contactSchema>
export type ContactMessage = z.output<typeof contactSchema>
export type ContactFieldErrors = Partial<Record<keyof ContactInput, string>>

/** One readable message a field, the first zod gives for it. */
export function fieldErrors(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as keyof ContactInput
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** SPEC §8, exactly. */
export const contactTexts = {
  success: "Thank you for your message! We'll get back to you within 24 hours.",
  failure: 'Failed to submit your message. Please try again.',
} as const
