// The account emails, each with a plain-text and an HTML part, written from the CMS's templates
// (the `emails` global; placeholders {firstName}, {email}, {brand}, {link}). Links carry the raw
// token; only its hash is stored. Values are escaped in HTML and kept on one line in subjects.
import type { Email } from '@kindred/cms/types'
import type { OutgoingEmail } from '@kindred/cms/mail'
import { fill, paragraphs } from '@kindred/cms/template'

import { emailCopy } from '~/server/copy.server'

import { publicUrl } from './config.server'

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim()

type Template = Email['verification']
type Values = { firstName: string; email: string; brand: string; link: string }

function layout(t: Template, values: Values, href: string): string {
  const text = (template: string) => escape(fill(template, values))
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${text(t.heading)}</h1>
${paragraphs(t.body).map((p) => `<p>${text(p)}</p>`).join('\n')}
<p><a href="${escape(href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${text(t.action)}</a></p>
<p style="font-size:13px;color:#475569">${text(t.linkHint)} ${escape(href)}</p>
<p style="font-size:13px;color:#475569">${text(t.footer)}</p>
</body></html>`
}

/** One account email from its template; `path` is the link's path on the site. */
function accountEmail(brand: string, kind: string, t: Template, to: string, firstName: string, path: string): OutgoingEmail {
  const href = new URL(path, publicUrl()).toString()
  const values: Values = { firstName: oneLine(firstName), email: to, brand, link: href }
  return {
    kind,
    to,
    subject: oneLine(fill(t.subject, values)),
    text: [...paragraphs(fill(t.body, values)), `${fill(t.action, values)}: ${href}`, fill(t.footer, values)].join('\n\n'),
    html: layout(t, values, href),
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
    verification: (to: string, firstName: string, token: string) =>
      accountEmail(brand, 'verify-email', templates.verification, to, firstName, `/verify-email?token=${encodeURIComponent(token)}`),
    passwordReset: (to: string, firstName: string, token: string) =>
      accountEmail(brand, 'reset-password', templates.passwordReset, to, firstName, `/reset-password?token=${encodeURIComponent(token)}`),
    /** The last email to a deleted account; its outbox row is the only place the address remains. */
    accountDeleted: (to: string, firstName: string) => accountEmail(brand, 'account-deleted', templates.accountDeleted, to, firstName, '/contact'),
  }
}
