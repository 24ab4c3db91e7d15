// The copy globals (`forms`, `account`, `emails`) through the real Local API and the site's own
// readers: they hold the SPEC's exact words as seeded, the site reads published edits, a missing
// global is a clear 503 rather than a 500, and a link keeps its analytics key when its label changes.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { accountCopy, emailCopy, formsCopy } from '~/server/copy.server'
import { CopyMissing } from '~/server/errors.server'
import { authSchemas } from '~/auth/auth.schemas'
import { accountEmails } from '~/auth/emails.server'
import { errorResponse } from '~/server/errors.server'
import { getProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'

import { createStaff, testPayload, truncate } from '../../support/payload'
import { call, validRegistration } from '../auth/support'
import { ensureSiteSettings } from '../contact/support'

let payload: Payload
const ttl = Number(process.env.CONTENT_TTL_MS ?? 2000) + 200
const later = () => new Promise((resolve) => setTimeout(resolve, ttl))

beforeAll(async () => {
  payload = await testPayload()
  await ensureSiteSettings(payload)
})

describe('copy globals', () => {
  it('hold the SPEC’s exact words as seeded', async () => {
    const forms = await formsCopy()
    expect(forms.contact.success).toBe("Thank you for your message! We'll get back to you within 24 hours.")
    expect(forms.contact.failure).toBe('Failed to submit your message. Please try again.')
    expect(forms.signIn.failed).toBe('Login failed. Please check your credentials.')
    expect(forms.register.passwordPlaceholder).toBe('Password (min 8 characters)')
    const { messages, login } = authSchemas(forms)
    expect(messages.required('Email')).toBe('Email is required')
    expect(login.safeParse({ email: 'nope', password: 'short' }).error?.issues.map((issue) => issue.message)).toEqual(['Please enter a valid email address', 'Password must be at least 8 characters'])
  })

  it('the server validates and writes emails in the published words', async () => {
    const editor = await createStaff(payload, 'editor')
    const as = { overrideAccess: false, user: { ...editor, collection: 'staff' } as never }
    const original = seedData.forms.validation.invalidEmail
    const edited = 'That email address does not look right'
    await payload.updateGlobal({ slug: 'forms', data: { validation: { ...seedData.forms.validation, invalidEmail: edited }, _status: 'published' }, ...as })
    // The verification email carries a secret link: its words are an admin's to change.
    const admin = { overrideAccess: false, user: { ...(await createStaff(payload, 'admin')), collection: 'staff' } as never }
    await payload.updateGlobal({ slug: 'emails', data: { verification: { ...seedData.emails.verification, subject: 'Welcome to {brand}, {firstName}' }, _status: 'published' }, ...admin })
    try {
      await later()
      const { login } = authSchemas(await formsCopy())
      expect(login.safeParse({ email: 'nope', password: 'long enough' }).error?.issues[0]?.message).toBe(edited)
      const mail = (await accountEmails()).verification('grace@example.com', 'Grace', 'token')
      expect(mail.subject).toBe(`Welcome to ${(await emailCopy()).brand}, Grace`)
      expect(mail.text).toContain('Hi Grace,')
    } finally {
      await payload.updateGlobal({ slug: 'forms', data: { validation: { ...seedData.forms.validation, invalidEmail: original }, _status: 'published' }, overrideAccess: true })
      await payload.updateGlobal({ slug: 'emails', data: { verification: seedData.emails.verification, _status: 'published' }, overrideAccess: true })
    }
  })

  it("the API's refusals are in the published words: the throttle's wait, signing in, a common password", async () => {
    const { messages } = authSchemas(await formsCopy())
    expect(messages.tooManyAttempts(30)).toBe('Too many attempts. Please try again in 1 minute.')
    expect(messages.tooManyAttempts(61)).toBe('Too many attempts. Please try again in 2 minutes.')
    expect(messages.tooManyAttempts(900)).toBe('Too many attempts. Please try again in 15 minutes.')
    expect((await call(getProfile, { method: 'GET' })).json.errorMessage).toBe('Please sign in to continue.')

    const session = { ...seedData.forms.session, tooManyAttempts: 'Slow down: back in {minutes} minutes.', signInToContinue: 'Sign in first, please.' }
    const validation = { ...seedData.forms.validation, commonPassword: 'Everyone uses that one.' }
    await payload.updateGlobal({ slug: 'forms', data: { session, validation, _status: 'published' }, overrideAccess: true })
    try {
      await later()
      expect(authSchemas(await formsCopy()).messages.tooManyAttempts(600)).toBe('Slow down: back in 10 minutes.')
      expect((await call(getProfile, { method: 'GET' })).json.errorMessage).toBe('Sign in first, please.')
      const weak = await call(register, { body: { ...validRegistration(), password: 'password123' } })
      expect(weak.status).toBe(400)
      expect(weak.json).toMatchObject({ errorMessage: 'Everyone uses that one.', errors: { password: 'Everyone uses that one.' } })
    } finally {
      await payload.updateGlobal({ slug: 'forms', data: { session: seedData.forms.session, validation: seedData.forms.validation, _status: 'published' }, overrideAccess: true })
    }
  })

  it('an anonymous visitor cannot change them', async () => {
    await expect(payload.updateGlobal({ slug: 'forms', data: { contact: { ...seedData.forms.contact, submit: 'Hacked' } }, overrideAccess: false })).rejects.toThrow()
  })
})

describe('a missing copy global', () => {
  afterAll(async () => {
    await payload.updateGlobal({ slug: 'account', data: { ...seedData.account, _status: 'published' }, overrideAccess: true })
  })

  it('is answered 503 with a readable message, not 500', async () => {
    // What an unseeded database holds: a draft with no words published.
    await truncate(payload, ['account', '_account_v'])
    await later()
    const error = await accountCopy().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CopyMissing)
    const response = errorResponse(error, 'test')
    expect(response.status).toBe(503)
    expect((await response.json()).errorMessage).toMatch(/not ready yet/)
  })
})

describe('analytics keys on CMS links', () => {
  it('are filled once from the label and kept when the label changes', async () => {
    const signedOut = { login: { label: 'Login', href: '/login' }, primary: { label: 'Get Started', href: '/contact' } }
    await payload.updateGlobal({ slug: 'navigation', data: { ...seedData.navigation, signedOut }, overrideAccess: true })
    const first = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
    expect(first.signedOut.primary.trackingKey).toBe('get_started_cta')
    await payload.updateGlobal({ slug: 'navigation', data: { ...first, signedOut: { ...first.signedOut, primary: { ...first.signedOut.primary, label: 'Join free' } } }, overrideAccess: true })
    const second = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
    expect(second.signedOut.primary).toMatchObject({ label: 'Join free', trackingKey: 'get_started_cta' })
  })
})
