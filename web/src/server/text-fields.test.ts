import { describe, expect, it } from 'vitest'

import { authSchemas } from '~/auth/auth.schemas'
import { contactSchema as schemaFor } from '~/contact/contact.schema'

import { forms } from '../../../content-seed/src/data/forms'
import { isMultiLine, isSingleLine, multiLine, singleLine } from './text-fields'

// The schemas in the seeded words, as an unedited site has them.
const contactSchema = schemaFor(forms)
const { login: loginSchema, profile: profileSchema, register: registerSchema, token: tokenSchema } = authSchemas(forms)

const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f']

describe('text fields', () => {
  it('one-line fields refuse every control character, tab, line breaks and the Unicode separators', () => {
    for (const c of [...controls, '\t', '\n', '\r', '\u2028', '\u2029']) expect(isSingleLine(`a${c}b`), JSON.stringify(c)).toBe(false)
    expect(isSingleLine('Zoë O’Brien-Smith, 3rd floor (rear) – café ☕ 日本')).toBe(true)
  })

  it('free text keeps tab and line breaks but refuses the other control characters', () => {
    expect(isMultiLine('Hello,\r\n\tworld\n\u2028')).toBe(true)
    for (const c of controls) expect(isMultiLine(`a${c}b`), JSON.stringify(c)).toBe(false)
  })

  it('names the field in the error', () => {
    expect(singleLine('Company', 10).safeParse('Acme\u0000').error?.issues[0]?.message).toBe('Company contains characters that are not allowed')
    expect(multiLine('Message', 5).safeParse('123456').error?.issues[0]?.message).toBe('Message must be at most 5 characters')
    expect(singleLine('Company', 10).safeParse('  Acme  ').data).toBe('Acme')
  })
})

describe('the schemas that accept text use them', () => {
  /** The first message for each field, as the API and the forms show it. */
  const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
    const errors: Record<string, string> = {}
    for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message
    return errors
  }

  it('register and profile: names, company, phone, organisation', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical-engine' }
    expect(errorsOf(registerSchema.safeParse({ ...base, firstName: 'A\u0000da' }))).toEqual({ firstName: 'First Name contains characters that are not allowed' })
    expect(errorsOf(registerSchema.safeParse({ ...base, lastName: 'Love\nlace', company: 'Acme\u001b' }))).toEqual({
      lastName: 'Last Name contains characters that are not allowed',
      company: 'Company contains characters that are not allowed',
    })
    expect(errorsOf(profileSchema.safeParse({ phone: '+61\u0000400', organisation: { name: 'x\u2028y' } }))).toEqual({
      phone: 'Phone contains characters that are not allowed',
      'organisation.name': 'Organisation name contains characters that are not allowed',
    })
    expect(registerSchema.safeParse(base).success).toBe(true)
  })

  it('passwords and tokens', () => {
    expect(errorsOf(loginSchema.safeParse({ email: 'ada@example.com', password: 'password\u0000123' }))).toEqual({ password: 'Password contains characters that are not allowed' })
    expect(loginSchema.safeParse({ email: 'ada@example.com', password: 'pass phrase with spaces' }).success).toBe(true)
    expect(tokenSchema.safeParse({ token: 'abc\u0000' }).success).toBe(false)
  })

  it('contact: one-line fields refuse line breaks, the message keeps them', () => {
    const result = contactSchema.safeParse({ name: 'Ada\nLovelace', email: 'ada@example.com', company: 'A\tB', message: 'Line one\nLine two\tend' })
    expect(errorsOf(result)).toEqual({ name: 'Name contains characters that are not allowed', company: 'Company contains characters that are not allowed' })
    expect(contactSchema.parse({ name: 'Ada', email: 'ada@example.com', message: 'Line one\nLine two' }).message).toBe('Line one\nLine two')
    expect(errorsOf(contactSchema.safeParse({ name: 'Ada', email: 'ada@example.com', message: 'bell\u0007' }))).toEqual({ message: 'Message contains characters that are not allowed' })
  })
})
