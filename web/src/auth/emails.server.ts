// The account emails, each with a plain-text and an HTML part. Links carry the raw token; only
// its hash is stored. Names are escaped in HTML and kept on one line in subjects.
import type { OutgoingEmail } from '@kindred/cms/mail'

import { publicUrl } from './config.server'

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const brand = 'Kindred'

function layout(title: string, paragraphs: string[], link: { href: string; label: string }, footer: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
<p><a href="${escape(link.href)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(link.label)}</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escape(link.href)}</p>
<p style="font-size:13px;color:#475569">${escape(footer)}</p>
</body></html>`
}

export function verificationEmail(to: string, firstName: string, token: string): OutgoingEmail {
  const href = new URL(`/verify-email?token=${encodeURIComponent(token)}`, publicUrl()).toString()
  const intro = [`Hi ${firstName},`, `Please confirm that ${to} is your email address to activate your ${brand} account.`]
  const footer = `This link works once and expires in 48 hours. If you did not create a ${brand} account, you can ignore this email.`
  return {
    kind: 'verify-email',
    to,
    subject: `Verify your email address for ${brand}`,
    text: [...intro, '', `Verify your email: ${href}`, '', footer].join('\n'),
    html: layout('Verify your email address', intro, { href, label: 'Verify my email' }, footer),
  }
}

export function resetPasswordEmail(to: string, firstName: string, token: string): OutgoingEmail {
  const href = new URL(`/reset-password?token=${encodeURIComponent(token)}`, publicUrl()).toString()
  const intro = [`Hi ${firstName},`, `Someone (hopefully you) asked to reset the password of your ${brand} account.`]
  const footer = 'This link works once and expires in one hour. Resetting signs you out everywhere else. If you did not ask for this, ignore this email: your password stays as it is.'
  return {
    kind: 'reset-password',
    to,
    subject: `Reset your ${brand} password`,
    text: [...intro, '', `Choose a new password: ${href}`, '', footer].join('\n'),
    html: layout('Reset your password', intro, { href, label: 'Choose a new password' }, footer),
  }
}

/** The last email to a deleted account; its outbox row is the only place the address remains. */
export function accountDeletedEmail(to: string, firstName: string): OutgoingEmail {
  const href = new URL('/contact', publicUrl()).toString()
  const intro = [
    `Hi ${firstName},`,
    `Your ${brand} account (${to}) has been deleted, as you asked. You have been signed out everywhere, and your profile and sign-in details are gone.`,
  ]
  const footer = `If you did not delete your account, please contact us right away. You are welcome back any time with a new account.`
  return {
    kind: 'account-deleted',
    to,
    subject: `Your ${brand} account has been deleted`,
    text: [...intro, '', `Contact us: ${href}`, '', footer].join('\n'),
    html: layout('Your account has been deleted', intro, { href, label: 'Contact us' }, footer),
  }
}
