// Adapts an auth handler to a TanStack Start server route (the platform's `serve`): the socket IP
// is supplied and any thrown error is answered in the contract's shape, a lost database as 503.
// A visitor at a member endpoint is refused by the thrown 401 (or 403), through the same mapping.
import { serve as serveHandler } from '~/server/http.server'
import type { User } from '~/server/member'

import { requireCaller } from './guards.server'
import type { Handler } from './http.server'

export const serve = (handler: Handler) => serveHandler(handler, 'auth')

/**
 * Serves a handler to signed-in members only (bearer, or cookie with the CSRF rules): other
 * features' member endpoints get the caller from here without knowing how sessions work.
 */
export const serveMember = (handler: (request: Request, member: User) => Promise<Response>, scope: string) =>
  serveHandler(async (request) => handler(request, (await requireCaller(request)).user), scope)
