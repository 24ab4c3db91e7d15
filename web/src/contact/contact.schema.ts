// The contact form's one schema: the browser validates with it (react-hook-form) and the
// server validates with it again (POST /contact), so both give the same field errors.
// Its words are the CMS's (the `forms` global): the page and the handler pass them in.
// Every string has a maximum that matches the column limits of cms/src/collections/ContactMessages/index.ts.
import type { Form } from '@kindred/cms/types'
import { fill } from '@kindred/cms/template'
import { z } from 'zod'

import { containsLink, emailPattern, multiLine, singleLine, textMessages } from '~/server/text-fields'

import { contactLimits, contactTypes, honeypotField, type ContactType } from './contact.fields'

export { contactLimits, contactTypes, honeypotField, type ContactType }

/** Empty or blank optional values are dropped, so the stored message never holds ''. */
const optional = <S extends z.ZodType<string, string>>(field: S) => field.optional().transform((value) => (value ? value : undefined))

/** The parts of the `forms` global the contact form and POST /contact use. */
export type ContactTexts = Pick<Form, 'validation' | 'contact'>

function build(t: ContactTexts) {
  const v = t.validation
  const c = t.contact
  const text = {
    notText: textMessages.notText,
    tooLong: (label: string, max: number) => fill(v.tooLong, { label, max }),
    notAllowed: (label: string) => fill(v.notAllowed, { label }),
  }
  const required = (label: string) => fill(v.required, { label })
  return z.object({
    // The name goes into support's notification and the desk's reply: no address in it, as in a member's (decision 0091).
    name: z
      .string({ error: required(c.nameLabel) })
      .pipe(singleLine(c.nameLabel, contactLimits.name, text).min(1, required(c.nameLabel)))
      .refine((name) => !containsLink(name), fill(v.noLinks, { label: c.nameLabel })),
    email: z
      .string({ error: required(c.emailLabel) })
      .trim()
      .min(1, required(c.emailLabel))
      .max(contactLimits.email, text.tooLong(c.emailLabel, contactLimits.email))
      .refine((value) => value.split('@')[0]!.length <= contactLimits.emailLocal, {
        error: fill(v.emailLocalPart, { max: contactLimits.emailLocal }),
      })
      .pipe(z.email({ error: v.invalidEmail, pattern: emailPattern })),
    phone: optional(singleLine(c.phoneLabel, contactLimits.phone, text)).refine((value) => value === undefined || /^[+\d\s().-]+$/.test(value), {
      error: v.invalidPhone,
    }),
    company: optional(singleLine(c.companyLabel, contactLimits.company, text)),
    type: z
      .union([z.enum(contactTypes), z.literal('')], { error: v.chooseOption })
      .optional()
      .transform((value) => (value ? value : undefined)),
    message: optional(multiLine(c.messageLabel, contactLimits.message, text)),
  })
}

export type ContactSchema = ReturnType<typeof build>
const built = new WeakMap<ContactTexts, ContactSchema>()

/** The contact schema in the words of `texts` (built once for each copy of the global). */
export function contactSchema(texts: ContactTexts): ContactSchema {
  let schema = built.get(texts)
  if (!schema) built.set(texts, (schema = build(texts)))
  return schema
}

/** What the form holds (strings, '' for empty) and what the server stores (empties dropped). */
export type ContactInput = z.input<ContactSchema>
export type ContactMessage = z.output<ContactSchema>
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
