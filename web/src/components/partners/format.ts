// Small text helpers of the partner pages. Calendar dates are formatted by hand; timestamps with a
// fixed locale and time zone (the company's, Melbourne), so server HTML and browser render agree.

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** Fills `{name}` placeholders of CMS copy: fill('{count} businesses', { count: 3 }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}

/** `text` cut to at most `max` characters at a word, with an ellipsis when cut; never inside an emoji's code point. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  const cut = chars.slice(0, max - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord.length >= max / 2 ? atWord : cut).replace(/[\s,;:–—-]+$/, '')}…`
}

/** A page title cut to `max` characters before its ` | brand` ending, which it keeps. */
export function clipTitle(title: string, max: number): string {
  const bar = title.lastIndexOf(' | ')
  if (bar <= 0) return clip(title, max)
  const suffix = title.slice(bar)
  return clip(title.slice(0, bar), Math.max(20, max - suffix.length)) + suffix
}

/** '2026-03-14…' → 'March 2026'. */
export function monthYear(iso: string): string {
  const [year, month] = iso.split('-')
  return `${months[Number(month) - 1] ?? ''} ${year}`.trim()
}

/** A calendar date '2026-03-14' → '14 March 2026'. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-')
  return `${Number(day)} ${months[Number(month) - 1] ?? ''} ${year}`
}

// Made on first use: building a formatter with a time zone loads that zone's data, about 25 ms of a
// phone's main thread, and this module loads with every page while few pages show a date.
let melbourne: Intl.DateTimeFormat | undefined

/** A timestamp as its day in Melbourne: '2026-03-13T22:00:00Z' → '14 March 2026'. */
export const dayOf = (timestamp: string) =>
  (melbourne ??= new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' })).format(new Date(timestamp))

/** A label for an option value, falling back to the value itself. */
export const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value

/** The count line: the singular template for one, the plural one (with {count}) otherwise. */
export const countText = (count: number, many: string, one: string) => (count === 1 ? one : fill(many, { count: count.toLocaleString('en-AU') }))
