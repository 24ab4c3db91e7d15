// Workspace messages (decision 0106): GET and POST /api/collaborations/{id}/messages — who may read
// and write (401, 404 to outsiders), the bounds of a message, pages of 50 with `before`, read
// state, the ETag that lets a page poll cheaply, the per-member throttle, and email addresses that
// appear only once both sides chose to share them.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'
import { unreadCount } from '~/workspace/messages.server'

import { memberWithProfile } from '../partners/support'

import { call, collaboration, ensureWorkspace, send, setUpWorkspace } from './support'

beforeAll(async () => {
  await setUpWorkspace()
  await ensureWorkspace()
})

const messagesOf = async (id: number) => Number((await query(`select count(*)::int as n from collaboration_messages where collaboration_id = $1`, [id])).rows[0]!.n)
const profileIdOf = async (slug: string) => Number((await query(`select id from business_profiles where slug = $1`, [slug])).rows[0]!.id)

describe('POST /api/collaborations/{id}/messages', () => {
  it('answers 201 with the message, from the sender business’s slug, its words kept as written', async () => {
    const { id, proposer } = await collaboration()
    const sent = await send(proposer, id, '  Shall we start on Monday?\nThe counter is ready.  ')
    expect(sent.status, sent.text).toBe(201)
    expect(Object.keys(sent.json.message).sort()).toEqual(['body', 'createdAt', 'from', 'id'])
    expect(sent.json.message).toMatchObject({ from: proposer.profile.slug, body: 'Shall we start on Monday?\nThe counter is ready.' })
  })

  it.each([
    ['an empty body', { body: '   ' }],
    ['a body over 2,000 characters', { body: 'x'.repeat(2001) }],
    ['no body', {}],
    ['a body that is not text', { body: 42 }],
  ])('refuses %s with a field error and stores nothing', async (_, body) => {
    const { id, proposer } = await collaboration()
    const refused = await call('POST', `/api/collaborations/${id}/messages`, { token: proposer.token, body })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.json.success).toBe(false)
    expect(refused.json.errors.body).toBeTruthy()
    expect(await messagesOf(id)).toBe(0)
  })

  it('answers 401 without a session, 404 to outsiders, unknown ids and proposals never accepted', async () => {
    const { id } = await collaboration()
    const outsider = await memberWithProfile()
    expect((await call('POST', `/api/collaborations/${id}/messages`, { body: { body: 'hi' } })).status).toBe(401)
    expect((await call('GET', `/api/collaborations/${id}/messages`)).status).toBe(401)
    expect((await send(outsider, id, 'hi')).status).toBe(404)
    expect((await call('GET', `/api/collaborations/${id}/messages`, { token: outsider.token })).status).toBe(404)
    expect((await send(outsider, 999_999_999, 'hi')).status).toBe(404)
    expect((await send(outsider, Number.NaN, 'hi')).status).toBe(404)
    const pending = await collaboration({ accept: false })
    expect((await send(pending.proposer, pending.id, 'hi')).status).toBe(404)
    expect(await messagesOf(id)).toBe(0)
  })

  it('throttles a member: past MESSAGES_RATE_MAX (30) in the window, 429 with Retry-After, and nothing stored', async () => {
    const { id, proposer } = await collaboration()
    for (let i = 0; i < 30; i += 1) expect((await send(proposer, id, `message ${i}`)).status).toBe(201)
    const throttled = await send(proposer, id, 'one too many')
    expect(throttled.status, throttled.text).toBe(429)
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await messagesOf(id)).toBe(30)
  })
})

describe('GET /api/collaborations/{id}/messages', () => {
  it('pages 50 at a time, newest last, and `before` reads the page before a message', async () => {
    const { id, proposer, accepter } = await collaboration()
    // Stored directly: the throttle allows 30 a window, and paging needs more.
    const side = (n: number) => (n % 2 ? 'from' : 'to')
    for (let n = 1; n <= 55; n += 1) {
      await query(`insert into collaboration_messages (collaboration_id, side, body, updated_at, created_at) values ($1, $2, $3, now(), now())`, [id, side(n), `message ${n}`])
    }
    const first = await call('GET', `/api/collaborations/${id}/messages`, { token: accepter.token })
    expect(first.status, first.text).toBe(200)
    expect(first.json.messages).toHaveLength(50)
    expect(first.json.messages[0].body).toBe('message 6')
    expect(first.json.messages.at(-1).body).toBe('message 55')
    expect(first.json.messages.at(-1).from).toBe(proposer.profile.slug)
    expect(first.json.messages.at(-2).from).toBe(accepter.profile.slug)
    const older = await call('GET', `/api/collaborations/${id}/messages?before=${first.json.messages[0].id}`, { token: accepter.token })
    expect(older.json.messages.map((message: { body: string }) => message.body)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5'])
    expect((await call('GET', `/api/collaborations/${id}/messages?before=abc`, { token: accepter.token })).status).toBe(400)
  })

  it('marks what was read for the reader: unread counts fall to 0, and the other side sees it in readUpTo', async () => {
    const { id, proposer, accepter } = await collaboration()
    await send(proposer, id, 'one')
    const last = (await send(proposer, id, 'two')).json.message
    const accepterBusiness = await profileIdOf(accepter.profile.slug)
    const proposerBusiness = await profileIdOf(proposer.profile.slug)
    expect(await unreadCount(id, accepterBusiness)).toBe(2)
    expect(await unreadCount(id, proposerBusiness)).toBe(0)
    expect((await call('GET', `/api/collaborations/${id}/messages`, { token: proposer.token })).json.readUpTo).toBe(0)
    await call('GET', `/api/collaborations/${id}/messages`, { token: accepter.token })
    expect(await unreadCount(id, accepterBusiness)).toBe(0)
    expect((await call('GET', `/api/collaborations/${id}/messages`, { token: proposer.token })).json.readUpTo).toBe(last.id)
    // A business not in the collaboration has nothing unread there.
    expect(await unreadCount(id, await profileIdOf((await memberWithProfile()).profile.slug))).toBe(0)
  })

  it('answers 304 to If-None-Match while nothing changed, and 200 with a new ETag once something did', async () => {
    const { id, proposer, accepter } = await collaboration()
    await send(proposer, id, 'hello')
    const first = await call('GET', `/api/collaborations/${id}/messages`, { token: accepter.token })
    const etag = first.headers.get('etag')!
    expect(etag).toBeTruthy()
    const again = await call('GET', `/api/collaborations/${id}/messages`, { token: accepter.token, headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    await send(proposer, id, 'are you there?')
    const changed = await call('GET', `/api/collaborations/${id}/messages`, { token: accepter.token, headers: { 'if-none-match': etag } })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).not.toBe(etag)
    expect(changed.json.messages.at(-1).body).toBe('are you there?')
    // An outsider learns nothing from an ETag either.
    const outsider = await memberWithProfile()
    expect((await call('GET', `/api/collaborations/${id}/messages`, { token: outsider.token, headers: { 'if-none-match': etag } })).status).toBe(404)
  })
})

describe('unread in the Collaboration JSON', () => {
  it('counts the messages to the member’s side not yet read, in the list and alone, and falls to 0 once read or answered', async () => {
    const { id, proposer, accepter } = await collaboration()
    await send(proposer, id, 'one')
    await send(proposer, id, 'two')
    const unreadIn = async (token: string) => {
      const alone = await call('GET', `/api/collaborations/${id}`, { token })
      expect(alone.status, alone.text).toBe(200)
      const list = await call('GET', '/api/collaborations', { token })
      const listed = (list.json.collaborations as { id: number; unread: number }[]).find((entry) => Number(entry.id) === id)
      expect(listed?.unread).toBe(alone.json.collaboration.unread)
      return alone.json.collaboration.unread as number
    }
    expect(await unreadIn(accepter.token)).toBe(2)
    expect(await unreadIn(proposer.token)).toBe(0)
    await call('GET', `/api/collaborations/${id}/messages`, { token: accepter.token })
    expect(await unreadIn(accepter.token)).toBe(0)
    // Answering reads the thread up to the answer.
    await send(proposer, id, 'three')
    await send(accepter, id, 'four')
    expect(await unreadIn(accepter.token)).toBe(0)
    expect(await unreadIn(proposer.token)).toBe(1)
  })
})

describe('POST /api/collaborations/{id}/contact-sharing', () => {
  it('shows no email address until both sides share, then each side’s', async () => {
    const { id, proposer, accepter } = await collaboration()
    const read = async (member: { token: string }) => (await call('GET', `/api/collaborations/${id}/messages`, { token: member.token })).json
    expect((await read(proposer)).contacts).toBeNull()
    const shared = await call('POST', `/api/collaborations/${id}/contact-sharing`, { token: proposer.token, body: { share: true } })
    expect(shared.status, shared.text).toBe(200)
    expect(shared.json.sharing).toEqual({ own: true, other: false })
    const oneSide = await read(accepter)
    expect(oneSide.contacts).toBeNull()
    expect(JSON.stringify(oneSide)).not.toContain(proposer.email)
    await call('POST', `/api/collaborations/${id}/contact-sharing`, { token: accepter.token, body: { share: true } })
    const both = await read(accepter)
    expect(both.contacts).toEqual(
      expect.arrayContaining([
        { slug: proposer.profile.slug, email: proposer.email },
        { slug: accepter.profile.slug, email: accepter.email },
      ]),
    )
    await call('POST', `/api/collaborations/${id}/contact-sharing`, { token: proposer.token, body: { share: false } })
    expect((await read(accepter)).contacts).toBeNull()
    expect((await call('POST', `/api/collaborations/${id}/contact-sharing`, { token: proposer.token, body: { share: 'yes' } })).status).toBe(400)
    expect((await call('POST', `/api/collaborations/${id}/contact-sharing`, { token: (await memberWithProfile()).token, body: { share: true } })).status).toBe(404)
  })
})
