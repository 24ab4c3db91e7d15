import { describe, expect, it } from 'vitest'
import type { z } from 'zod'

import { fieldErrors } from '~/server/http.server'

import { contactStatuses, contactTypes as cmsTypes } from '../../../cms/src/contact-options'
import { ageLabel, isOverdue } from '../../../cms/src/collections/ContactMessages/hooks/contactOverdue'

import { forms } from '../../../content-seed/src/data/forms'

import { contactSchema as schemaFor, contactTypes } from './contact.schema'

const contactSchema = schemaFor(forms)

describe('contact schema', () => {
  it('has the same type values as the CMS collection (decision 0020)', () => {
    expect([...contactTypes]).toEqual([...cmsTypes])
  })

  it('drops empty optional values and trims', () => {
    expect(contactSchema.parse({ name: ' A ', email: ' a@b.co ', phone: '', company: ' ', type: '', message: '' })).toEqual({ name: 'A', email: 'a@b.co' })
  })

  it('speaks in the CMS words it is given', () => {
    const edited = { ...forms, contact: { ...forms.contact, nameLabel: 'Your name' }, validation: { ...forms.validation, required: 'Please fill in {label}' } }
    const result = schemaFor(edited).safeParse({ name: '', email: 'a@b.co' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Please fill in Your name')
    expect(contactSchema.safeParse({ name: '', email: 'a@b.co' }).error?.issues[0]?.message).toBe('Name is required')
  })

  it('ignores unknown keys', () => {
    expect(contactSchema.parse({ name: 'A', email: 'a@b.co', admin: true })).toEqual({ name: 'A', email: 'a@b.co' })
  })
})

describe('overdue', () => {
  const now = Date.parse('2026-01-02T12:00:00Z')
  it.each([
    ['new', '2026-01-01T11:59:00Z', true],
    ['in-progress', '2026-01-01T11:59:00Z', true],
    ['new', '2026-01-01T12:01:00Z', false],
    ['answered', '2025-01-01T00:00:00Z', false],
    ['spam', '2025-01-01T00:00:00Z', false],
  ])('%s since %s → %s', (status, createdAt, expected) => {
    expect(contactStatuses).toContain(status)
    expect(isOverdue({ status, createdAt }, now)).toBe(expected)
  })

  it('labels ages in minutes, hours, then days', () => {
    expect(ageLabel('2026-01-02T11:30:00Z', now)).toBe('30 min')
    expect(ageLabel('2026-01-01T10:00:00Z', now)).toBe('26 h')
    expect(ageLabel('2025-12-28T12:00:00Z', now)).toBe('5 d')
  })
})

describe('contact schema and the shared text fields (server/text-fields.ts)', () => {
  const errorsOf = (result: { error?: z.ZodError }) => (result.error ? fieldErrors(result.error) : {})

  it('one-line fields refuse line breaks, the message keeps them', () => {
    const result = contactSchema.safeParse({ name: 'Ada\nLovelace', email: 'ada@example.com', company: 'A\tB', message: 'Line one\nLine two\tend' })
    expect(errorsOf(result)).toEqual({ name: 'Name contains characters that are not allowed', company: 'Company contains characters that are not allowed' })
    expect(contactSchema.parse({ name: 'Ada', email: 'ada@example.com', message: 'Line one\nLine two' }).message).toBe('Line one\nLine two')
    expect(errorsOf(contactSchema.safeParse({ name: 'Ada', email: 'ada@example.com', message: 'bell\u0007' }))).toEqual({ message: 'Message contains characters that are not allowed' })
  })
})
