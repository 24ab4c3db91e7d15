// The security emails (member verification, member reset, staff reset) carry their secret link only
// where the code puts it: a template cannot be saved with {link} inside a web address, text stored
// that way anyway never gets the link filled in, and only admins change these emails' words.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { forgotPassword } from '~/auth/handlers/email.server'
import { register } from '~/auth/handlers/register.server'

import { as, createStaff, sql, testPayload } from '../../support/payload'
import { call, validRegistration, waitForEmail } from '../auth/support'
import { ensureSiteSettings } from '../contact/support'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await ensureSiteSettings(payload)
  await publishSeededEmails()
})

/** The seeded words, published (the database may hold an earlier test's edits). */
const publishSeededEmails = () => payload.updateGlobal({ slug: 'emails', data: { ...seedData.emails, _status: 'published' }, overrideAccess: true })

const evil = 'https://evil.example/?r={link}'

/** The field messages of the refusal `save` ends in (it must be refused). */
async function refusal(save: Promise<unknown>): Promise<{ label?: string; path: string; message: string }[]> {
  const error = (await save.then(
    () => null,
    (thrown: unknown) => thrown,
  )) as { data?: { errors?: { label?: string; path: string; message: string }[] } } | null
  expect(error, 'the save was accepted').not.toBeNull()
  return error!.data?.errors ?? []
}

/** How often `part` occurs in `text`. */
const occurrences = (text: string, part: string) => text.split(part).length - 1

/**
 * The link is where the code puts it and nowhere else: in the text on the action's own line, in
 * the HTML as the button's and the written-out link's address and that link's words; never inside
 * another address.
 */
function expectLinkOnlyWhereTheCodePutsIt(mail: { text: string; html: string }, link: string, secret: string) {
  const escaped = link.replaceAll('&', '&#38;')
  expect(occurrences(mail.text, secret)).toBe(1)
  expect(mail.text).toMatch(new RegExp(`\\n\\n[^\\n]+: ${link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n`))
  expect(occurrences(mail.html, secret)).toBe(3)
  expect(occurrences(mail.html, `href="${escaped}"`)).toBe(2)
  expect(occurrences(mail.html, `>${escaped}</a>`)).toBe(1)
  for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/evil\.example\/\?r=[^{]/)
}

describe('an email template with {link} inside a web address', () => {
  it('is refused on save with a message that says why', async () => {
    const admin = await createStaff(payload, 'admin')
    for (const [group, field] of [
      ['passwordReset', 'body'],
      ['verification', 'footer'],
      ['staffPasswordReset', 'linkHint'],
      ['contactNotification', 'adminLink'],
    ] as const) {
      const words = { ...seedData.emails[group], [field]: `Open ${evil} now` }
      expect(await refusal(payload.updateGlobal({ slug: 'emails', data: { [group]: words, _status: 'published' }, ...as(admin) }))).toEqual([
        { label: expect.any(String), path: `${group}.${field}`, message: expect.stringContaining('{link}') },
      ])
    }
    const stored = await payload.findGlobal({ slug: 'emails', overrideAccess: true })
    expect(stored.passwordReset.body).toBe(seedData.emails.passwordReset.body)
    expect(stored.contactNotification.adminLink).toBe(seedData.emails.contactNotification.adminLink)
  })

  it('is refused in a security email even on its own: the email places its link itself', async () => {
    const admin = await createStaff(payload, 'admin')
    const words = { ...seedData.emails.passwordReset, body: 'Hi {firstName},\n\nReset it here: {link}' }
    expect(await refusal(payload.updateGlobal({ slug: 'emails', data: { passwordReset: words, _status: 'published' }, ...as(admin) }))).toEqual([
      { label: expect.any(String), path: 'passwordReset.body', message: 'This email places its link itself, after the text: remove {link}.' },
    ])
    // Elsewhere {link} on its own is a link to a page, and stays allowed.
    await payload.updateGlobal({ slug: 'emails', data: { contactNotification: { ...seedData.emails.contactNotification, adminLink: 'See {link}.' }, _status: 'published' }, ...as(admin) })
    await publishSeededEmails()
  })
})

describe('security email text stored with {link} inside a web address', () => {
  const tampered = (prefix: string) => ({
    [`${prefix}_body`]: `Hi,\n\nContinue at ${evil} please.`,
    [`${prefix}_heading`]: `Go to ${evil}`,
    [`${prefix}_link_hint`]: 'Or paste {link} into your browser:',
    [`${prefix}_footer`]: `(${evil})`,
  })
  const columns = { ...tampered('verification'), ...tampered('password_reset'), ...tampered('staff_password_reset') }

  beforeAll(async () => {
    // Straight into the published row, as an older version or a direct edit could have left it.
    const names = Object.keys(columns)
    await sql(payload).query(`update emails set ${names.map((name, i) => `${name} = $${i + 1}`).join(', ')}`, Object.values(columns))
  })
  afterAll(publishSeededEmails)

  it('never fills the member verification or reset link into it', async () => {
    const body = validRegistration()
    expect((await call(register, { body })).status).toBe(201)
    const verification = await waitForEmail(body.email, /Verify/)
    const verifyLink = verification.text.match(/http:\/\/localhost:3000\/verify-email\?token=[a-z2-7]+/)![0]
    expectLinkOnlyWhereTheCodePutsIt(verification, verifyLink, new URL(verifyLink).searchParams.get('token')!)
    expect(verification.text).toContain(evil)

    expect((await call(forgotPassword, { body: { email: body.email } })).status).toBe(202)
    const reset = await waitForEmail(body.email, /Reset/)
    const resetLink = reset.text.match(/http:\/\/localhost:3000\/reset-password\?token=[a-z2-7]+/)![0]
    expectLinkOnlyWhereTheCodePutsIt(reset, resetLink, new URL(resetLink).searchParams.get('token')!)
  })

  it('never fills the staff reset link into it', async () => {
    const staff = await createStaff(payload, 'admin')
    const token = await payload.forgotPassword({ collection: 'staff', data: { email: staff.email } })
    const mail = await waitForEmail(staff.email, /admin password/)
    const link = `${payload.config.serverURL}/admin/reset/${encodeURIComponent(token)}`
    expectLinkOnlyWhereTheCodePutsIt(mail, link, token)
  })
})

describe('who may change the security emails', () => {
  it('an editor changes the other emails’ words but not the security emails’; an admin changes both', async () => {
    const [editor, admin] = [await createStaff(payload, 'editor'), await createStaff(payload, 'admin')]
    const change = (suffix: string) => ({
      verification: { ...seedData.emails.verification, subject: `Verify ${suffix}` },
      passwordReset: { ...seedData.emails.passwordReset, subject: `Reset ${suffix}` },
      staffPasswordReset: { ...seedData.emails.staffPasswordReset, subject: `Staff reset ${suffix}` },
      accountDeleted: { ...seedData.emails.accountDeleted, subject: `Deleted ${suffix}` },
    })
    const subjects = async () => {
      const stored = await payload.findGlobal({ slug: 'emails', overrideAccess: true })
      return [stored.verification.subject, stored.passwordReset.subject, stored.staffPasswordReset.subject, stored.accountDeleted.subject]
    }
    try {
      await payload.updateGlobal({ slug: 'emails', data: { ...change('by the editor'), _status: 'published' }, ...as(editor) })
      const { verification, passwordReset, staffPasswordReset } = seedData.emails
      expect(await subjects()).toEqual([verification.subject, passwordReset.subject, staffPasswordReset.subject, 'Deleted by the editor'])

      await payload.updateGlobal({ slug: 'emails', data: { ...change('by the admin'), _status: 'published' }, ...as(admin) })
      expect(await subjects()).toEqual(['Verify by the admin', 'Reset by the admin', 'Staff reset by the admin', 'Deleted by the admin'])
    } finally {
      await publishSeededEmails()
    }
  })

  it('an editor restores only a version whose security emails are the current ones', async () => {
    const [editor, admin] = [await createStaff(payload, 'editor'), await createStaff(payload, 'admin')]
    const publish = async (group: 'passwordReset' | 'accountDeleted', subject: string) => {
      await payload.updateGlobal({ slug: 'emails', data: { [group]: { ...seedData.emails[group], subject }, _status: 'published' }, ...as(admin) })
      const { docs } = await payload.findGlobalVersions({ slug: 'emails', sort: '-updatedAt', limit: 1, overrideAccess: true })
      await publishSeededEmails()
      return docs[0]!.id
    }
    const otherReset = await publish('passwordReset', 'Reset, restored')
    const otherDeleted = await publish('accountDeleted', 'Deleted, restored')
    try {
      const refused = await payload.restoreGlobalVersion({ slug: 'emails', id: otherReset, ...as(editor) }).then(
        () => null,
        (error: { status?: number }) => error,
      )
      expect(refused?.status).toBe(403)
      expect((await payload.findGlobal({ slug: 'emails', overrideAccess: true })).passwordReset.subject).toBe(seedData.emails.passwordReset.subject)

      await payload.restoreGlobalVersion({ slug: 'emails', id: otherDeleted, ...as(editor) })
      expect((await payload.findGlobal({ slug: 'emails', overrideAccess: true })).accountDeleted.subject).toBe('Deleted, restored')
      await payload.restoreGlobalVersion({ slug: 'emails', id: otherReset, ...as(admin) })
      expect((await payload.findGlobal({ slug: 'emails', overrideAccess: true })).passwordReset.subject).toBe('Reset, restored')
    } finally {
      await publishSeededEmails()
    }
  })
})
