// The partner_events table's owner on the site: a member's partner activity (proposals sent,
// received and answered; profile views) for the dashboard's Recent activity and Analytics.
// Profile creation and listing changes are recorded by the CMS hook on business-profiles, so they
// are caught whoever makes them (the member here, or support in the admin).
import { query, type Queryable } from '~/server/db.server'

import type { ActivityKind } from './partners.options'

export type PartnerEvent = { member: number; kind: ActivityKind | 'profile-viewed'; profile: number | null; proposal: number | null }

/** Records events inside the caller's transaction. */
export async function recordEvents(tx: Queryable, events: PartnerEvent[]): Promise<void> {
  if (events.length === 0) return
  const values: string[] = []
  const params: unknown[] = []
  for (const event of events) {
    params.push(event.member, event.kind, event.profile, event.proposal)
    const n = params.length
    values.push(`($${n - 3}, $${n - 2}, $${n - 1}, $${n})`)
  }
  await tx.query(`insert into partner_events (member_id, kind, profile_id, proposal_id) values ${values.join(', ')}`, params)
}

/** Counts one view of a member's profile per viewer and day (the key carries the day). */
export async function recordProfileView(ownerId: number, profileId: number, viewerKey: string): Promise<void> {
  await query(
    `insert into partner_events (member_id, kind, profile_id, viewer_key) values ($1, 'profile-viewed', $2, $3)
     on conflict (member_id, viewer_key) where kind = 'profile-viewed' do nothing`,
    [ownerId, profileId, viewerKey],
  )
}

export async function countProfileViews(memberId: number): Promise<number> {
  const { rows } = await query(`select count(*)::int as views from partner_events where member_id = $1 and kind = 'profile-viewed'`, [memberId])
  return Number(rows[0]!.views)
}

export type RecentEvent = { kind: ActivityKind; at: string; otherName: string | null }

/**
 * The member's latest events, newest first, views left out, with the other business's name: for a
 * business that has left, the name its kept (accepted) proposal remembers (decision 0088).
 */
export async function recentEvents(memberId: number, limit: number): Promise<RecentEvent[]> {
  const { rows } = await query(
    `select e.kind::text as kind, e.created_at, coalesce(b.name, r.from_name, r.to_name) as other_name
       from partner_events e left join business_profiles b on b.id = e.profile_id
       left join proposals r on r.id = e.proposal_id and b.id is null
      where e.member_id = $1 and e.kind <> 'profile-viewed'
        -- A proposal whose other business has since left went with it, unless it was accepted:
        -- only an agreed collaboration is still part of the story.
        and (e.kind::text not like 'proposal-%' or b.id is not null or r.id is not null)
      order by e.created_at desc, e.id desc limit $2`,
    [memberId, limit],
  )
  return rows.map((row) => ({
    kind: String(row.kind) as ActivityKind,
    at: (row.created_at as Date).toISOString(),
    otherName: row.other_name == null ? null : String(row.other_name),
  }))
}
