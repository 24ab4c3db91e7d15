// Text fields every form and API shares, safe in the browser as well as on the server: what a
// one-line field (a name, a phone number, a token) and a free-text field (a message) may contain.
// Control characters are never typed by a person; a NUL byte also fails PostgreSQL's text type,
// so refusing them here turns what was a 500 into a 400 naming the field.
import { z } from 'zod'

// In the browser zod must not probe for `new Function` (its object-parsing JIT): the page's CSP
// forbids eval and the probe is reported as a violation. Every form schema imports this module.
if (typeof window !== 'undefined') z.config({ jitless: true })

/** C0 controls (tab and newlines included), DEL, C1 controls, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const notSingleLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** The same, less tab, line feed and carriage return: free text keeps its lines. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const notMultiLine = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export const isSingleLine = (value: string): boolean => !notSingleLine.test(value)
export const isMultiLine = (value: string): boolean => !notMultiLine.test(value)

/** The messages of a text field; a form passes its own (the CMS's words) where people see them. */
export type TextMessages = { notText: (label: string) => string; tooLong: (label: string, max: number) => string; notAllowed: (label: string) => string }

export const textMessages: TextMessages = {
  notText: (label: string) => `${label} must be text`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notAllowed: (label: string) => `${label} contains characters that are not allowed`,
}

/** A trimmed one-line string of at most `max` characters; add `.min(1, …)` where it is required. */
export function singleLine(label: string, max: number, messages: TextMessages = textMessages) {
  return z
    .string({ error: messages.notText(label) })
    .trim()
    .max(max, messages.tooLong(label, max))
    .refine(isSingleLine, messages.notAllowed(label))
}

/** A trimmed free-text string of at most `max` characters: tabs and line breaks allowed. */
export function multiLine(label: string, max: number, messages: TextMessages = textMessages) {
  return z
    .string({ error: messages.notText(label) })
    .trim()
    .max(max, messages.tooLong(label, max))
    .refine(isMultiLine, messages.notAllowed(label))
}
