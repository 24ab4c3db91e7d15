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
