// Deleting a member at the SQL level and from the admin: sessions and tokens go with it
// (ON DELETE CASCADE), contact messages stay with the link cleared (SET NULL on a nullable column).
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createStaff, testPayload } from '../../support/payload'
import { jwt, rest, staffToken } from '../../support/rest'
import { sql } from '../contact/support'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** A member with one session, one token, one contact message and one queued email. */
async function memberWithData() {
  const email = `fk-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const { rows } = await sql(payload).query(`insert into members (email, first_name, last_name, email_verified) values ($1, 'Lee', 'Park', true) returning id`, [email])
  const id = Number(rows[0]!.id)
  const sessionId = `s${Date.now()}${Math.random().toString(36).slice(2)}`
  await sql(payload).query(`insert into member_sessions (id, member_id, expires_at, secret_hash) values ($1, $2, now() + interval '1 day', 'hash')`, [sessionId, id])
  await sql(payload).query(`insert into member_tokens (member_id, purpose, token_hash, expires_at) values ($1, 'verify-email', $2, now() + interval '1 day')`, [id, `t-${sessionId}`])
  const message = await sql(payload).query(`insert into contact_messages (name, email, member_id) values ('Lee Park', $1, $2) returning id`, [email, id])
  await sql(payload).query(`insert into email_outbox (kind, "to", subject, text) values ('verify-email', $1, 'Verify', 'link')`, [email])
  return { id, email, sessionId, messageId: Number(message.rows[0]!.id) }
}

async function leftovers(member: Awaited<ReturnType<typeof memberWithData>>) {
  const count = async (query: string, params: unknown[]) => Number((await sql(payload).query(query, params)).rows[0]!.n)
  return {
    member: await count('select count(*)::int as n from members where id = $1', [member.id]),
    sessions: await count('select count(*)::int as n from member_sessions where member_id = $1', [member.id]),
    tokens: await count('select count(*)::int as n from member_tokens where member_id = $1', [member.id]),
    outbox: await count('select count(*)::int as n from email_outbox where "to" = $1', [member.email]),
    message: (await sql(payload).query('select member_id from contact_messages where id = $1', [member.messageId])).rows,
  }
}

describe('foreign keys to members', () => {
  it('cascade for sessions, tokens, device tokens, partner data, keys and notification state, set null on the nullable contact-message link', async () => {
    const { rows } = await sql(payload).query(`
      select c.conrelid::regclass::text as tbl, c.confdeltype as on_delete, a.attnotnull as not_null
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f' and c.confrelid = 'members'::regclass and a.attname = 'member_id'
       order by 1`)
    // Every table that points at a member either goes with it or keeps a nullable link.
    expect(rows).toEqual([
      { tbl: 'api_keys', on_delete: 'c', not_null: true },
      { tbl: 'business_profiles', on_delete: 'c', not_null: true },
      { tbl: 'contact_messages', on_delete: 'n', not_null: false },
      { tbl: 'member_devices', on_delete: 'c', not_null: true },
      { tbl: 'member_notification_settings', on_delete: 'c', not_null: true },
      { tbl: 'member_sessions', on_delete: 'c', not_null: true },
      { tbl: 'member_tokens', on_delete: 'c', not_null: true },
      { tbl: 'member_trial_notices', on_delete: 'c', not_null: true },
      { tbl: 'monthly_reports', on_delete: 'c', not_null: true },
      { tbl: 'notification_digests', on_delete: 'c', not_null: true },
      { tbl: 'partner_events', on_delete: 'c', not_null: true },
    ])
  })

  it('a plain DELETE of the member row succeeds and leaves no orphan', async () => {
    const member = await memberWithData()
    await sql(payload).query('delete from members where id = $1', [member.id])
    const left = await leftovers(member)
    expect(left).toMatchObject({ member: 0, sessions: 0, tokens: 0 })
    expect(left.message).toEqual([{ member_id: null }])
  })
})

describe('a member in the CMS', () => {
  it('shows support their contact messages and no signed-in devices (decision 0100)', async () => {
    const support = await createStaff(payload, 'support')
    const member = await memberWithData()
    const response = await rest(`/members/${member.id}?depth=1`, { headers: jwt(await staffToken(payload, support.email)) })
    expect(response.status).toBe(200)
    const doc = response.json as { contactMessages: { docs: { id: number }[] }; businessProfile: { docs: unknown[] } }
    expect(doc.contactMessages.docs.map((message) => message.id)).toEqual([member.messageId])
    expect(doc).not.toHaveProperty('sessions')
    expect(doc.businessProfile.docs).toEqual([])
  })

  it('shows an admin their signed-in devices, with no secret of a session', async () => {
    const admin = await createStaff(payload, 'admin')
    const member = await memberWithData()
    const response = await rest(`/members/${member.id}?depth=1`, { headers: jwt(await staffToken(payload, admin.email)) })
    expect(response.status).toBe(200)
    const doc = response.json as { sessions: { docs: Record<string, unknown>[] } }
    expect(doc.sessions.docs.map((session) => session.id)).toEqual([member.sessionId])
    expect(JSON.stringify(doc.sessions)).not.toContain('hash')
  })
})

describe('an admin deletes a member in the CMS', () => {
  it('DELETE /api/members/:id ends sessions and tokens, drops its emails, keeps its messages unlinked', async () => {
    const admin = await createStaff(payload, 'admin')
    const member = await memberWithData()
    const response = await rest(`/members/${member.id}`, { method: 'DELETE', headers: jwt(await staffToken(payload, admin.email)) })
    expect(response.status).toBe(200)
    const left = await leftovers(member)
    expect(left).toMatchObject({ member: 0, sessions: 0, tokens: 0, outbox: 0 })
    expect(left.message).toEqual([{ member_id: null }])
  })

  it('support and editors cannot delete members', async () => {
    const member = await memberWithData()
    for (const role of ['support', 'editor'] as const) {
      const staff = await createStaff(payload, role)
      const response = await rest(`/members/${member.id}`, { method: 'DELETE', headers: jwt(await staffToken(payload, staff.email)) })
      expect(response.status).toBe(403)
    }
    expect((await leftovers(member)).member).toBe(1)
  })
})
