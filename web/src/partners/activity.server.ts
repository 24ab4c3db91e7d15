// The dashboard's live cards for one member: Analytics counts, My Network (accepted
// collaborations), Recent activity (their own events, in the CMS's words) and the Getting
// Started checklist that ticks itself.
import type { Directory } from '@kindred/cms/types'

import type { User } from '~/server/member'
import { payload } from '~/server/payload.server'

import { fill, partnersCopy } from './copy.server'
import { countProfileViews, recentEvents } from './events.server'
import type { ActivityKind, MemberActivity } from './partners.options'
import { findOwnProfile, findPartnersFilters } from './profiles.server'
import { acceptedCollaborations, proposalCounts } from './proposals.server'

const recentLimit = 10

/** 'proposal-accepted-by-you' → 'proposalAcceptedByYou': the CMS field of an activity line. */
const templateOf = (copy: Directory, kind: ActivityKind) => (copy.activity as Record<string, string> | null)?.[kind.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] || kind

export async function memberActivity(member: User): Promise<MemberActivity> {
  const cms = await payload()
  // The Find partners link needs the profile's type and suburb: read right after the profile, while
  // the other reads run.
  const profileAndFilters = findOwnProfile(member.id).then(async (profile) => ({
    profile,
    findFilters: await findPartnersFilters(member.id, profile?.businessType ?? member.businessType, profile?.suburb ?? null),
  }))
  const [{ profile, findFilters }, views, counts, { network, unlisted, departed }, events, { copy }] = await Promise.all([
    profileAndFilters,
    countProfileViews(member.id),
    proposalCounts(member.id),
    acceptedCollaborations(member.id),
    recentEvents(member.id, recentLimit),
    partnersCopy(cms),
  ])
  // The account's creation is the oldest event of all: shown while fewer than ten others exist.
  const all = [...events, { kind: 'account-created' as const, at: member.createdAt, otherName: null }].slice(0, recentLimit)
  return {
    counts: { profileViews: views, ...counts },
    network,
    unlisted,
    departed,
    recent: all.map((event) => ({ kind: event.kind, at: event.at, text: fill(templateOf(copy, event.kind), { name: event.otherName ?? '' }) })),
    checklist: {
      emailVerified: member.emailVerified,
      profileComplete: profile !== null,
      listed: profile?.listed ?? false,
      proposalSent: counts.proposalsSent > 0,
    },
    findFilters,
  }
}
