// Generators of hostile input for the fuzz tests (fast-check), and the check every answer must pass:
// never a 5xx, never a stack trace, SQL, file path, hash or other internal detail.
import fc from 'fast-check'

/** Characters that break naive handling: controls, NUL, separators, quotes, markup, surrogates, RTL overrides. */
const nasty = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '"',
  "'",
  '\\',
  '<',
  '>',
  '&',
  '%',
  '%00',
  '${',
  '{{',
  '../',
  '\u00e9',
  '😀',
]

export const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(fc.constantFrom(...nasty), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...nasty), fc.string({ maxLength: 20 })).map(([a, b, c]) => a + b + c),
  fc.integer({ min: 100, max: 40_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '1e309', '0x10', 'true', '[]', '{}', '__proto__', 'constructor'),
)

/** Looks valid except for one hostile part, so it gets past the first checks. */
export const nearlyValidEmail = fc
  .tuple(fc.constantFrom('ada', 'a.b+c', 'x'.repeat(70)), fc.constantFrom(...nasty, ''), fc.constantFrom('@example.com', '@localhost', '@', '@ex\u0000ample.com'))
  .map(([a, b, c]) => `${a}${b}${c}`)

/** Ordinary text with one control or separator character inside: the case that once reached PostgreSQL. */
export const textWithControl = fc
  .tuple(fc.constantFrom('Ada', 'Acme Pty Ltd', '+61 400 000 000', 'coffee-shop'), fc.integer({ min: 0, max: 0x9f }), fc.constantFrom('', 'x', ' end'))
  .map(([text, code, tail]) => `${text}${code < 0x20 || code >= 0x7f ? String.fromCharCode(code) : '\u2028'}${tail}`)

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: textWithControl },
  { weight: 1, arbitrary: nearlyValidEmail },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.bigInt().map(String)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
)

/** A JSON object with the endpoint's own field names (and a few others), each a hostile value or a valid one. */
export function fieldsObject(fields: Record<string, fc.Arbitrary<unknown>>) {
  const entries = Object.entries(fields).map(([name, valid]) => [name, fc.option(fc.oneof(valid, hostileValue), { nil: undefined })] as const)
  return fc.record({ ...Object.fromEntries(entries), __proto__x: fc.option(hostileValue, { nil: undefined }) }).map((object) => {
    const body: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(object)) if (value !== undefined) body[key === '__proto__x' ? '__proto__' : key] = value
    return body
  })
}

/** Every field valid except one, which is hostile: gets past the other checks to the one under test. */
export function oneHostileField(fields: Record<string, fc.Arbitrary<unknown>>) {
  const names = Object.keys(fields)
  if (names.length === 0) return fieldsObject(fields)
  return fc.constantFrom(...names).chain((hostile) => fc.record({ ...fields, [hostile]: hostileValue }))
}

const deepJson = fc.integer({ min: 50, max: 200_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth))
const invalidUtf8 = fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => new Uint8Array([0xc3, 0x28, 0xff, ...bytes, 0xed, 0xa0, 0x80]) as Uint8Array<ArrayBuffer>)

/** A request body: JSON of the right shape with hostile values, any JSON, deep nesting, huge text, bad bytes. */
export function body(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> {
  return fc.oneof(
    { weight: 6, arbitrary: oneHostileField(fields).map((object) => JSON.stringify(object)) },
    { weight: 3, arbitrary: fieldsObject(fields).map((object) => JSON.stringify(object)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.integer({ min: 16_000, max: 200_000 }).map((n) => JSON.stringify({ email: 'a'.repeat(n) })) },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 300 }) },
    { weight: 1, arbitrary: fieldsObject(fields).map((object) => new URLSearchParams(Object.entries(object).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')])).toString()) },
  )
}

export const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'text/plain',
  'application/xml',
  '',
  'application/json; charset=latin1',
  'application/json;;',
  ';;;',
)

/** Authorization, cookies and the other headers a handler reads, with junk values. */
const someHeaderJunk = fc.record(
  {
    authorization: fc.oneof(
      fc.constant('Bearer '),
      hostileString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
      fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
      fc.constant('Basic YTpi'),
    ),
    // Printable ASCII only (a header value must be), with stray % signs where the rest was.
    cookie: hostileString.map((s) => s.replace(/[^\x21-\x7e]/g, '%').slice(0, 4000)).map((s) => `kindred_session=${s}; kindred_csrf=x; kindred_preview=${s.slice(0, 200)}`),
    origin: fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'),
    'x-csrf-token': fc.constantFrom('x', '', 'y'.repeat(300)),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'junk', '::1, 2.2.2.2', ''),
  },
  { requiredKeys: [] },
)

/** Junk headers on a third of the requests, so the rest get past the origin and session checks to the body. */
export const headerJunk: fc.Arbitrary<Partial<Record<string, string>>> = fc.oneof({ weight: 1, arbitrary: someHeaderJunk }, { weight: 2, arbitrary: fc.constant({}) })

export const queryJunk = fc.array(fc.tuple(hostileString, hostileString), { maxLength: 4 }).map((pairs) => {
  const query = new URLSearchParams()
  for (const [k, v] of pairs) query.append(k.slice(0, 200), v.slice(0, 2000))
  return query.toString()
})

/** What no answer may contain: stack frames, source paths, SQL, driver errors, hashes, secrets. */
const leaks: RegExp[] = [
  /\bat [\w$.<>]+ \(?[^)\s]*:\d+:\d+\)?/,
  /node:internal|node_modules|\/work\/|\.(?:ts|tsx|mjs):\d+/,
  /Failed query|select\s+"|insert into\s+"|update\s+"\w+"\s+set|violates|duplicate key|syntax error at|invalid byte sequence|ECONNREFUSED/i,
  /password_?hash|secret_?hash|token_?hash|google_?sub|\$argon2/i,
  /"stack"|Seroval|Invariant failed|Cannot read properties|is not a function|Unexpected token '|Unexpected end of JSON|Unexpected non-whitespace/,
]

/** The leak a body shows, or null. */
export function leakIn(text: string): string | null {
  for (const pattern of leaks) {
    const found = pattern.exec(text)
    if (found) return `${pattern} matched "${text.slice(Math.max(0, found.index - 60), found.index + 120)}"`
  }
  return null
}

/** Counts for the report: requests sent, 5xx answers seen, statuses by endpoint. */
export type Tally = { requests: number; serverErrors: number; statuses: Record<string, Record<number, number>> }
export const newTally = (): Tally => ({ requests: 0, serverErrors: 0, statuses: {} })

export function record(tally: Tally, endpoint: string, status: number): void {
  tally.requests++
  const counts = (tally.statuses[endpoint] ??= {})
  counts[status] = (counts[status] ?? 0) + 1
  if (status >= 500) tally.serverErrors++
}

export function summary(name: string, tally: Tally): string {
  const lines = Object.entries(tally.statuses).map(([endpoint, counts]) => `  ${endpoint}: ${JSON.stringify(counts)}`)
  return [`[${name}] ${tally.requests} requests, ${tally.serverErrors} answered 5xx`, ...lines].join('\n')
}
