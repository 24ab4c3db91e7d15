// A proposal answered from /dashboard/collaborations where no script runs: the card's buttons post
// the page's own form (the proposal's id and the action). Accept is sent as pressed; a decline or
// a withdrawal, which cannot be undone, is asked first on the page itself (303 to the page with
// `?confirm=…&proposal=…`: the question the script asks with the browser's confirm), and sent once
// confirmed. Done: 303 back to the proposal's card. Refused (answered or withdrawn meanwhile, not
// theirs): the page again with why, beside the card, answered with the refusal's status.
import { seeOther } from '~/server/http.server'
import type { User } from '~/server/member'

import { proposalActions, type AnswerFormState, type ConfirmedAction } from './partners.options'
import { answerProposal } from './proposals.server'

export type { AnswerFormState, ConfirmedAction }

export const collaborationsPath = '/dashboard/collaborations'

/** Start's `next` as the page's POST handler calls it: the page rendered with the card's state. */
type Next<R> = (options: { context: { answerForm: { id: number; refusal: string } } }) => R

export function answerForm<R>(fields: URLSearchParams, member: User, next: Next<R>) {
  const raw = { id: (fields.get('proposal') ?? '').slice(0, 20), action: (fields.get('action') ?? '').slice(0, 20) }
  // Only for the page's own state; the rules read the fields as sent and refuse what is no id or action.
  const id = /^[1-9]\d{0,9}$/.test(raw.id) ? Number(raw.id) : 0
  const action = proposalActions.find((known) => known === raw.action)
  return {
    refuse: (message: string) => next({ context: { answerForm: { id, refusal: message } } }),
    run: async () => {
      if (id && action && action !== 'accept' && fields.get('confirmed') !== '1') return seeOther(`${collaborationsPath}?confirm=${action}&proposal=${id}#proposal-${id}`)
      await answerProposal(member, raw)
      return seeOther(`${collaborationsPath}#proposal-${id}`)
    },
  }
}
