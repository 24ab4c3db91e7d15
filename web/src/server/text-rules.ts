// What a one-line field (a name, a phone number, a token) and a free-text field (a message) may
// contain, without zod: browser code that only needs the rules or their messages (the auth texts,
// a form's limits) imports this and keeps zod out of the page's first JavaScript.
// Control characters are never typed by a person; a NUL byte also fails PostgreSQL's text type,
// so refusing them turns what would be a 500 into a 400 naming the field.

/** C0 controls (tab and newlines included), DEL, C1 controls, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const notSingleLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** The same, less tab, line feed and carriage return: free text keeps its lines. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const notMultiLine = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): invisible,
 * they turn the text after them around. A business named "\u202eslarolF ecilA" reads as "Alice
 * Florals", another member's business, on its card and in the subject of every email it causes.
 * The marks a right-to-left writer types (U+200E, U+200F, U+061C) are not among them.
 */
const directionControl = /[\u202a-\u202e\u2066-\u2069]/

/** A character a reader sees: neither white space nor default-ignorable (zero-width spaces and joiners, soft hyphens, fillers). */
const visible = /[^\s\p{Default_Ignorable_Code_Point}]/u

/**
 * A field's text as it is kept: in Unicode's composed form (NFC), so "Café" typed with a combining
 * accent is found by the admin's search for "Café"; and empty when nothing in it can be seen, so a
 * name of zero-width spaces is "required" like a blank one, not an empty link on a card.
 */
export const tidyText = (value: string): string => (visible.test(value) ? value.normalize('NFC') : '')

/**
 * Half of a UTF-16 surrogate pair on its own (JSON can carry `\ud800`): no character at all, and
 * stored it would silently become U+FFFD. With the `u` flag a whole pair is one code point and
 * does not match.
 */
const loneSurrogate = /[\ud800-\udfff]/u

export const isSingleLine = (value: string): boolean => !notSingleLine.test(value) && !loneSurrogate.test(value)
export const isMultiLine = (value: string): boolean => !notMultiLine.test(value) && !loneSurrogate.test(value)

/**
 * Text other people read (a name, a description, a message): one line, or free text, and no
 * direction controls either. Secrets and tokens are checked with the two above, so a password
 * set before this rule still signs in.
 */
export const isReadableLine = (value: string): boolean => isSingleLine(value) && !directionControl.test(value)
export const isReadableText = (value: string): boolean => isMultiLine(value) && !directionControl.test(value)

/** The messages of a text field; a form passes its own (the CMS's words) where people see them. */
export type TextMessages = {
  notText: (label: string) => string
  tooLong: (label: string, max: number) => string
  notAllowed: (label: string) => string
  /** For a field that is missing altogether, where a form says "required" rather than "must be text". */
  required?: (label: string) => string
}

export const textMessages: TextMessages = {
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notAllowed: (label: string) => `${label} contains characters that are not allowed`,
}

/**
 * An email address as every form checks it: zod's default shape, except that each domain label must
 * also end with a letter or digit (`a@b-.com` is refused). The CMS's email fields refuse such labels,
 * so an address a form accepted could not be stored: the visitor was told to try again, forever.
 */
export const emailPattern = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/

/**
 * A dot as a mail client reads one in an address: the full stop, and the full-width and
 * ideographic ones that IDNA maps to it.
 */
const dot = '[.\\uFF0E\\u3002\\uFF61]'

/**
 * Something a reader's mail client or browser would make a link of: a scheme (`https://`), `www.`,
 * or a domain name (`evil.example`, so also any email address), IDN ones included. A domain is
 * two letters or more after a dot that follows a letter or digit, with no space: "St. John" and
 * "J.R.R." pass, "Mr.Brown" does not (a person adds the space; decision 0091).
 */
const link = new RegExp(`:\\/\\/|www${dot}|[\\p{L}\\p{N}]${dot}[\\p{L}\\p{M}]{2,}(?![\\p{L}\\p{M}\\p{N}])`, 'iu')

/**
 * Whether a name carries a web or email address. Names go into emails the site sends (a greeting, a
 * proposal's subject) as the site's own words: a name like "Visit https://evil.example to confirm"
 * would make the site's verification email to someone else's address a phishing link.
 */
export const containsLink = (value: string): boolean => link.test(value)
