// "A proposal was accepted", for the features that start something then (the collaboration
// workspace drafts its agreement and milestones) without the partners feature knowing them. The
// server entry (server.ts) installs each listener at start, as it installs the member lookup; the
// partners feature announces every acceptance inside the transaction that accepts, so what a
// listener writes commits or rolls back with the acceptance itself.
import type { Tx } from './db.server'

export type ProposalAcceptedListener = (tx: Tx, proposalId: number) => Promise<void>

const listeners = new Set<ProposalAcceptedListener>()

/** Adds `listener`; adding the same function again changes nothing. */
export function onProposalAccepted(listener: ProposalAcceptedListener): void {
  listeners.add(listener)
}

/** Runs every listener, in the order they were added, inside the accepting transaction `tx`. */
export async function proposalAccepted(tx: Tx, proposalId: number): Promise<void> {
  for (const listener of listeners) await listener(tx, proposalId)
}
