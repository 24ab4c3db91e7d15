// The account emails, each with a plain-text and an HTML part, written from the CMS's templates
// (the `emails` global; placeholders {firstName}, {email}, {brand}). Links carry the raw token; only
// its hash is stored. The link is placed here, after the template's words, and never filled into
// them: a template is text an editor wrote, and a link inside it could lead anywhere. Values are
// kept on one line in subjects; the HTML escapes them.
import type { Email } from '@kindred/cms/types'
import { actionEmailHtml, type OutgoingEmail } from '@kindred/cms/mail'
import { fill, oneLine, paragraphs } from '@kindred/cms/template'

import { emailCopy } from '~/server/copy.server'
import { nameInEmail } from '~/server/mail.server'

import { publicUrl } from './config.server'

type Template = Email['verification']
type Values = { firstName: string; email: string; brand: string }

/** One account email from its template; `path` is the link's path on the site. */
function accountEmail(brand: string, kind: string, t: Template, to: string, firstName: string, path: string): OutgoingEmail {
  const href = new URL(path, publicUrl()).toString()
  const values: Values = { firstName: nameInEmail(firstName, to), email: to, brand }
  const text = (template: string) => fill(template, values)
  const subject = oneLine(text(t.subject))
  const body = paragraphs(text(t.body))
  return {
    kind,
    to,
    subject,
    text: [...body, `${text(t.action)}: ${href}`, text(t.footer)].join('\n\n'),
    html: actionEmailHtml({ subject, heading: text(t.heading), paragraphs: body, action: text(t.action), href, linkHint: text(t.linkHint), footer: text(t.footer) }),
  }
}

/**
 * The account emails, written from the templates as the CMS has them now. Load them before opening
 * the transaction that queues one: a transaction holds a pooled connection, and a burst of them
 * reading copy through the pool could leave none free for the read.
 */
export async function accountEmails() {
  const { templates, brand } = await emailCopy()
  return {
    verification: (to: string, firstName: string, token: string) => accountEmail(brand, 'verify-email', templates.verification, to, firstName, `/verify-email?token=${encodeURIComponent(token)}`),
    passwordReset: (to: string, firstName: string, token: string) =>
      accountEmail(brand, 'reset-password', templates.passwordReset, to, firstName, `/reset-password?token=${encodeURIComponent(token)}`),
    /** The last email to a deleted account; its outbox row is the only place the address remains. */
    accountDeleted: (to: string, firstName: string) => accountEmail(brand, 'account-deleted', templates.accountDeleted, to, firstName, '/contact'),
  }
}
