// Every email goes out with a plain-text part and an HTML part that say the same thing. Emails with
// an action (verify, reset) are written as both from their template; the others are written as
// text, and their HTML is drawn from that text here when they are sent, so no email can have one
// part without the other. Long links wrap on a phone instead of widening the message.

import { brandColour } from '../brand-mark'
import { inert } from './template'

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const muted = 'font-size:13px;color:#475569'
// The brand's colour (the site's mark and theme colour): white on it, and it on white, contrast
// 7.47:1, above WCAG AA's 4.5:1 for text (html.test.ts computes it).
const linkStyle = `color:${brandColour};overflow-wrap:anywhere;word-break:break-word`
export const buttonColours = { background: brandColour, text: '#ffffff' } as const

/** The document around an email's body: language, viewport and title, so clients on phones lay it out at their width. */
export function emailDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
${body}
</body></html>`
}

export type ActionEmail = { subject: string; heading: string; paragraphs: string[]; action: string; href: string; linkHint: string; footer: string }

/** An email whose point is one link: heading, paragraphs, a button, the link written out, a footer. Every value is plain text. */
export function actionEmailHtml(email: ActionEmail): string {
  const href = escape(email.href)
  return emailDocument(
    email.subject,
    [
      `<h1 style="font-size:20px">${escape(email.heading)}</h1>`,
      ...email.paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`),
      `<p><a href="${href}" style="display:inline-block;background:${buttonColours.background};color:${buttonColours.text};padding:12px 20px;border-radius:8px;text-decoration:none">${escape(email.action)}</a></p>`,
      `<p style="${muted}">${escape(email.linkHint)} <a href="${href}" style="${linkStyle}">${href}</a></p>`,
      `<p style="${muted}">${escape(email.footer)}</p>`,
    ].join('\n'),
  )
}

const url = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g

/** One line of text as HTML: escaped, with its web addresses as links. */
function lineHtml(line: string): string {
  let html = ''
  let at = 0
  for (const match of line.matchAll(url)) {
    html += escape(line.slice(at, match.index)) + `<a href="${escape(match[0])}" style="${linkStyle}">${escape(match[0])}</a>`
    at = match.index + match[0].length
  }
  return html + escape(line.slice(at))
}

/**
 * A text email as HTML with the same words: paragraphs at blank lines, line breaks kept, links
 * clickable, quoted lines (`> `) set off. Quoted lines are someone else's words (a member's
 * proposal, a visitor's message): their addresses are broken (`evil[.]example`, see `inert`), so
 * no mail client makes a link of them, and a link in them never looks like the email's own
 * "accept it here".
 */
export function htmlFromText(subject: string, text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
  const body = blocks.flatMap((block) => {
    // Runs of quoted and plain lines, in order: "Your message:" followed by the quote is one block.
    const runs: { quoted: boolean; lines: string[] }[] = []
    for (const line of block.replace(/^\n+|\n+$/g, '').split('\n')) {
      const quoted = line.startsWith('>')
      const last = runs.at(-1)
      if (last && last.quoted === quoted) last.lines.push(quoted ? line.replace(/^> ?/, '') : line)
      else runs.push({ quoted, lines: [quoted ? line.replace(/^> ?/, '') : line] })
    }
    return runs.map(({ quoted, lines }) =>
      quoted
        ? `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #cbd5e1;color:#475569">${lines.map((line) => escape(inert(line))).join('<br>\n')}</blockquote>`
        : `<p style="margin:0 0 16px">${lines.map(lineHtml).join('<br>\n')}</p>`,
    )
  })
  return emailDocument(subject, body.join('\n'))
}
