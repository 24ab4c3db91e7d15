// In production a staff account is created only by a signed-in admin or by the start-up seed
// (SEED_ADMIN_EMAIL / SEED_ADMIN_PASSWORD). Payload's /api/staff/first-register creates the first
// user with access overridden and refuses only once a user exists: on an empty production
// database it would hand the admin role to whoever came first. This closes it for good, however
// the CMS was started.
import { Forbidden, type CollectionBeforeOperationHook } from 'payload'

import { roleOf, seedAdminContext } from '../../../access'
import { isProduction } from '../../../environment'

export const guardStaffCreation: CollectionBeforeOperationHook = ({ operation, req, context }) => {
  if (operation !== 'create' || !isProduction()) return
  if (roleOf(req) === 'admin' || context?.[seedAdminContext] === true) return
  req.payload.logger.warn('refused to create a staff user without an admin (first-register is closed in production)')
  throw new Forbidden(req.t)
}
