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
 * Half of a UTF-16 surrogate pair on its own (JSON can carry `\ud800`): no character at all, and
 * stored it would silently become U+FFFD. With the `u` flag a whole pair is one code point and
 * does not match.
 */
const loneSurrogate = /[\ud800-\udfff]/u

export const isSingleLine = (value: string): boolean => !notSingleLine.test(value) && !loneSurrogate.test(value)
export const isMultiLine = (value: string): boolean => !notMultiLine.test(value) && !loneSurrogate.test(value)

/** The messages of a text field; a form passes its own (the CMS's words) where people see them. */
export type TextMessages = { notText: (label: string) => string; tooLong: (label: string, max: number) => string; notAllowed: (label: string) => string }

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
