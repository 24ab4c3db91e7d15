// Is every visible line of a page CMS copy? A line passes when, after removing every CMS text it
// contains (placeholders such as {brand}, {firstName} or {growth.price} match any words), nothing is left but
// punctuation and data: member details, numbers, prices and dates (the explicit allow-list below).

/** Data, not copy: what a line may still hold once the CMS's words are taken out. */
export const dataPatterns: RegExp[] = [
  /^[\d.,:%$+\-–/ ]+$/, // numbers, prices, percentages, ranges
  /^\d{1,2} [A-Z][a-z]+ \d{4}$/, // 23 November 2026
  /^[A-Z][a-z]{2,8} \d{1,2}, \d{4}$/, // November 23, 2026
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // an email address
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** `{brand}`, `{firstName}`, and a plan's facts such as `{growth.price}`. */
const placeholder = /\{[\w.-]+\}/g
const escapedPlaceholder = /\\\{[\w.\\-]+\\\}/g
const punctuation = /^[\s\p{P}\p{S}]*$/u

export type Coverage = { uncovered: string[] }

export function coverageChecker(copy: string[], memberData: string[] = []) {
  // Whole words only: a CMS text "In" must not explain the "In" of a hard-coded "Invoice".
  const bounded = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'gu')
  // A placeholder stands for data (a number, a date, a name or brand in capitals: at most four
  // words, an ampersand among them as in "Coffee Shops & Bakeries"), never for any text at all; a
  // template with almost no words of its own ('{message}', 'Hi {name},') explains nothing and is left out.
  const value = String.raw`(?:[\d.,$%]+|\d{1,2} [A-Z][a-z]+ \d{4}|[\p{Lu}\d][\p{L}\d'’&.-]*(?: (?:\p{Lu}[\p{L}'’&.-]*|&)){0,3})`
  const literal = (text: string) => text.replace(placeholder, '')
  const letters = (text: string) => literal(text).replace(/[^\p{L}]/gu, '').length
  // Longest first (as written, placeholders included), so "Sign In" does not eat the start of
  // "Sign In with Google", a template does not eat the start of a longer plain text, and the brand
  // name does not eat the end of "Join {brand}".
  const texts = copy
    .filter((text) => literal(text) === text || letters(text) >= 4)
    .sort((x, y) => y.length - x.length)
    .map((text) => bounded(escape(text).replace(escapedPlaceholder, value)))
  const data = [...memberData].sort((a, b) => b.length - a.length)

  const isData = (rest: string) => punctuation.test(rest) || dataPatterns.some((pattern) => pattern.test(rest.trim()))

  /** The part of `line` no CMS text, member detail or data pattern explains ('' when covered). */
  function residue(line: string): string {
    let rest = ` ${line} `
    for (const text of texts) rest = rest.replace(text, ' ')
    for (const value of data) rest = rest.split(value).join(' ')
    const pieces = rest
      .split(/\s{2,}|[·|]/)
      .map((piece) => piece.trim())
      .filter(Boolean)
    return pieces.filter((piece) => !isData(piece)).join(' … ')
  }

  // CSS may show a text in capitals (innerText reports it so): such a line is compared in capitals.
  let capitals: ((line: string) => string) | null = null
  const shouted = (line: string) => /\p{L}/u.test(line) && line === line.toUpperCase()
  function uncovered(line: string): boolean {
    if (residue(line) === '') return false
    if (!shouted(line)) return true
    capitals ??= coverageChecker(
      copy.map((text) =>
        text
          .split(/(\{[\w.-]+\})/)
          .map((part, i) => (i % 2 ? part : part.toUpperCase()))
          .join(''),
      ),
      memberData.map((text) => text.toUpperCase()),
    ).residue
    return capitals(line) !== ''
  }

  return { residue, check: (lines: string[]): Coverage => ({ uncovered: lines.filter(uncovered) }) }
}
