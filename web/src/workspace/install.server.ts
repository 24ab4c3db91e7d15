// Installed by the server entry: every accepted proposal gets its workspace in the transaction
// that accepts it (docs/decisions/0105-the-collaboration-workspace.md).
import { onProposalAccepted } from '~/server/proposal-accepted.server'

import { ensureCollaboration } from './collaborations.server'

export function provideWorkspace(): void {
  onProposalAccepted(ensureCollaboration)
}
