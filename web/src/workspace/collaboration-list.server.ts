// The dashboard's list of collaborations, a page at a time: the API's page (latest activity first,
// keyset by `before`) with each one's next steps, those waiting on the member first within the page.
import { businessOfMember } from '~/server/businesses.server'

import { collaborationsPageSize, listCollaborations } from './collaborations.server'
import { nextSteps } from './next-steps'
import { reviewedAmong } from './reviews.server'
import type { CollaborationListItem, CollaborationListPage } from './workspace.options'

/**
 * The page of the member's collaborations after collaboration `before` (the first page without
 * it), and the `before` of the next page when there are older ones: one more than a page is read
 * to know, so the last page offers no link to an empty one.
 */
export async function collaborationListPage(memberId: number, before: number | null): Promise<CollaborationListPage> {
  const [read, business] = await Promise.all([listCollaborations(memberId, { before, limit: collaborationsPageSize + 1 }), businessOfMember(memberId)])
  const collaborations = read.slice(0, collaborationsPageSize)
  const reviewed = await reviewedAmong(
    memberId,
    collaborations.filter((collaboration) => collaboration.status === 'ended').map((collaboration) => collaboration.id),
  )
  const ownSlug = business?.slug ?? ''
  const items = collaborations.map((collaboration): CollaborationListItem => {
    const steps = nextSteps(collaboration, ownSlug, reviewed.has(collaboration.id))
    const other = collaboration.from.slug === ownSlug ? collaboration.to : collaboration.from
    return { id: collaboration.id, other, status: collaboration.status, unread: collaboration.unread, steps, needsReply: steps.length > 0, updatedAt: collaboration.updatedAt }
  })
  // A stable sort keeps the page's order (latest activity first) within each group.
  items.sort((a, b) => Number(b.needsReply) - Number(a.needsReply))
  return { items, older: read.length > collaborationsPageSize ? collaborations.at(-1)!.id : null }
}
