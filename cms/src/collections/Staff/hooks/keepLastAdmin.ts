// Keeps at least one admin, or nobody could manage staff again: the last admin can be neither
// deleted nor given another role. Refused with a 400 and the reason, shown in the admin.
import { type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { roleOf } from '../../../access'
import { requestConnection } from '../../../database'
import { refusal } from '../../../refusal'

const lastAdmin = 'The last admin cannot be deleted or given another role. Make someone else an admin first.'

/**
 * Counts the admins other than `id`. Changes that could remove an admin take turns first (a lock
 * held until the save commits): two admins demoting or deleting each other at once would otherwise
 * each still count the other and leave none.
 */
async function otherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  const connection = await requestConnection(req.payload, req)
  if (!connection) throw new Error('staff changes are saved in a transaction')
  await connection.query(`select pg_advisory_xact_lock(hashtext('kindred:staff-admins'))`)
  const { totalDocs } = await req.payload.count({ collection: 'staff', where: { role: { equals: 'admin' }, id: { not_equals: id } }, overrideAccess: true, req })
  return totalDocs
}

export const keepLastAdmin: CollectionBeforeDeleteHook = async ({ req, id }) => {
  if (roleOf(req) !== 'admin') return
  if ((await otherAdmins(req, id)) === 0) throw refusal(lastAdmin)
}

export const keepLastAdminRole: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'admin' || data.role === undefined || data.role === 'admin') return data
  if ((await otherAdmins(req, originalDoc.id)) === 0) throw refusal(lastAdmin)
  return data
}
