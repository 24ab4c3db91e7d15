// "Who is signed in on this request", for features that need the member but must not know how
// sessions work. The auth feature owns sessions and implements it (auth/member-lookup.server.ts);
// the server entry (server.ts) installs that implementation at start, composing the two as route
// files do. Features ask here and never import auth.
import { memberOfApiKey, presentsApiKey, type KeyRoute } from './api-keys.server'
import type { User } from './member'

export type MemberLookup = (request: Request) => Promise<User | null>

let lookup: MemberLookup | null = null

export function installMemberLookup(implementation: MemberLookup): void {
  lookup = implementation
}

/**
 * The member signed in on `request` (a bearer token, or the session cookie with the CSRF rules on
 * writes), or null. Check it in every server function: a route guard is no authority.
 * A route that a shop's systems may call names itself as `apiKeys` (one of api-keys.server.ts's
 * `keyRoutes`) and then also accepts `Authorization: Bearer kin_…`; anywhere else an API key is
 * no sign-in at all (null).
 */
export async function signedInMember(request: Request, options: { apiKeys?: KeyRoute } = {}): Promise<User | null> {
  if (presentsApiKey(request)) return options.apiKeys ? memberOfApiKey(request, options.apiKeys) : null
  if (!lookup) throw new Error('No member lookup is installed: the server entry (server.ts) installs the auth feature’s.')
  return lookup(request)
}
