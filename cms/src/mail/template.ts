// Fills a CMS text's named placeholders: `fill('Hi {firstName},', { firstName: 'Ada' })`. Shared by
// the site (pages, validation, emails) and the admin's own emails; safe in the browser.

export type TemplateValues = Record<string, string | number>

/**
 * Replaces `{name}` placeholders; an unknown one stays as written, so an editor sees the typo.
 * `{link}` is a whole web address: it is filled in only where it stands as a word of its own, never
 * inside another address (`https://evil.example/?r={link}` would hand the link, and any token in
 * it, to that site), so such text keeps `{link}` as typed.
 */
export function fill(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string, at: number) => (Object.hasOwn(values, key) && (key !== 'link' || standsAlone(template, at, whole.length)) ? String(values[key]) : whole))
}

/** What may open and close a word around a link: brackets, quotes and a sentence's punctuation. */
const opening = /^[(<["'“‘]?$/
const closing = /^[)>\]"'”’]?[.,;:!?]?$/

/** Whether the text at `at` (`length` characters) is a word of its own: only a bracket or quote and punctuation beside it, then white space. */
function standsAlone(text: string, at: number, length: number): boolean {
  const start = text.slice(0, at).search(/\S*$/)
  const end = at + length + text.slice(at + length).search(/\s|$/)
  return opening.test(text.slice(start, at)) && closing.test(text.slice(at + length, end))
}

/** Whether `text` has a `{link}` that is not a word of its own, such as one inside a web address. */
export function linkInsideWord(text: string): boolean {
  for (const match of text.matchAll(/\{link\}/g)) if (!standsAlone(text, match.index, match[0].length)) return true
  return false
}

/** Splits a multi-paragraph text at blank lines, dropping empty paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** A value or a subject on one line: runs of whitespace, line breaks included, as one space. */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim()

/**
 * An email's subject: one line, at most 250 characters counted by code point (a UTF-16 cut could
 * leave half an emoji, shown as a box), within the outbox's limit whatever the template and names.
 */
export const subjectLine = (value: string): string => Array.from(oneLine(value)).slice(0, 250).join('')

/**
 * Someone else's words (a visitor's message, a member's proposal) as a quotation in a text email,
 * every line marked `> `: they cannot pass for the email's own, such as a second "Open it here"
 * with another site's link, and the HTML part sets them off as one blockquote (mail/html.ts).
 */
export function quoted(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n')
}

/** A dot as a mail client or a browser reads one in an address: the full stop, and the full-width and ideographic ones IDNA maps to it. */
const addressDot = /(?<=[\p{L}\p{N}])[.\uFF0E\u3002\uFF61](?=[\p{L}\p{M}]{2})/gu

/**
 * Someone else's words with every web or email address broken, the way security notices show an
 * address without handing it out: `https://evil.example` reads `https[:]//evil[.]example`, which
 * no mail client makes a link of. Names with a full stop before a space ("St. John") are unchanged.
 */
export const inert = (text: string): string => text.replace(/:\/\//g, '[:]//').replace(addressDot, '[.]')
