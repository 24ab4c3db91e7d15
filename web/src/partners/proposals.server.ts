import type { User } from '~/server/member'

import type { Eligibility, Proposal } from './partners.options'

export async function proposalEligibility(_member: User | null, _slug: string): Promise<Eligibility> {
  throw new Error('not implemented')
}
export async function listProposals(_memberId: number): Promise<{ incoming: Proposal[]; outgoing: Proposal[] }> {
  throw new Error('not implemented')
}
export async function sendProposal(_member: User, _body: unknown): Promise<Proposal> {
  throw new Error('not implemented')
}
export async function answerProposal(_member: User, _body: unknown): Promise<Proposal> {
  throw new Error('not implemented')
}
