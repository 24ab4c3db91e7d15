// The auth forms' schemas, shared by the pages (react-hook-form) and the API (server-side
// validation). Messages are SPEC §5's exact strings; every string has a maximum.
import { z } from 'zod'

import { isSingleLine, singleLine, textMessages } from '~/server/text-fields'

import { messages } from './auth.messages'

export { messages }

/** CONTRACT §2 / SPEC §9: at most 254 characters in all, 64 in the local part. */
export const emailField = z
  .string()
  .trim()
  .min(1, messages.required('Email'))
  .max(254, messages.email)
  .pipe(z.email(messages.email))
  .refine((email) => email.split('@')[0]!.length <= 64, messages.email)

/**
 * At least 8, at most 128 characters: long passphrases welcome, never truncated, bounded so hashing
 * stays cheap. Spaces count; control characters cannot be typed and are refused.
 */
export const passwordField = z
  .string()
  .min(1, messages.required('Password'))
  .min(8, messages.passwordMin)
  .max(128, messages.passwordMax)
  .refine(isSingleLine, textMessages.notAllowed('Password'))

const nameField = (label: string) => singleLine(label, 100).min(1, messages.required(label))
/** An opaque token from a link, a cookie or Google: one line, bounded. */
const tokenField = (message: string, max: number) => z.string({ error: message }).min(1, message).max(max, message).refine(isSingleLine, message)

export const loginSchema = z.object({ email: emailField, password: passwordField })
export type LoginInput = z.infer<typeof loginSchema>

export const registerSchema = z.object({
  firstName: nameField('First Name'),
  lastName: nameField('Last Name'),
  email: emailField,
  password: passwordField,
  company: singleLine('Company', 200).optional(),
})
export type RegisterInput = z.infer<typeof registerSchema>

const slug = z.string().trim().max(120).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Please choose a business type from the list')
const optionalText = (label: string, max: number) => singleLine(label, max).nullable().optional()

export const profileSchema = z.object({
  firstName: nameField('First Name').optional(),
  lastName: nameField('Last Name').optional(),
  phone: singleLine('Phone', 40)
    .regex(/^$|^\+?[0-9 ()-]{6,40}$/, 'Please enter a valid phone number')
    .nullable()
    .optional(),
  businessType: z.union([slug, z.literal('')]).nullable().optional(),
  organisation: z
    .object({ name: optionalText('Organisation name', 200), businessType: z.union([slug, z.literal('')]).nullable().optional() })
    .nullable()
    .optional(),
})
export type ProfileInput = z.infer<typeof profileSchema>

export const googleSchema = z.object({ googleToken: tokenField(messages.googleFailed, 4096) })
export const refreshSchema = z.object({
  refreshToken: z.string({ error: messages.noRefreshToken }).min(1, messages.noRefreshToken).max(200, messages.authFailed).refine(isSingleLine, messages.authFailed),
})
export const tokenSchema = z.object({ token: tokenField('This link is invalid or has expired.', 200) })
export const forgotPasswordSchema = z.object({ email: emailField })
export const resetPasswordSchema = z.object({ token: tokenSchema.shape.token, password: passwordField })
