// The triage desk's rules through the Local API with access enforced: who may read messages,
// replies that are kept and emailed, notes that are stamped, and overdue computed on read.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { as, createStaff, testPayload } from '../../support/payload'
import { lastEmailTo } from '../auth/support'
import { watchBusyConnections } from '../../support/pool'
import { ensureSiteSettings, postContact, sql } from './support'

let payload: Payload
let support: Awaited<ReturnType<typeof createStaff>>
let messageId: number
const sender = `desk-${Date.now()}@bakery.test`

beforeAll(async () => {
  payload = await testPayload()
  await ensureSiteSettings(payload)
  support = await createStaff(payload, 'support')
  expect((await postContact({ name: 'Desk Sender', email: sender, message: 'Can we partner?' })).status).toBe(201)
  const { rows } = await sql(payload).query('select id from contact_messages where email = $1', [sender])
  messageId = Number(rows[0]!.id)
})

describe('nobody but the desk reads messages', () => {
  const member = { id: 1, email: 'm@example.com', collection: 'members' }
  it.each([
    ['anonymous', null],
    ['a member', member],
  ])('%s cannot find, read or count them', async (_, user) => {
    await expect(payload.find({ collection: 'contact-messages', ...as(user) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.findByID({ collection: 'contact-messages', id: messageId, ...as(user) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.count({ collection: 'contact-messages', ...as(user) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.update({ collection: 'contact-messages', id: messageId, data: { status: 'spam' }, ...as(user) })).rejects.toMatchObject({ status: 403 })
  })

  it('editors cannot either; support can', async () => {
    const editor = await createStaff(payload, 'editor')
    await expect(payload.find({ collection: 'contact-messages', ...as(editor) })).rejects.toMatchObject({ status: 403 })
    const { docs } = await payload.find({ collection: 'contact-messages', ...as(support) })
    expect(docs.map((d) => d.id)).toContain(messageId)
  })
})

describe('the desk', () => {
  it('a reply is kept, empties the reply box, answers the message and emails the sender once', async () => {
    // The hook's reads join the save's transaction: one statement at a time on its connection.
    const stop = watchBusyConnections(sql(payload))
    const updated = await payload.update({ collection: 'contact-messages', id: messageId, data: { reply: 'Yes, let us talk.' }, ...as(support) }).finally(() => {
      expect(stop()).toEqual([])
    })
    expect(updated.reply ?? null).toBeNull()
    expect(updated.status).toBe('answered')
    expect(updated.answeredAt).toEqual(expect.any(String))
    expect(updated.replies).toEqual([expect.objectContaining({ body: 'Yes, let us talk.', sentAt: expect.any(String) })])
    // The save's own answer cannot see the outbox row it has not committed yet: on its way.
    expect(updated.replies![0]!.delivery).toBe('Being sent.')
    const author = updated.replies![0]!.author
    expect(typeof author === 'object' ? author?.id : author).toBe(support.id)

    const sent = async () => (await sql(payload).query(`select status, "to" from email_outbox where kind = 'contact-reply' and "to" = $1`, [sender])).rows
    for (let i = 0; i < 50 && (await sent())[0]?.status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 100))
    expect(await sent()).toEqual([{ status: 'sent', to: sender }])
  })

  it("a second reply to the same message continues the sender's conversation: it names the first (In-Reply-To, References)", async () => {
    const email = `thread-${Date.now()}@bakery.test`
    expect((await postContact({ name: 'Thread Sender', email, message: 'Do you ship to Geelong?' })).status).toBe(201)
    const { rows } = await sql(payload).query('select id from contact_messages where email = $1', [email])
    const id = Number(rows[0]!.id)
    const reply = async (text: string, count: number) => {
      await payload.update({ collection: 'contact-messages', id, data: { reply: text }, ...as(support) })
      for (let i = 0; i < 50; i++) {
        // None to this address yet (the reply is still in the outbox): look again below.
        const mail = await lastEmailTo(email).catch(() => null)
        if (mail?.count === count) return mail
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`reply ${count} was not sent`)
    }
    const first = await reply('Yes, we do.', 1)
    expect(first.messageId).toMatch(/^<outbox-\d+\./)
    expect(first.inReplyTo).toBeNull()
    const second = await reply('Following up: Tuesday suits us.', 2)
    expect(second.text).toContain('Following up: Tuesday suits us.')
    expect(second.inReplyTo).toBe(first.messageId)
    expect(second.references).toEqual([first.messageId])
    const third = await reply('One more thing.', 3)
    expect(third.inReplyTo).toBe(second.messageId)
    expect(third.references).toEqual([first.messageId, second.messageId])
  })

  it('each reply says whether its email went out, so the desk sees a failed one', async () => {
    const read = async () => (await payload.findByID({ collection: 'contact-messages', id: messageId, ...as(support) })).replies!
    const [reply] = await read()
    expect(reply!.delivery).toBe('Sent to the mail server.')
    const emailId = reply!.emailId!
    await sql(payload).query(`update email_outbox set status = 'failed', attempts = 2, last_error = 'connect ECONNREFUSED', next_attempt_at = now() + interval '1 minute' where id = $1`, [emailId])
    expect((await read())[0]!.delivery).toBe('Not sent yet: attempt 2 failed (connect ECONNREFUSED). It is retried automatically.')
    await sql(payload).query(`update email_outbox set attempts = 8, last_error = '550 no such user', next_attempt_at = null where id = $1`, [emailId])
    expect((await read())[0]!.delivery).toBe('Not sent: gave up after 8 attempts (550 no such user). Check the address, then reply again.')
    await sql(payload).query(`update email_outbox set status = 'sent', attempts = 1, last_error = null where id = $1`, [emailId])
  })

  it('a reply that is too long is refused on the reply box, saying the limit; nothing is kept or sent', async () => {
    const before = await payload.findByID({ collection: 'contact-messages', id: messageId, overrideAccess: true })
    const refused = payload.update({ collection: 'contact-messages', id: messageId, data: { reply: 'x'.repeat(8001) }, ...as(support) })
    await expect(refused).rejects.toMatchObject({ data: { errors: [{ path: 'reply', message: 'A reply may be at most 8,000 characters; this one has 8,001.' }] } })
    const after = await payload.findByID({ collection: 'contact-messages', id: messageId, overrideAccess: true })
    expect(after.replies?.length).toBe(before.replies?.length)
  })

  it('reply history cannot be rewritten through the API', async () => {
    const updated = await payload.update({ collection: 'contact-messages', id: messageId, data: { replies: [], answeredAt: null }, ...as(support) })
    expect(updated.replies).toHaveLength(1)
    expect(updated.answeredAt).toEqual(expect.any(String))
  })

  it('replies and other saves at the same moment keep every reply, each emailed once', async () => {
    const email = `together-${Date.now()}@bakery.test`
    expect((await postContact({ name: 'Two Replies', email, message: 'Who answers?' })).status).toBe(201)
    const { rows } = await sql(payload).query('select id from contact_messages where email = $1', [email])
    const id = Number(rows[0]!.id)
    const colleague = await createStaff(payload, 'support')
    const bodies = ['First answer.', 'Second answer.', 'Third answer.']
    // A save that only changes the status writes the history back too.
    const saves = [...bodies.map((reply) => ({ reply })), { status: 'in-progress' as const }]
    await Promise.all(saves.map((data, i) => payload.update({ collection: 'contact-messages', id, data, ...as(i % 2 ? colleague : support) })))
    const kept = await payload.findByID({ collection: 'contact-messages', id, depth: 0, ...as(support) })
    expect(kept.replies?.map((r) => r.body).sort()).toEqual([...bodies].sort())
    // Answered when the first reply went, not the last.
    expect(kept.answeredAt).toBe(kept.replies![0]!.sentAt)
    const queued = await sql(payload).query(`select count(*)::int as n from email_outbox where kind = 'contact-reply' and "to" = $1`, [email])
    expect(queued.rows[0]!.n).toBe(bodies.length)
  })

  it('notes get their author and time', async () => {
    const updated = await payload.update({ collection: 'contact-messages', id: messageId, data: { notes: [{ text: 'Called them back' }] }, ...as(support) })
    const note = updated.notes![0]!
    expect(note.createdAt).toEqual(expect.any(String))
    expect(typeof note.author === 'object' ? note.author?.id : note.author).toBe(support.id)
  })

  it("a note is its author's: a colleague cannot reword or remove it, but can add one and change other fields", async () => {
    const colleague = await createStaff(payload, 'support')
    const admin = await createStaff(payload, 'admin')
    const current = await payload.findByID({ collection: 'contact-messages', id: messageId, depth: 0, ...as(support) })
    const notes = current.notes!.map(({ id, text }) => ({ id, text }))
    const reworded = payload.update({ collection: 'contact-messages', id: messageId, data: { notes: [{ ...notes[0]!, text: 'Never called' }, ...notes.slice(1)] }, ...as(colleague) })
    await expect(reworded).rejects.toMatchObject({ data: { errors: [{ path: 'notes', message: 'Only the colleague who wrote a note can change it. Add a note of your own instead.' }] } })
    const removed = payload.update({ collection: 'contact-messages', id: messageId, data: { notes: notes.slice(1) }, ...as(colleague) })
    await expect(removed).rejects.toMatchObject({ data: { errors: [{ path: 'notes', message: 'Only the colleague who wrote a note can remove it.' }] } })
    const added = await payload.update({ collection: 'contact-messages', id: messageId, data: { notes: [...notes, { text: 'Left a voicemail' }] }, ...as(colleague) })
    expect(added.notes!.map((note) => note.text)).toEqual([...notes.map((note) => note.text), 'Left a voicemail'])
    // Its author may reword it; an admin may remove it.
    const own = await payload.update({
      collection: 'contact-messages',
      id: messageId,
      data: { notes: [{ ...notes[0]!, text: 'Called them back twice' }, ...added.notes!.slice(1).map(({ id, text }) => ({ id, text }))] },
      ...as(support),
    })
    expect(own.notes![0]!.text).toBe('Called them back twice')
    const tidied = await payload.update({ collection: 'contact-messages', id: messageId, data: { notes: own.notes!.slice(1).map(({ id, text }) => ({ id, text })) }, ...as(admin) })
    expect(tidied.notes!.map((note) => note.text)).not.toContain('Called them back twice')
  })

  it('a message open for more than 24 hours reads as overdue; an answered one does not', async () => {
    const email = `old-${Date.now()}@bakery.test`
    expect((await postContact({ name: 'Old Message', email })).status).toBe(201)
    await sql(payload).query(`update contact_messages set created_at = now() - interval '25 hours' where email = $1`, [email])
    const { docs } = await payload.find({ collection: 'contact-messages', where: { email: { equals: email } }, ...as(support) })
    expect(docs[0]).toMatchObject({ overdue: true, age: '25 h' })
    const answered = await payload.findByID({ collection: 'contact-messages', id: messageId, ...as(support) })
    expect(answered.overdue).toBe(false)
  })
})
