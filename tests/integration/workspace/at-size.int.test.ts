// The workspace at size: a member's list counts unread messages by each side's read position, so a
// thread of 10,000 messages the member has read costs what a thread of 10 does.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'
import { markRead, unreadCounts } from '~/workspace/messages.server'

import { collaborationBetween, ensureWorkspace } from './support'

beforeAll(ensureWorkspace)

/** A thread of `count` messages, alternating sides, oldest first; answers the newest id. */
async function thread(id: number, count: number): Promise<number> {
  const { rows } = await query(
    `insert into collaboration_messages (collaboration_id, side, body, updated_at, created_at)
     select $1, (case when i % 2 = 0 then 'from' else 'to' end)::enum_collaboration_messages_side, 'Message ' || i, now(), now()
       from generate_series(1, $2) as i
     returning id`,
    [id, count],
  )
  return Math.max(...rows.map((row) => Number(row.id)))
}

const memberOf = async (slug: string) => Number((await query(`select member_id from business_profiles where slug = $1`, [slug])).rows[0]!.member_id)

async function median(work: () => Promise<unknown>): Promise<number> {
  const runs: number[] = []
  for (let i = 0; i < 15; i++) {
    const started = performance.now()
    await work()
    runs.push(performance.now() - started)
  }
  return runs.sort((a, b) => a - b)[7]!
}

describe('unread counts at size', () => {
  it('counts a read thread of 10,000 messages about as quickly as one of 10, and still counts what is unread', async () => {
    const [small, , smallId] = await collaborationBetween()
    const [big, , bigId] = await collaborationBetween()
    const smallMember = await memberOf(small.profile.slug)
    const bigMember = await memberOf(big.profile.slug)
    await markRead(smallId, 'from', await thread(smallId, 10))
    await markRead(bigId, 'from', await thread(bigId, 10_000))
    await query('analyze collaboration_messages')
    expect(await unreadCounts({ query }, smallMember, [smallId])).toEqual(new Map())
    expect(await unreadCounts({ query }, bigMember, [bigId])).toEqual(new Map())

    await median(() => unreadCounts({ query }, bigMember, [bigId]))
    const smallTime = await median(() => unreadCounts({ query }, smallMember, [smallId]))
    const bigTime = await median(() => unreadCounts({ query }, bigMember, [bigId]))
    // Generous against a busy machine: counting every message of the thread took 20–30 times as long.
    expect(bigTime, `10 messages: ${smallTime.toFixed(2)} ms, 10,000: ${bigTime.toFixed(2)} ms`).toBeLessThan(smallTime * 3 + 2)

    // Three new messages from the other side are unread; the member's own are not.
    await query(
      `insert into collaboration_messages (collaboration_id, side, body, updated_at, created_at)
       select $1, s::enum_collaboration_messages_side, 'New', now(), now() from unnest(array['to', 'from', 'to', 'to']) as s`,
      [bigId],
    )
    expect(await unreadCounts({ query }, bigMember, [bigId])).toEqual(new Map([[bigId, 3]]))
  })
})
