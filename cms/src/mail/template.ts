// Fills a CMS text's named placeholders: `fill('Hi {firstName},', { firstName: 'Ada' })`. Shared by
// the site (pages, validation, emails) and the admin's own emails; safe in the browser.

export type TemplateValues = Record<string, string | number>

/** Replaces `{name}` placeholders; an unknown one stays as written, so an editor sees the typo. */
export function fill(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : whole))
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
