// Start's global middleware. Having this file turns off Start's implicit defaults, so the CSRF
// check Start applies to server functions is registered here explicitly, unchanged.
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'

import { publicError } from './server/function-errors.server'

/** Server functions reject cross-site calls (Sec-Fetch-Site / Origin), as Start does by default. */
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/** Every server function's failure as its caller may see it (server/function-errors.server.ts). */
const publicErrors = createMiddleware({ type: 'function' }).server(async ({ next, serverFnMeta }) => {
  try {
    return await next()
  } catch (error) {
    throw publicError(error, `server fn ${serverFnMeta?.name ?? ''}`.trim())
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrf],
  functionMiddleware: [publicErrors],
}))
