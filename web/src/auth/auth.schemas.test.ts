// The auth schemas use the shared text-field refinements (server/text-fields.ts): hostile text in
// any field is a named field error, never a stored value.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { fieldErrors } from '~/server/http.server'

import { forms } from '../../../content-seed/src/data/forms'

import { authSchemas } from './auth.schemas'

// The schemas in the seeded words, as an unedited site has them.
const { login: loginSchema, profile: profileSchema, register: registerSchema, token: tokenSchema } = authSchemas(forms)

/** The first message for each field, as the API and the forms show it. */
const errorsOf = (result: { error?: z.ZodError }) => (result.error ? fieldErrors(result.error) : {})

describe('auth schemas refuse control characters', () => {
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
})

describe('auth schemas word every wrong kind of value for people, not in the validator’s terms', () => {
  it('email and password: missing is required, anything but text is named', () => {
    expect(errorsOf(loginSchema.safeParse({ password: 'x' }))).toEqual({ email: 'Email is required', password: 'Password must be at least 8 characters' })
    expect(errorsOf(loginSchema.safeParse({ email: 42, password: ['a'] }))).toEqual({ email: 'Email must be text', password: 'Password must be text' })
    expect(errorsOf(loginSchema.safeParse({ email: null, password: null }))).toEqual({ email: 'Email is required', password: 'Password is required' })
  })

  it('profile: a business type of the wrong kind or length, an organisation that is not an object', () => {
    const errors = errorsOf(profileSchema.safeParse({ businessType: 123, organisation: 'x' }))
    expect(errors).toEqual({ businessType: expect.stringMatching(/business type/i), organisation: 'Organisation must give a name and a business type' })
    expect(errorsOf(profileSchema.safeParse({ businessType: 'a'.repeat(300) })).businessType).toMatch(/business type/i)
    expect(JSON.stringify(errors)).not.toMatch(/Invalid input|expected|received|Too big/)
  })
})
