// The collaborations list at size: a member's list is a keyset page of its collaborations on both
// sides (those it proposed and those it accepted), latest activity first, so a member with a
// thousand collaborations pages through them without a gap or a repeat. What a first page costs at
// that size is measured by `pnpm bench:workspace`, not timed here.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'
import { collaborationListPage } from '~/workspace/collaboration-list.server'
import { collaborationsPageSize } from '~/workspace/collaborations.server'

import { api, memberWithProfile, proposalBody } from '../partners/support'

import { copyCollaboration, ensureWorkspace, workspaceApi as call, type Party } from './support'

beforeAll(ensureWorkspace)

/** An accepted proposal from `from` to `to`: its collaboration id, its workspace written. */
async function accepted(from: Party, to: Party): Promise<number> {
  const sent = await api('POST', '/api/proposals', { token: from.token, body: proposalBody(to.profile.slug) })
  expect(sent.status, sent.text).toBe(201)
  const id = Number(sent.json.proposal.id)
  expect((await api('POST', `/api/proposals/${id}/accept`, { token: to.token })).status).toBe(200)
  expect((await call('GET', `/api/collaborations/${id}`, { token: from.token })).status).toBe(200)
  return id
}

/**
 * A member with `each` collaborations it proposed and `each` it accepted, their activity
 * interleaved (a proposed one, then an accepted one a little older) with some ties on activity, so
 * a page that read one side only, or ordered ties by anything but id, would show it.
 */
async function memberWith(each: number) {
  const member = await memberWithProfile({ name: `Many ${Date.now()}` })
  const partner = await memberWithProfile({ name: `Partner ${Date.now()}` })
  const proposer = await memberWithProfile({ name: `Proposer ${Date.now()}` })
  const proposed = await copyCollaboration(await accepted(member, partner), each)
  const received = await copyCollaboration(await accepted(proposer, member), each)
  await query(
    `update collaborations c set activity_at = timestamptz '2026-11-01T00:00:00Z' - (n.i * 60 + case when n.side = 'to' then 30 else 0 end) * interval '1 second'
       from (select id, i, 'from' as side from unnest($1::int[]) with ordinality as f(id, i)
             union all select id, i, 'to' from unnest($2::int[]) with ordinality as t(id, i)) n
      where c.id = n.id`,
    [proposed, received],
  )
  // Every tenth pair shares its activity, so the id decides their order.
  await query(
    `update collaborations c set activity_at = p.activity_at
       from collaborations p, unnest($1::int[], $2::int[]) with ordinality as n(f, t, i)
      where n.i % 10 = 0 and p.id = n.f and c.id = n.t`,
    [proposed, received],
  )
  await query('analyze proposals; analyze collaborations; analyze milestones')
  const { rows } = await query(`select id from collaborations where id = any($1::int[]) order by activity_at desc, id desc`, [[...proposed, ...received]])
  return { member, expected: rows.map((row) => Number(row.id)) }
}

describe('the collaborations list of a member with many collaborations', () => {
  it('pages by `before` through every collaboration on both sides, latest activity first, without a gap or a repeat', async () => {
    const { member, expected } = await memberWith(60)
    const seen: number[] = []
    let before: number | null = null
    for (let page = 0; page < 20; page++) {
      const answer = await call('GET', `/api/collaborations${before ? `?before=${before}` : ''}`, { token: member.token })
      expect(answer.status, answer.text).toBe(200)
      const ids = (answer.json.collaborations as { id: number }[]).map((collaboration) => collaboration.id)
      if (!ids.length) break
      seen.push(...ids)
      before = ids.at(-1)!
    }
    expect(seen).toEqual(expected)
  })

  it('shows the dashboard a bounded page, and its older link leads through every one to the last page, which has none', async () => {
    const { member, expected } = await memberWith(25)
    const pages: number[][] = []
    let before: number | null = null
    do {
      const page = await collaborationListPage(member.id, before)
      expect(page.items.length).toBeLessThanOrEqual(collaborationsPageSize)
      // Those waiting on the member come first within a page; every one here waits on its agreement.
      expect(page.items.every((item) => item.needsReply)).toBe(true)
      pages.push(page.items.map((item) => item.id))
      if (page.older !== null) expect(page.older).toBe(page.items.at(-1)!.id)
      before = page.older
    } while (before !== null && pages.length < 10)
    expect(pages.map((page) => page.length)).toEqual([20, 20, 10])
    expect(pages.flat()).toEqual(expected)

    // A member with a few collaborations sees them all on the first page, with no older link.
    const few = await memberWith(3)
    const page = await collaborationListPage(few.member.id, null)
    expect(page.items.map((item) => item.id)).toEqual(few.expected)
    expect(page.older).toBeNull()
  })
})
