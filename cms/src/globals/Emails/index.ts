import type { GlobalConfig } from 'payload'

import { globalAccess, globalVersions } from '../content'
import { texts } from '../Directory/texts'

const accountMail = { subject: 200, heading: 200, body: 2000, action: 80, linkHint: 200, footer: 1000 }
const accountHint = 'Placeholders: {firstName}, {email}, {brand}, {link}. The body is split into paragraphs at blank lines.'

/**
 * The emails the site and the admin send, as templates. Placeholders in braces are filled in when
 * a message is written; an unknown placeholder stays as typed, so a typo shows in the test mail.
 */
export const Emails: GlobalConfig = {
  slug: 'emails',
  access: globalAccess,
  admin: { group: 'Site content', description: 'Subjects and bodies of the emails members and staff receive.' },
  fields: [
    texts('verification', accountMail, `Sent at registration and on "Resend". ${accountHint}`),
    texts('passwordReset', accountMail, `Sent from "Forgot your password?". ${accountHint}`),
    texts('accountDeleted', accountMail, `Sent after a member deletes their account. ${accountHint}`),
    texts(
      'staffPasswordReset',
      accountMail,
      'Sent to staff from the admin’s "Forgot your password?". Placeholders: {name}, {email}, {brand}, {link}. The body is split into paragraphs at blank lines.',
    ),
    texts(
      'contactNotification',
      { subject: 200, intro: 400, noMessage: 120, adminLink: 200 },
      'To support for each contact message. Placeholders: {name} (the sender), {link} (the message in the admin).',
    ),
    texts(
      'contactFieldLabels',
      { name: 40, email: 40, phone: 40, company: 40, type: 40 },
      'The labels of the contact notification lines ("Name: …").',
    ),
    texts(
      'staffReply',
      { subject: 200, greeting: 200, signOff: 200, quoteIntro: 120 },
      'A reply written in the admin. Placeholders: {name} (the sender), {brand}. The reply itself goes between greeting and sign-off.',
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
      'unsubscribe',
      { title: 120, confirm: 400, button: 80, done: 400, invalid: 400, settingsLink: 120, proposals: 80, messages: 80, monthlyReport: 80 },
      'The page an email’s unsubscribe link opens. Placeholders: {category} (one of the three names below: what the email was about).',
    ),
  ],
  versions: globalVersions,
}
