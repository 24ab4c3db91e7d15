// What a member has to do next in a collaboration: the workspace page lists these, and the list of
// collaborations puts the ones with any (or unread messages) first as "needs your reply".
import type { Collaboration } from './workspace.options'

export type NextStep = { kind: 'confirm-agreement' } | { kind: 'confirm-milestone'; milestoneId: number; title: string } | { kind: 'reply'; unread: number } | { kind: 'review' }

/** The steps waiting on the business `ownSlug` in `collaboration`; `reviewed`: it has reviewed it. */
export function nextSteps(collaboration: Collaboration, ownSlug: string, reviewed: boolean): NextStep[] {
  const steps: NextStep[] = []
  const active = collaboration.status === 'active'
  if (active && !collaboration.agreement.fixedAt && !collaboration.agreement.confirmedBy.includes(ownSlug)) steps.push({ kind: 'confirm-agreement' })
  if (active) {
    for (const milestone of collaboration.milestones) {
      if (milestone.doneBy && milestone.doneBy !== ownSlug && !milestone.confirmedAt) steps.push({ kind: 'confirm-milestone', milestoneId: milestone.id, title: milestone.title })
    }
  }
  if (collaboration.unread > 0) steps.push({ kind: 'reply', unread: collaboration.unread })
  if (!active && !reviewed) steps.push({ kind: 'review' })
  return steps
}
