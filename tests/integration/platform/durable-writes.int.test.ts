// Nothing is acknowledged unless PostgreSQL acknowledged its COMMIT (decision 0031). A deferred
// constraint trigger makes COMMIT itself fail for marked rows, the way a server restart or a cut
// connection can: the real handlers must answer an error, and nothing may be stored.
import { poolOf } from '@kindred/cms/database'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { register } from '~/auth/handlers/register.server'
import { transaction } from '~/server/db.server'
import { ServiceUnavailable } from '~/server/errors.server'
import { serve } from '~/server/http.server'
import { payload } from '~/server/payload.server'

import { call, validRegistration } from '../auth/support'
import { ensureSiteSettings, postContact } from '../contact/support'

const bomb = 'commit-bomb'

async function sql(text: string, params: unknown[] = []) {
  const cms = await payload()
  return poolOf(cms).query(text, params)
}

const countWhere = async (table: string, column: string, value: string) => Number((await sql(`select count(*)::int as n from ${table} where ${column} = $1`, [value])).rows[0]!.n)

beforeAll(async () => {
  await ensureSiteSettings(await payload())
  // Fires at COMMIT (deferred), so every statement inside the transaction succeeds first.
  await sql(`create or replace function fail_at_commit() returns trigger language plpgsql as $$
    begin raise exception 'commit refused for a marked row'; end $$`)
  for (const [table, column] of [
    ['contact_messages', 'name'],
    ['members', 'first_name'],
  ]) {
    await sql(`drop trigger if exists ${table}_commit_bomb on ${table}`)
    await sql(`create constraint trigger ${table}_commit_bomb after insert on ${table} deferrable initially deferred
      for each row when (new.${column} = '${bomb}') execute function fail_at_commit()`)
  }
})

afterAll(async () => {
  for (const table of ['contact_messages', 'members']) await sql(`drop trigger if exists ${table}_commit_bomb on ${table}`)
})

describe('a COMMIT that fails', () => {
  it('rejects the transaction helper, though every statement inside succeeded', async () => {
    const email = `helper-${Date.now()}@example.com`
    const attempt = transaction(async ({ payload: cms, req }) => {
      const doc = await cms.create({ collection: 'contact-messages', data: { name: bomb, email, status: 'new' }, overrideAccess: true, depth: 0, req })
      expect(doc.id).toBeGreaterThan(0)
      return doc.id
    })
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ServiceUnavailable)
    expect(String(((error as Error).cause as Error)?.cause ?? (error as Error).cause)).toMatch(/commit refused/)
    expect(await countWhere('contact_messages', 'email', email)).toBe(0)
  })

  it('makes POST /contact answer 503 with Retry-After instead of 201, and nothing is stored', async () => {
    const email = `contact-${Date.now()}@example.com`
    const response = await postContact({ name: bomb, email, message: 'Will this be kept?' })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBeTruthy()
    expect(await response.json()).toMatchObject({ success: false, errorMessage: 'Failed to submit your message. Please try again.' })
    expect(await countWhere('contact_messages', 'email', email)).toBe(0)
    // The same message without the marker is stored and acknowledged.
    expect((await postContact({ name: 'Not a bomb', email, message: 'Kept' })).status).toBe(201)
    expect(await countWhere('contact_messages', 'email', email)).toBe(1)
  })

  it('makes POST /auth/register fail with 503, no account, no session', async () => {
    const body = { ...validRegistration(), firstName: bomb }
    const response = await call((request) => serve(register)({ request }), { body })
    expect(response.status).toBe(503)
    expect(response.json.success).toBe(false)
    expect(response.json.accessToken).toBeUndefined()
    expect(response.cookies.filter((c) => !c.includes('Max-Age=0'))).toEqual([])
    expect(await countWhere('members', 'email', body.email)).toBe(0)
  })

  it("rejects Payload's own commit too (admin and REST writes)", async () => {
    const cms = await payload()
    const email = `local-${Date.now()}@example.com`
    // No transaction passed in: Payload opens and commits its own.
    await expect(cms.create({ collection: 'contact-messages', data: { name: bomb, email, status: 'new' }, overrideAccess: true })).rejects.toThrow()
    expect(await countWhere('contact_messages', 'email', email)).toBe(0)
  })
})
