// Is every visible line of a page CMS copy? A line passes when, after removing every CMS text it
// contains (placeholders such as {brand} or {firstName} match any words), nothing is left but
// punctuation and data: member details, numbers, prices and dates (the explicit allow-list below).

/** Data, not copy: what a line may still hold once the CMS's words are taken out. */
export const dataPatterns: RegExp[] = [
  /^[\d.,:%$+\-–/ ]+$/, // numbers, prices, percentages, ranges
  /^\d{1,2} [A-Z][a-z]+ \d{4}$/, // 23 November 2026
  /^[A-Z][a-z]{2,8} \d{1,2}, \d{4}$/, // November 23, 2026
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // an email address
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const punctuation = /^[\s\p{P}\p{S}]*$/u

export type Coverage = { uncovered: string[] }

export function coverageChecker(copy: string[], memberData: string[] = []) {
  // Longest first, so "Sign In" does not eat the start of "Sign In with Google".
  const texts = [...copy].sort((a, b) => b.length - a.length)
  // Whole words only: a CMS text "In" must not explain the "In" of a hard-coded "Invoice".
  const bounded = (source: string) => new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'gu')
  const isTemplate = (text: string) => /\{\w+\}/.test(text)
  const plain = texts.filter((text) => !isTemplate(text)).map((text) => bounded(escape(text)))
  // A placeholder stands for data (a number, a date, a name or brand in capitals: at most four
  // words), never for any text at all; a template with almost no words of its own ('{message}',
  // 'Hi {name},') explains nothing and is left out.
  const value = String.raw`(?:[\d.,$%]+|\d{1,2} [A-Z][a-z]+ \d{4}|[\p{Lu}\d][\p{L}\d'’&.-]*(?: \p{Lu}[\p{L}'’&.-]*){0,3})`
  const wordsOf = (text: string) => text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length
  const templated = texts.filter((text) => isTemplate(text) && wordsOf(text) >= 4).map((text) => bounded(escape(text).replace(/\\\{\w+\\\}/g, value)))
  const data = [...memberData].sort((a, b) => b.length - a.length)

  const isData = (rest: string) => punctuation.test(rest) || dataPatterns.some((pattern) => pattern.test(rest.trim()))

  /** The part of `line` no CMS text, member detail or data pattern explains ('' when covered). */
  function residue(line: string): string {
    let rest = ` ${line} `
    for (const pattern of templated) rest = rest.replace(pattern, ' ')
    for (const text of plain) rest = rest.replace(text, ' ')
    for (const value of data) rest = rest.split(value).join(' ')
    const pieces = rest.split(/\s{2,}|[·|]/).map((piece) => piece.trim()).filter(Boolean)
    return pieces.filter((piece) => !isData(piece)).join(' … ')
  }

  return (lines: string[]): Coverage => ({ uncovered: lines.filter((line) => residue(line) !== '') })
}
