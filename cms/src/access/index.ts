// Every access rule of the CMS lives here, so the whole policy reads in one place:
// - anonymous visitors and members (the site reads as an anonymous caller) see published content only;
// - staff roles: `admin` manages everything, `editor` manages content, `support` works the contact
//   desk and moderates the directory;
// - whatever holds a member's data is for the desk alone (support and admins), each role seeing only
//   what its work needs. The role × collection table is docs/decisions/0100, and its test reads it.
import type { Access, FieldAccess, PayloadRequest } from 'payload'

export const staffRoles = ['admin', 'editor', 'support'] as const
export type StaffRole = (typeof staffRoles)[number]

type StaffUser = { collection?: string; role?: StaffRole | null }

/** The signed-in staff user's role, or null for anonymous callers and anything that is not staff. */
export function roleOf(req: Pick<PayloadRequest, 'user'>): StaffRole | null {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'staff') return null
  return user.role && staffRoles.includes(user.role) ? user.role : null
}

const allow =
  (...roles: StaffRole[]): Access =>
  ({ req }) => {
    const role = roleOf(req)
    return role !== null && roles.includes(role)
  }

export const anyone: Access = () => true
export const nobody: Access = () => false

export const anyStaff = allow('admin', 'editor', 'support')
export const contentEditors = allow('admin', 'editor')
export const supportDesk = allow('admin', 'support')
export const adminsOnly = allow('admin')

/** Staff see drafts; everyone else only what is published. */
export const publishedOrStaff: Access = ({ req }) => {
  if (roleOf(req)) return true
  return { _status: { equals: 'published' } }
}

/** Staff may read their own record; admins read every staff record. */
export const selfOrAdmin: Access = ({ req }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  if (role && req.user) return { id: { equals: req.user.id } }
  return false
}

/** The roles that work the contact desk: whom a message can be assigned to. */
export const deskRoles: StaffRole[] = ['admin', 'support']

/**
 * Who sees which staff records: admins all; support themselves and the desk (the colleagues a
 * message can be assigned to, and the authors of its notes and replies); editors only themselves.
 */
export const staffVisible: Access = ({ req }) => {
  const role = roleOf(req)
  if (role === 'admin') return true
  if (!role || !req.user) return false
  const self = { id: { equals: req.user.id } }
  return role === 'support' ? { or: [self, { role: { in: deskRoles } }] } : self
}

export const fieldAdminsOnly: FieldAccess = ({ req }) => roleOf(req) === 'admin'
export const fieldSupportDesk: FieldAccess = ({ req }) => roleOf(req) === 'admin' || roleOf(req) === 'support'
export const fieldNobody: FieldAccess = () => false

/**
 * The `context` key the start-up seed sets when it creates the first admin from SEED_ADMIN_*:
 * in production the only way to create staff without a signed-in admin.
 */
export const seedAdminContext = 'seedAdmin'
