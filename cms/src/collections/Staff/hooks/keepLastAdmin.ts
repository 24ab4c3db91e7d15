// Keeps at least one admin, or nobody could manage staff again.
import type { CollectionBeforeDeleteHook } from 'payload'

import { roleOf } from '../../../access'

export const keepLastAdmin: CollectionBeforeDeleteHook = async ({ req, id }) => {
  if (roleOf(req) !== 'admin') return
  const admins = await req.payload.count({ collection: 'staff', where: { role: { equals: 'admin' }, id: { not_equals: id } }, req })
  if (admins.totalDocs === 0) throw new Error('The last admin cannot be deleted.')
}
