// Text fields every form and API shares as zod schemas, safe in the browser as well as on the
// server; the rules themselves are in text-rules.ts.
import { z } from 'zod'

import { containsLink, emailPattern, isMultiLine, isReadableLine, isReadableText, isSingleLine, textMessages, tidyText, type TextMessages } from './text-rules'

export { containsLink, emailPattern, isMultiLine, isReadableLine, isReadableText, isSingleLine, textMessages, tidyText, type TextMessages }

// In the browser zod must not probe for `new Function` (its object-parsing JIT): the page's CSP
// forbids eval and the probe is reported as a violation. Every form schema imports this module.
if (typeof window !== 'undefined') z.config({ jitless: true })

/** A value that is no string: missing (where the messages say "required"), or something else. */
const notAString = (label: string, messages: TextMessages) => (issue: { input?: unknown }) => (issue.input == null && messages.required ? messages.required(label) : messages.notText(label))

/** A trimmed one-line string of at most `max` characters; add `.min(1, …)` where it is required. */
export function singleLine(label: string, max: number, messages: TextMessages = textMessages) {
  return z
    .string({ error: notAString(label, messages) })
    .trim()
    .overwrite(tidyText)
    .max(max, messages.tooLong(label, max))
    .refine(isReadableLine, messages.notAllowed(label))
}

/** A trimmed free-text string of at most `max` characters: tabs and line breaks allowed. */
export function multiLine(label: string, max: number, messages: TextMessages = textMessages) {
  return z
    .string({ error: notAString(label, messages) })
    .trim()
    .overwrite(tidyText)
    .max(max, messages.tooLong(label, max))
    .refine(isReadableText, messages.notAllowed(label))
}
