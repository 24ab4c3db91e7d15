// The auth forms' schemas, shared by the pages (react-hook-form) and the API (server-side
// validation). They are made from the CMS's words (auth.messages.ts): the page passes the texts it
// received as loader data, a handler the texts it read on the server. Every string has a maximum.
import { z } from 'zod'

import { containsLink, emailPattern, isSingleLine, singleLine } from '~/server/text-fields'

import { authMessages, type AuthMessages, type AuthTexts } from './auth.messages'

export { authMessages, type AuthMessages, type AuthTexts }

/** A field's error for a value that is not a string: missing reads as required, anything else as not text. */
const requiredText = (m: AuthMessages, label: string) => (issue: { input?: unknown }) => (issue.input == null ? m.required(label) : m.text.notText(label))

/** The auth API's email limits (RFC 5321): at most 254 characters in all, 64 in the local part. */
export const emailField = (m: AuthMessages, label: string) =>
  z
    .string({ error: requiredText(m, label) })
    .trim()
    .min(1, m.required(label))
    .max(254, m.email)
    .pipe(z.email({ error: m.email, pattern: emailPattern }))
    .refine((email) => email.split('@')[0]!.length <= 64, m.email)

/**
 * At least 8, at most 128 characters: long passphrases welcome, never truncated, bounded so hashing
 * stays cheap. Spaces count; control characters cannot be typed and are refused.
 */
export const passwordField = (m: AuthMessages, label: string) =>
  z
    .string({ error: requiredText(m, label) })
    .min(1, m.required(label))
    .min(8, m.passwordMin)
    .max(128, m.passwordMax)
    .refine(isSingleLine, m.text.notAllowed(label))

/** A first or last name: it greets the address in every email we send, so it carries no link (decision 0091). */
const nameField = (m: AuthMessages, label: string) =>
  singleLine(label, 100, m.text)
    .min(1, m.required(label))
    .refine((name) => !containsLink(name), m.noLinks(label))
/** An opaque token from a link, a cookie or Google: one line, bounded. */
const tokenField = (message: string, max: number) => z.string({ error: message }).min(1, message).max(max, message).refine(isSingleLine, message)
const slug = (m: AuthMessages) =>
  z
    .string({ error: m.chooseBusinessType })
    .trim()
    .max(120, m.chooseBusinessType)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.chooseBusinessType)
const optionalText = (m: AuthMessages, label: string, max: number) => singleLine(label, max, m.text).nullable().optional()

function build(t: AuthTexts) {
  const m = authMessages(t)
  const { signIn, register } = t
  const token = z.object({ token: tokenField(m.invalidLink, 200) })
  const password = passwordField(m, register.passwordLabel)
  return {
    messages: m,
    login: z.object({ email: emailField(m, signIn.emailLabel), password: passwordField(m, signIn.passwordLabel) }),
    register: z.object({
      firstName: nameField(m, register.firstNameLabel),
      lastName: nameField(m, register.lastNameLabel),
      email: emailField(m, register.emailLabel),
      password,
      company: singleLine(register.companyLabel, 200, m.text).optional(),
    }),
    profile: z.object({
      firstName: nameField(m, register.firstNameLabel).optional(),
      lastName: nameField(m, register.lastNameLabel).optional(),
      phone: singleLine('Phone', 40, m.text)
        .regex(/^$|^\+?[0-9 ()-]{6,40}$/, m.invalidPhone)
        .nullable()
        .optional(),
      businessType: z
        .union([slug(m), z.literal('')], { error: m.chooseBusinessType })
        .nullable()
        .optional(),
      organisation: z
        .object(
          {
            name: optionalText(m, 'Organisation name', 200),
            businessType: z
              .union([slug(m), z.literal('')], { error: m.chooseBusinessType })
              .nullable()
              .optional(),
          },
          { error: 'Organisation must give a name and a business type' },
        )
        .nullable()
        .optional(),
    }),
    google: z.object({ googleToken: tokenField(m.googleFailed, 4096) }),
    refresh: z.object({
      refreshToken: z.string({ error: m.noRefreshToken }).min(1, m.noRefreshToken).max(200, m.authFailed).refine(isSingleLine, m.authFailed),
    }),
    token,
    forgotPassword: z.object({ email: emailField(m, signIn.emailLabel) }),
    resetPassword: z.object({ token: token.shape.token, password }),
    newPassword: z.object({ password }),
  }
}

export type AuthSchemas = ReturnType<typeof build>

// The cached CMS global is one object for a few seconds: its schemas are built once for it.
const built = new WeakMap<AuthTexts, AuthSchemas>()

/** The auth schemas in the words of `texts` (the `forms` global, or the parts of it a page has). */
export function authSchemas(texts: AuthTexts): AuthSchemas {
  let schemas = built.get(texts)
  if (!schemas) built.set(texts, (schemas = build(texts)))
  return schemas
}

export type LoginInput = z.infer<AuthSchemas['login']>
export type RegisterInput = z.infer<AuthSchemas['register']>
export type ProfileInput = z.infer<AuthSchemas['profile']>
