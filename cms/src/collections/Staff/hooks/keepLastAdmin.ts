// Keeps at least one admin, or nobody could manage staff again: the last admin can be neither
// deleted nor given another role. Refused with a 400 and the reason, shown in the admin.
import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { roleOf } from '../../../access'

const lastAdmin = 'The last admin cannot be deleted or given another role. Make someone else an admin first.'

async function otherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({ collection: 'staff', where: { role: { equals: 'admin' }, id: { not_equals: id } }, overrideAccess: true, req })
  return totalDocs
}

export const keepLastAdmin: CollectionBeforeDeleteHook = async ({ req, id }) => {
  if (roleOf(req) !== 'admin') return
  if ((await otherAdmins(req, id)) === 0) throw new APIError(lastAdmin, 400)
}

export const keepLastAdminRole: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || originalDoc?.role !== 'admin' || data.role === undefined || data.role === 'admin') return data
  if ((await otherAdmins(req, originalDoc.id)) === 0) throw new APIError(lastAdmin, 400)
  return data
}
