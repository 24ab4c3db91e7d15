// Adapts an auth handler to a TanStack Start server route (the platform's `serve`): the socket IP
// is supplied and any thrown error is answered in the contract's shape, a lost database as 503.
import { serve as serveHandler } from '~/server/http.server'

import type { Handler } from './http.server'

export const serve = (handler: Handler) => serveHandler(handler, 'auth')
