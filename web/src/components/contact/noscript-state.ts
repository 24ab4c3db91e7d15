// After a form posted WITHOUT JavaScript fails, POST /contact renders the contact page again and
// hands the typed values and errors to that render: contact.server.ts calls
// next({ context: { contactForm } }), Start passes it to the route's beforeLoad as `serverContext`,
// and `contactFormBeforeLoad` puts it in the route context, which Start also sends to the browser,
// so server render and hydration see the same values. The route hands the outcome to the form as
// a prop, so the form draws the same in the router's app and as an island.
import type { ContactFieldErrors } from '~/contact/contact.schema'

export type NoScriptFailure = { values: Record<string, string>; errors: ContactFieldErrors }

type FailedPost = { status: string } & NoScriptFailure

/** For the /contact route: `beforeLoad: contactFormBeforeLoad` (one line, beside the POST handler). */
export function contactFormBeforeLoad({ serverContext }: { serverContext?: unknown }): { contactForm: NoScriptFailure | null } {
  const form = (serverContext as { contactForm?: FailedPost } | undefined)?.contactForm
  return { contactForm: form ? { values: form.values, errors: form.errors } : null }
}

/** What the page shows of a post made without script: a failure re-rendered, or `?sent=1`. */
export type NoScriptOutcome = { failure: NoScriptFailure | null; sent: boolean }
