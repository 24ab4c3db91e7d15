// The emails about workspace messages and the member's choices (decision 0106): GET and PUT
// /auth/notifications; `instant` at most one email per thread per 10 minutes with nothing lost;
// `daily` one digest a day however many runners and restarts; one-click unsubscribe (RFC 8058) on
// every member email, which works without cookies and turns its category off.
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'
import { settleDeliveries } from '~/server/mail.server'
import { notificationSettingsOf } from '~/server/notification-settings.server'
import { digestTime, runNotifications } from '~/workspace/notifications.server'

import { api, memberWithProfile, proposalBody } from '../partners/support'

import { call, collaboration, emailsTo, send, setUpWorkspace } from './support'

beforeAll(setUpWorkspace)

/** The outbox rows about messages to `to`, oldest first. */
const outboxTo = async (to: string) =>
  (await query(`select id, kind, text, unsubscribe_url from email_outbox where "to" = $1 and kind like 'workspace-%' order by id`, [to])).rows.map((row) => ({
    id: Number(row.id),
    kind: String(row.kind),
    text: String(row.text),
    unsubscribeUrl: String(row.unsubscribe_url),
  }))

const choose = (member: { token: string }, notifications: Record<string, unknown>) => call('PUT', '/auth/notifications', { token: member.token, body: notifications })

/** A pass of the periodic work at `now`; its emails sent before it returns. */
const pass = async (now: Date) => {
  const ids = await runNotifications(now)
  await settleDeliveries()
  return ids
}

/**
 * The same pass, answering only the emails it queued to `to`: other files' collaborations share the
 * database and have their own notices waiting.
 */
const passFor = async (now: Date, to: string[]) => {
  const ids = await pass(now)
  if (ids.length === 0) return []
  return (await query(`select id from email_outbox where id = any($1::int[]) and "to" = any($2::text[]) order by id`, [ids, to])).rows.map((row) => Number(row.id))
}

/** Moves the thread's last email to `side` back in time, as if `minutes` had passed since. */
const age = (id: number, side: 'from' | 'to', minutes: number) =>
  query(`update collaboration_sides set emailed_at = emailed_at - make_interval(mins => $3) where collaboration_id = $1 and side = $2`, [id, side, minutes])

describe('GET and PUT /auth/notifications', () => {
  it('answers the defaults, then stores and answers the member’s choices; 400 for a bad one, 401 without a session', async () => {
    const { proposer } = await collaboration()
    const initial = await call('GET', '/auth/notifications', { token: proposer.token })
    expect(initial.status).toBe(200)
    expect(initial.json).toEqual({ success: true, notifications: { proposals: 'instant', messages: 'instant', monthlyReport: true } })
    const saved = await choose(proposer, { proposals: 'off', messages: 'daily', monthlyReport: false })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.json.notifications).toEqual({ proposals: 'off', messages: 'daily', monthlyReport: false })
    expect((await call('GET', '/auth/notifications', { token: proposer.token })).json.notifications).toEqual({ proposals: 'off', messages: 'daily', monthlyReport: false })
    const refused = await choose(proposer, { proposals: 'weekly', messages: 'daily', monthlyReport: false })
    expect(refused.status).toBe(400)
    expect(refused.json.errors.proposals).toBeTruthy()
    expect((await call('GET', '/auth/notifications')).status).toBe(401)
    expect((await call('PUT', '/auth/notifications', { body: { proposals: 'off', messages: 'off', monthlyReport: false } })).status).toBe(401)
  })
})

describe('instant emails', () => {
  it('emails the other side at once, then at most once per thread per 10 minutes, with the waiting messages sent after', async () => {
    const { id, proposer, accepter } = await collaboration()
    await send(proposer, id, 'First: can we start Monday?')
    expect((await outboxTo(accepter.email)).map((row) => row.kind)).toEqual(['workspace-message'])
    await send(proposer, id, 'Second: bring the flyers.')
    await send(proposer, id, 'Third: and the stand.')
    // Within 10 minutes: neither the posts nor a pass email again.
    expect(await passFor(new Date(), [proposer.email, accepter.email])).toEqual([])
    expect(await outboxTo(accepter.email)).toHaveLength(1)
    await age(id, 'to', 11)
    await pass(new Date())
    const rows = await outboxTo(accepter.email)
    expect(rows).toHaveLength(2)
    expect(rows[0]!.text).toContain('> First: can we start Monday?')
    expect(rows[0]!.text).not.toContain('Second')
    expect(rows[1]!.text).toContain('> Second: bring the flyers.')
    expect(rows[1]!.text).toContain('> Third: and the stand.')
    // Nothing is emailed twice, and the sender is never emailed about their own messages.
    await age(id, 'to', 11)
    expect(await passFor(new Date(), [proposer.email, accepter.email])).toEqual([])
    expect(await outboxTo(proposer.email)).toEqual([])
  })

  it('sends nothing for what was read before the pause ended, and nothing to a member who chose off', async () => {
    const { id, proposer, accepter } = await collaboration()
    await send(proposer, id, 'one')
    await send(proposer, id, 'two')
    await call('GET', `/api/collaborations/${id}/messages`, { token: accepter.token })
    await age(id, 'to', 11)
    await pass(new Date())
    expect(await outboxTo(accepter.email)).toHaveLength(1)
    await choose(proposer, { proposals: 'instant', messages: 'off', monthlyReport: true })
    await send(accepter, id, 'hello?')
    await pass(new Date())
    expect(await outboxTo(proposer.email)).toEqual([])
  })

  it('quotes the member’s words, links only to our own pages, and carries the one-click unsubscribe headers', async () => {
    const { id, proposer, accepter } = await collaboration()
    await send(proposer, id, 'Win a prize at https://evil.example/claim')
    const [mail] = await emailsTo(accepter.email).then((mails) => mails.filter((found) => /wrote to you/.test(found.subject)))
    expect(mail).toBeTruthy()
    expect(mail!.text).toContain('> Win a prize at https://evil.example/claim')
    expect(mail!.html).not.toContain('href="https://evil.example')
    expect(mail!.text).toContain(`http://localhost:3000/dashboard/collaborations/${id}`)
    expect(mail!.header('list-unsubscribe')).toMatch(new RegExp(`^<http://localhost:3000/unsubscribe\\?token=${accepter.id}\\.messages\\.[\\w-]{32}>$`))
    expect(mail!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  })
})

describe('daily digests', () => {
  it('sends one digest at 8 am Melbourne time with what arrived before, exactly once with two runners at once and after a restart', async () => {
    const { id, proposer, accepter } = await collaboration()
    await choose(accepter, { proposals: 'instant', messages: 'daily', monthlyReport: true })
    await send(proposer, id, 'Morning! Stock arrives Tuesday.')
    await send(proposer, id, 'Also: the window display.')
    // At once: nothing for a daily member.
    await pass(new Date())
    expect(await outboxTo(accepter.email)).toEqual([])
    // Tomorrow, 7:59 in Melbourne: still nothing; 8:30: the digest.
    const tomorrow8 = digestTime(new Date(Date.now() + 86_400_000))
    expect(await passFor(new Date(tomorrow8.getTime() - 60_000), [proposer.email, accepter.email])).toEqual([])
    const at = new Date(tomorrow8.getTime() + 30 * 60_000)
    await Promise.all([pass(at), pass(at)])
    const rows = await outboxTo(accepter.email)
    expect(rows.map((row) => row.kind)).toEqual(['workspace-digest'])
    expect(rows[0]!.text).toContain('> Morning! Stock arrives Tuesday.')
    expect(rows[0]!.text).toContain('> Also: the window display.')
    expect(rows[0]!.unsubscribeUrl).toContain('/unsubscribe?token=')
    // A restart: a new pass the same day, even with a new message, sends no second digest.
    await send(proposer, id, 'One more thing.')
    await query(`update collaboration_messages set created_at = created_at - interval '2 days' where collaboration_id = $1`, [id])
    await pass(new Date(at.getTime() + 60 * 60_000))
    expect(await outboxTo(accepter.email)).toHaveLength(1)
    expect(Number((await query(`select count(*)::int as n from notification_digests where member_id = $1`, [accepter.id])).rows[0]!.n)).toBe(1)
  })
})

describe('POST /unsubscribe', () => {
  it('turns the link’s category off without a session or cookie; a made-up token changes nothing', async () => {
    const { id, proposer, accepter } = await collaboration()
    await send(proposer, id, 'hello')
    const [row] = await outboxTo(accepter.email)
    const link = new URL(row!.unsubscribeUrl)
    const forged = await call('POST', `/unsubscribe?token=${encodeURIComponent(`${accepter.id}.proposals.${'a'.repeat(32)}`)}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(forged.status).toBe(400)
    expect(await notificationSettingsOf(accepter.id)).toEqual({ proposals: 'instant', messages: 'instant', monthlyReport: true })
    const done = await call('POST', `${link.pathname}${link.search}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(done.status, done.text).toBe(200)
    expect(await notificationSettingsOf(accepter.id)).toEqual({ proposals: 'instant', messages: 'off', monthlyReport: true })
    // The page's own form comes back to the page, which says it is done.
    const fromPage = await call('POST', `${link.pathname}${link.search}`, {
      raw: `token=${encodeURIComponent(link.searchParams.get('token')!)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(fromPage.status).toBe(303)
    expect(fromPage.headers.get('location')).toContain('outcome=done')
  })

  it('puts an unsubscribe link for proposals on the proposal emails, and proposals off stops them', async () => {
    const { proposer, accepter } = await collaboration()
    const [accepted] = (await emailsTo(proposer.email)).filter((mail) => /accepted/.test(mail.subject))
    expect(accepted).toBeTruthy()
    expect(accepted!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const token = decodeURIComponent(/token=([^>]+)>/.exec(accepted!.header('list-unsubscribe')!)![1]!)
    expect(token).toMatch(new RegExp(`^${proposer.id}\\.proposals\\.`))
    const done = await call('POST', `/unsubscribe?token=${encodeURIComponent(token)}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(done.status).toBe(200)
    expect((await notificationSettingsOf(proposer.id)).proposals).toBe('off')
    // Proposal emails off: a new proposal to this member's business sends them nothing.
    const before = (await emailsTo(proposer.email)).length
    const another = await memberWithProfile()
    const proposed = await api('POST', '/api/proposals', { token: another.token, body: proposalBody(proposer.profile.slug) })
    expect(proposed.status, proposed.text).toBe(201)
    expect((await emailsTo(proposer.email)).length).toBe(before)
    void accepter
  })
})
