// Scheduled publishing through the jobs queue: a draft scheduled for later is published by the job
// runner once it is due (and not before), visitors then read it, and while another process holds the
// runner's advisory lock nothing runs, so two CMS processes never run the same job.
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jobsLockKey, runDueJobs } from '../../../cms/src/jobs/runner'
import { createStaff, testPayload } from '../../support/payload'
import { sql } from '../contact/support'

let payload: Payload
let editor: Awaited<ReturnType<typeof createStaff>>

beforeAll(async () => {
  payload = await testPayload()
  editor = await createStaff(payload, 'editor')
})

afterAll(async () => {
  await sql(payload).query(`delete from payload_jobs`)
})

async function planWithDraftPrice(price: number) {
  const slug = `scheduled-${randomUUID()}`
  const plan = await payload.create({
    collection: 'plans',
    data: { slug, order: 100, name: 'Scheduled', monthlyPrice: 10, commissionPercent: 5, tagline: 'A plan.', ctaLabel: 'Go', ctaHref: '/contact', features: [{ text: 'One' }], _status: 'published' },
    overrideAccess: true,
  })
  await payload.update({ collection: 'plans', id: plan.id, data: { monthlyPrice: price }, draft: true, overrideAccess: true })
  return plan.id
}

/** The price visitors read (published only, as the site reads it). */
async function publicPrice(id: number) {
  const plan = await payload.findByID({ collection: 'plans', id, depth: 0, overrideAccess: false, draft: false })
  return plan.monthlyPrice
}

const schedule = (id: number, waitUntil: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'plans', value: id }, user: { relationTo: 'staff', value: editor.id } },
    waitUntil,
  })

describe('scheduled publish', () => {
  it('publishes the draft once it is due, not before', async () => {
    const id = await planWithDraftPrice(77)
    const job = await schedule(id, new Date(Date.now() + 1_500))

    expect(await runDueJobs(payload)).toBe(true)
    expect(await publicPrice(id)).toBe(10)

    await new Promise((resolve) => setTimeout(resolve, 1_600))
    expect(await runDueJobs(payload)).toBe(true)
    expect(await publicPrice(id)).toBe(77)
    const { rows } = await sql(payload).query(`select id from payload_jobs where id = $1`, [job.id])
    expect(rows).toHaveLength(0)
  })

  it('runs nothing while another process holds the runner lock', async () => {
    const id = await planWithDraftPrice(88)
    await schedule(id, new Date(Date.now() - 1_000))
    const other = await sql(payload).connect()
    try {
      await other.query('select pg_advisory_lock($1)', [jobsLockKey])
      expect(await runDueJobs(payload)).toBe(false)
      expect(await publicPrice(id)).toBe(10)
    } finally {
      await other.query('select pg_advisory_unlock($1)', [jobsLockKey])
      other.release()
    }
    expect(await runDueJobs(payload)).toBe(true)
    expect(await publicPrice(id)).toBe(88)
  })

  it('two runners at once publish each due job once', async () => {
    const ids = await Promise.all([91, 92, 93].map((price) => planWithDraftPrice(price)))
    await Promise.all(ids.map((id) => schedule(id, new Date(Date.now() - 1_000))))
    await Promise.all([runDueJobs(payload), runDueJobs(payload)])
    for (const [i, id] of ids.entries()) expect(await publicPrice(id)).toBe(91 + i)
    // One published version per publish: the create, then the scheduled one.
    const { rows } = await sql(payload).query(`select parent_id, count(*)::int as n from _plans_v where parent_id = any($1) and version__status = 'published' group by parent_id`, [ids])
    expect(rows.map((row) => row.n)).toEqual([2, 2, 2])
  })
})
