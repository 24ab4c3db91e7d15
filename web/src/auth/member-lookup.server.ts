// Auth's answer to the platform's "who is signed in" (server/viewer.server.ts), so other features
// get the member without importing auth. The server entry installs it.
import { installMemberLookup } from '~/server/viewer.server'

import { currentCaller } from './guards.server'

export function provideMemberLookup(): void {
  installMemberLookup(async (request) => (await currentCaller(request))?.user ?? null)
}
