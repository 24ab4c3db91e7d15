// After a form posted WITHOUT JavaScript fails, POST /contact renders the contact page again and
// hands the typed values and errors to this page render through the request context
// (contact.server.ts → next({ context: { contactForm } })). The server render embeds them in a
// JSON script so that, should the page's script load after all, hydration sees the same values.
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'

import type { ContactFieldErrors } from '~/contact/contact.schema'

export type NoScriptFailure = { values: Record<string, string>; errors: ContactFieldErrors }
export const noScriptStateId = 'contact-form-state'

type MatchWithServerContext = { context?: { serverContext?: { contactForm?: { status: string } & NoScriptFailure } } }

/** The failed no-JS post being re-rendered, if any. */
export function useNoScriptFailure(): NoScriptFailure | null {
  const fromServer = useRouterState({
    select: (state) => {
      for (const match of state.matches as MatchWithServerContext[]) {
        const form = match.context?.serverContext?.contactForm
        if (form) return { values: form.values, errors: form.errors }
      }
      return null
    },
  })
  const [state] = useState<NoScriptFailure | null>(() => {
    if (fromServer || typeof document === 'undefined') return fromServer
    const embedded = document.getElementById(noScriptStateId)?.textContent
    return embedded ? (JSON.parse(embedded) as NoScriptFailure) : null
  })
  return state
}

/** `/contact?sent=1`: where a successful no-JS post lands. */
export function useNoScriptSent(): boolean {
  return useRouterState({ select: (state) => new URLSearchParams(state.location.searchStr).get('sent') === '1' })
}

export function embedNoScriptState(state: NoScriptFailure): { __html: string } {
  return { __html: JSON.stringify(state).replaceAll('<', '\\u003c') }
}
