// The workspace collections in the CMS: editors see none of them; support reads them and may hide a
// review with a reason (recorded with who hid it) but change nothing else; admins manage them; the
// agreement templates are content editors write.
import type { Payload, Where } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { query } from '~/server/db.server'

import { allowed, as, createStaff, testPayload } from '../../support/payload'

import { collaborationBetween, ensureWorkspace, workspaceApi as call } from './support'

let payload: Payload
let collaborationId: number
let reviewId: number
const staff: Record<'editor' | 'support' | 'admin', { id?: number }> = { editor: {}, support: {}, admin: {} }

beforeAll(async () => {
  await ensureWorkspace()
  payload = await testPayload()
  for (const role of ['editor', 'support', 'admin'] as const) staff[role] = (await createStaff(payload, role)) as { id?: number }
  const [sender, , id] = await collaborationBetween()
  collaborationId = id
  await call('POST', `/api/collaborations/${id}/end`, { token: sender.token })
  await call('POST', `/api/collaborations/${id}/review`, { token: sender.token, body: { rating: 2, comment: 'Rude and late.' } })
  reviewId = Number((await query(`select id from reviews where collaboration_id = $1`, [id])).rows[0]!.id)
})

describe('collaborations, milestones and reviews in the admin', () => {
  it('support and admins read them; editors and anonymous callers do not', async () => {
    for (const collection of ['collaborations', 'milestones', 'reviews'] as const) {
      const where: Where = collection === 'collaborations' ? { id: { equals: collaborationId } } : { collaboration: { equals: collaborationId } }
      const read = (user: object | null) =>
        allowed(async () => {
          const { docs } = await payload.find({ collection, where, ...as(user) })
          if (!docs.length) throw new Error('nothing read')
        })
      expect(await read(staff.support), collection).toBe(true)
      expect(await read(staff.admin), collection).toBe(true)
      expect(await read(staff.editor), collection).toBe(false)
      expect(await read(null), collection).toBe(false)
    }
  })

  it('support hides a review only with a reason, is recorded as who hid it, and changes nothing else', async () => {
    await expect(payload.update({ collection: 'reviews', id: reviewId, data: { hidden: true }, ...as(staff.support) })).rejects.toMatchObject({ status: 400 })
    await payload.update({ collection: 'reviews', id: reviewId, data: { hidden: true, hiddenReason: 'Personal abuse', rating: 5, comment: 'Edited' }, ...as(staff.support) })
    const after = await payload.findByID({ collection: 'reviews', id: reviewId, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ hidden: true, hiddenReason: 'Personal abuse', hiddenBy: staff.support.id, rating: 2, comment: 'Rude and late.' })
    expect(await allowed(() => payload.update({ collection: 'reviews', id: reviewId, data: { hidden: false }, ...as(staff.editor) }))).toBe(false)
    expect(await allowed(() => payload.update({ collection: 'collaborations', id: collaborationId, data: { terms: 'Changed' }, ...as(staff.support) }))).toBe(false)
  })

  it('agreement templates are edited by editors', async () => {
    const { docs } = await payload.find({ collection: 'agreement-templates', limit: 1, overrideAccess: true })
    expect(await allowed(() => payload.update({ collection: 'agreement-templates', id: docs[0]!.id, data: { title: 'Reciprocal, plainly' }, ...as(staff.editor) }))).toBe(true)
  })
})
