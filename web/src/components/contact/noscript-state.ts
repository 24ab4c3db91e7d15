// After a form posted WITHOUT JavaScript fails, POST /contact renders the contact page again and
// hands the typed values and errors to that render: contact.server.ts calls
// next({ context: { contactForm } }), Start passes it to the route's beforeLoad as `serverContext`,
// and `contactFormBeforeLoad` puts it in the route context, which Start also sends to the browser,
// so server render and hydration see the same values.
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'

import type { ContactFieldErrors } from '~/contact/contact.schema'

export type NoScriptFailure = { values: Record<string, string>; errors: ContactFieldErrors }

type FailedPost = { status: string } & NoScriptFailure
type MatchWithContext = { context?: { contactForm?: FailedPost | null } }

/** For the /contact route: `beforeLoad: contactFormBeforeLoad` (one line, beside the POST handler). */
export function contactFormBeforeLoad({ serverContext }: { serverContext?: unknown }): { contactForm: NoScriptFailure | null } {
  const form = (serverContext as { contactForm?: FailedPost } | undefined)?.contactForm
  return { contactForm: form ? { values: form.values, errors: form.errors } : null }
}

/** The failed no-JS post being re-rendered, if any (kept for the life of the form). */
export function useNoScriptFailure(): NoScriptFailure | null {
  const fromContext = useRouterState({
    select: (state) => (state.matches as MatchWithContext[]).find((match) => match.context?.contactForm)?.context?.contactForm ?? null,
  })
  const [state] = useState<NoScriptFailure | null>(() => fromContext)
  return state
}

/** `/contact?sent=1`: where a successful no-JS post lands. */
export function useNoScriptSent(): boolean {
  return useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('sent') === '1' })
}
