// Missing CMS copy is never a 500: with the `directory` global unseeded (no row, no versions), a
// proposal answers a clear 503 in the one error shape, nothing is saved or mailed, and the
// dashboard's activity still renders. Publishing the copy again makes the same request work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedData } from '@kindred/content-seed'

import { memberActivity } from '~/partners/activity.server'
import { query } from '~/server/db.server'
import { findMemberById } from '~/server/members.server'
import { payload } from '~/server/payload.server'

import { api, ensureBusinessTypes, memberWithProfile, proposalBody } from './support'

const unseed = () => query('delete from "_directory_v"; delete from "directory"')
const publishCopy = async () => (await payload()).updateGlobal({ slug: 'directory', data: { ...seedData.directory, _status: 'published' } as never, overrideAccess: true, depth: 0 })

beforeAll(ensureBusinessTypes)
afterAll(publishCopy)

describe('partners with the directory copy unseeded', () => {
  it('answers a proposal 503 (not 500), saves and mails nothing, and works once the copy is published', async () => {
    const sender = await memberWithProfile({ name: `Unseeded Sender ${Date.now()}` })
    const recipient = await memberWithProfile({ name: `Unseeded Recipient ${Date.now()}` })
    await unseed()

    const refused = await api('POST', '/api/proposals', { token: sender.token, body: proposalBody(recipient.profile.slug) })
    expect(refused.status).toBe(503)
    expect(refused.json).toEqual({ success: false, errorMessage: 'This part of the site is not ready yet. Please try again later.' })
    expect(refused.headers.get('retry-after')).toBe('300')
    const outgoing = await api('GET', '/api/proposals', { token: sender.token })
    expect(outgoing.json.outgoing).toEqual([])
    const mail = await query(`select count(*)::int as n from email_outbox where "to" = $1 and kind like 'proposal-%'`, [recipient.email])
    expect(mail.rows[0]!.n).toBe(0)

    const activity = await memberActivity((await findMemberById(sender.id))!)
    expect(activity.recent.length).toBeGreaterThan(0)

    await publishCopy()
    const sent = await api('POST', '/api/proposals', { token: sender.token, body: proposalBody(recipient.profile.slug) })
    expect(sent.status).toBe(201)
  })
})
