import { type GlobalBeforeOperationHook, type GlobalConfig, type GroupField } from 'payload'

import { fieldAdminsOnly, roleOf } from '../../access'
import { linkInsideWord } from '../../mail/template'
import { refusal } from '../../refusal'
import { globalAccess, globalVersions } from '../content'
import { texts, type TextCheck } from '../Directory/texts'

const accountMail = { subject: 200, heading: 200, body: 2000, action: 80, linkHint: 200, footer: 1000 }
const layout = 'The body is split into paragraphs at blank lines.'
const actionHint = (placeholders: string) => `Placeholders: ${placeholders}. ${layout} The email adds its button and the link written out after the text.`
const securityHint = (placeholders: string) => `${actionHint(placeholders)} Only admins change this email: its link carries a secret.`

/**
 * `{link}` fills in a whole web address, so it stands on its own: inside another address it would
 * send the link to that site. Text saved before the rule may stay as it is (only the renderer then
 * keeps it out, see `fill`); new or changed text follows it.
 */
const linkOnItsOwn: TextCheck = (value, previous) =>
  value === previous || !linkInsideWord(value) || '{link} is a whole web address: put it on its own, with a space before it, never inside another address.'

/**
 * The emails whose point is one link (verification, resets, account deleted): the link is placed by
 * the email itself, after the text, so the text holds words only and no `{link}` at all.
 */
const wordsOnly: TextCheck = (value, previous) => value === previous || !value.includes('{link}') || 'This email places its link itself, after the text: remove {link}.'

/** The security emails: changed by admins only, whose own words cannot carry the link. */
export const securityEmails = ['verification', 'passwordReset', 'staffPasswordReset'] as const

const adminsOnly = (group: GroupField): GroupField => ({ ...group, access: { create: fieldAdminsOnly, update: fieldAdminsOnly } })

/**
 * Restoring an earlier version writes every field at once, past field access: a colleague who may
 * not change the security emails may restore only a version whose security emails are the current ones.
 */
const restoreKeepsSecurityEmails: GlobalBeforeOperationHook = async ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'restoreVersion' || overrideAccess || roleOf(req) === 'admin') return args
  const { id } = args as { id: number | string }
  const version = await req.payload.findGlobalVersionByID({ slug: 'emails', id, depth: 0, overrideAccess: true, req })
  const current = await req.payload.findGlobal({ slug: 'emails', depth: 0, draft: true, overrideAccess: true, req })
  const words = (group: Record<string, unknown> | undefined) => JSON.stringify(Object.keys(accountMail).map((key) => group?.[key] ?? null))
  for (const group of securityEmails) {
    if (words(version.version[group]) !== words(current[group])) {
      throw refusal('This version has other words in an email with a secret link (verification or password reset), which only an admin may change.', 403)
    }
  }
  return args
}

/**
 * The emails the site and the admin send, as templates. Placeholders in braces are filled in when
 * a message is written; an unknown placeholder stays as typed, so a typo shows in the test mail.
 */
export const Emails: GlobalConfig = {
  slug: 'emails',
  access: globalAccess,
  admin: { group: 'Site content', description: 'Subjects and bodies of the emails members and staff receive.' },
  hooks: { beforeOperation: [restoreKeepsSecurityEmails] },
  fields: [
    adminsOnly(texts('verification', accountMail, `Sent at registration and on "Resend". ${securityHint('{firstName}, {email}, {brand}')}`, wordsOnly)),
    adminsOnly(texts('passwordReset', accountMail, `Sent from "Forgot your password?". ${securityHint('{firstName}, {email}, {brand}')}`, wordsOnly)),
    texts('accountDeleted', accountMail, `Sent after a member deletes their account. ${actionHint('{firstName}, {email}, {brand}')}`, wordsOnly),
    adminsOnly(texts('staffPasswordReset', accountMail, `Sent to staff from the admin’s "Forgot your password?". ${securityHint('{name}, {email}, {brand}')}`, wordsOnly)),
    texts(
      'trialEnding',
      accountMail,
      'Sent three days before a free trial ends. Placeholders: {firstName}, {plan}, {date}, {brand}, {link} (the plan page). The body is split into paragraphs at blank lines.',
    ),
    texts(
      'trialEnded',
      accountMail,
      'Sent on the day a free trial ends and the account moves to Community. Placeholders: {firstName}, {plan}, {brand}, {link} (the plan page). The body is split into paragraphs at blank lines.',
    ),
    texts(
      'invoiceIssued',
      accountMail,
      "Sent to a member on the first day of each month with Kindred's invoice. Placeholders: {firstName}, {number}, {month}, {total}, {gst}, {brand}, {link} (the printable invoice). The body is split into paragraphs at blank lines.",
    ),
    texts(
      'statementIssued',
      accountMail,
      'Sent to both members of a pair of businesses on the first day of each month with the statement of what they owe each other. Placeholders: {firstName}, {month}, {payer}, {payee}, {amount}, {brand}, {link} (the invoices page). The body is split into paragraphs at blank lines.',
    ),
    texts(
      'contactNotification',
      { subject: 200, intro: 400, noMessage: 120, adminLink: 200 },
      'To support for each contact message. Placeholders: {name} (the sender), {link} (the message in the admin).',
      linkOnItsOwn,
    ),
    texts('contactFieldLabels', { name: 40, email: 40, phone: 40, company: 40, type: 40 }, 'The labels of the contact notification lines ("Name: …").', linkOnItsOwn),
    texts(
      'staffReply',
      { subject: 200, greeting: 200, signOff: 200, quoteIntro: 120 },
      'A reply written in the admin. Placeholders: {name} (the sender), {brand}. The reply itself goes between greeting and sign-off.',
      linkOnItsOwn,
    ),
    texts(
      'messageNotice',
      { subject: 200, body: 2000 },
      'To a member when the other business of a collaboration writes (at most one every 10 minutes per collaboration). Placeholders: {recipient}, {from} (the business that wrote), {messages} (the messages, quoted), {link} (the workspace), {settings} (the notification settings), {brand}.',
    ),
    texts(
      'messageDigest',
      { subject: 200, body: 2000, thread: 200 },
      'The daily digest of messages, at 8 am Melbourne time. Placeholders: {recipient}, {count} (new messages), {threads} (one "thread" line per collaboration, each followed by its messages, quoted), {settings}, {brand}. Thread: {from}, {count}, {link}.',
    ),
    texts(
      'monthlyReport',
      { subject: 200, body: 2000, collaboration: 400 },
      'The monthly report, on the first day of each month (Melbourne time), to each member whose collaborations had clicks, scans or sales the month before. Placeholders: {recipient}, {month} (e.g. "October 2026"), {collaborations} (one "collaboration" line each), {settings}, {brand}. Collaboration: {partner}, {clicks}, {scans}, {redemptions}, {revenue}, {link} (its results page).',
    ),
    texts(
      'unsubscribe',
      { title: 120, confirm: 400, button: 80, done: 400, invalid: 400, settingsLink: 120, proposals: 80, messages: 80, monthlyReport: 80 },
      'The page an email’s unsubscribe link opens. Placeholders: {category} (one of the three names below: what the email was about).',
    ),
  ],
  versions: globalVersions,
}
