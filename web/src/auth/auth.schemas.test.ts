// The auth schemas use the shared text-field refinements (server/text-fields.ts): hostile text in
// any field is a named field error, never a stored value.
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { fieldErrors } from '~/server/http.server'

import { loginSchema, profileSchema, registerSchema, tokenSchema } from './auth.schemas'

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
