// The shapes of the workspace API's answers (decision 0105). A side is the proposal's: `from` sent
// it, `to` accepted it.
import type { NextStep } from './next-steps'

export type Side = 'from' | 'to'

export type Milestone = {
  id: number
  title: string
  dueDate: string | null
  /** The slug of the business that marked it done, or null. */
  doneBy: string | null
  doneAt: string | null
  confirmedAt: string | null
}

export type Collaboration = {
  id: number
  from: { slug: string; name: string }
  to: { slug: string; name: string }
  channel: string
  offer: string
  model: string
  message: string
  startDate: string | null
  status: 'active' | 'ended'
  createdAt: string
  updatedAt: string
  agreement: { terms: string; confirmedBy: string[]; fixedAt: string | null }
  milestones: Milestone[]
  unread: number
  endedAt: string | null
}

export type Review = { rating: number; comment: string | null; createdAt: string }

/** The email settings page; its form posts here where no script runs. */
export const notificationsPath = '/dashboard/settings/notifications'

/** One collaboration on the dashboard's list. */
export type CollaborationListItem = {
  id: number
  other: { slug: string; name: string }
  status: Collaboration['status']
  unread: number
  steps: NextStep[]
  /** Unread messages or a step waiting on the member: listed first. */
  needsReply: boolean
  updatedAt: string
}

/** A page of the dashboard's list; `older` is the `before` of the next page, null on the last. */
export type CollaborationListPage = { items: CollaborationListItem[]; older: number | null }
