// The team always keeps an admin: the last one can be neither demoted nor deleted, also when two
// admins remove each other at the same moment. Files run one after another, so the other admins in
// the run's database are made editors for these tests and given their role back afterwards.
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createStaff, testPayload } from '../../support/payload'
import { jwt, rest, staffToken } from '../../support/rest'
import { sql } from '../contact/support'

let payload: Payload
let otherAdmins: number[] = []
const lastAdmin = 'The last admin cannot be deleted or given another role. Make someone else an admin first.'

beforeAll(async () => {
  payload = await testPayload()
  const { rows } = await sql(payload).query(`update staff set role = 'editor' where role = 'admin' returning id`)
  otherAdmins = rows.map((row) => row.id as number)
})

afterAll(async () => {
  await sql(payload).query(`update staff set role = 'admin' where id = any($1)`, [otherAdmins])
})

// Each test starts from a team whose only admins are the ones it creates.
beforeEach(async () => {
  await sql(payload).query(`update staff set role = 'editor' where role = 'admin' and not (id = any($1))`, [otherAdmins])
})

async function admins(): Promise<number> {
  const { rows } = await sql(payload).query(`select count(*)::int as n from staff where role = 'admin'`)
  return rows[0]!.n as number
}

async function signedInAdmin() {
  const admin = await createStaff(payload, 'admin')
  return { ...admin, headers: jwt(await staffToken(payload, admin.email)) }
}

describe('the last admin', () => {
  it('cannot be given another role or deleted, and says why', async () => {
    const only = await signedInAdmin()

    const demoted = await rest(`/staff/${only.id}`, { method: 'PATCH', body: { role: 'editor' }, headers: only.headers })
    expect(demoted.status).toBe(400)
    expect(JSON.stringify(demoted.json)).toContain(lastAdmin)

    const deleted = await rest(`/staff/${only.id}`, { method: 'DELETE', headers: only.headers })
    expect(deleted.status).toBe(400)
    expect(JSON.stringify(deleted.json)).toContain(lastAdmin)

    expect(await admins()).toBe(1)
  })

  it('can step down once someone else is an admin', async () => {
    const first = await signedInAdmin()
    const second = await signedInAdmin()
    const demoted = await rest(`/staff/${first.id}`, { method: 'PATCH', body: { role: 'support' }, headers: first.headers })
    expect(demoted.status).toBe(200)
    expect(await admins()).toBe(1)
    const again = await rest(`/staff/${second.id}`, { method: 'PATCH', body: { role: 'editor' }, headers: second.headers })
    expect(again.status).toBe(400)
  })

  it('remains when two admins demote each other at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const a = await signedInAdmin()
      const b = await signedInAdmin()
      const answers = await Promise.all([
        rest(`/staff/${b.id}`, { method: 'PATCH', body: { role: 'editor' }, headers: a.headers }),
        rest(`/staff/${a.id}`, { method: 'PATCH', body: { role: 'editor' }, headers: b.headers }),
      ])
      // One demotion goes through. The other is refused either as the last admin's (400) or, when the
      // first has committed before its access check reads the staff row, as no longer an admin's (403).
      const [first, second] = answers.map((answer) => answer.status).sort()
      expect(first).toBe(200)
      expect([400, 403]).toContain(second)
      expect(await admins()).toBe(1)
      await sql(payload).query(`update staff set role = 'editor' where id = any($1)`, [[a.id, b.id]])
    }
  })

  it('remains when two admins delete each other at once', async () => {
    const a = await signedInAdmin()
    const b = await signedInAdmin()
    const answers = await Promise.all([rest(`/staff/${b.id}`, { method: 'DELETE', headers: a.headers }), rest(`/staff/${a.id}`, { method: 'DELETE', headers: b.headers })])
    // As with demotions: the other is refused as the last admin's (400) or, once the first deletion
    // has committed, as coming from someone who is no longer staff (403).
    const [first, second] = answers.map((answer) => answer.status).sort()
    expect(first).toBe(200)
    expect([400, 403]).toContain(second)
    expect(await admins()).toBe(1)
  })
})
