// Adapts a plain `(request, context) => Response` handler to a TanStack Start server route:
// supplies the socket IP and turns an unexpected error into a readable 500 without a stack.
import { getRequestIP } from '@tanstack/react-start/server'

import { fail, type Handler } from './http.server'

export function serve(handler: Handler) {
  return async ({ request }: { request: Request }): Promise<Response> => {
    try {
      let ip: string | undefined
      try {
        ip = getRequestIP()
      } catch {
        ip = undefined
      }
      return await handler(request, { ip })
    } catch (error) {
      console.error(`[auth] ${request.method} ${new URL(request.url).pathname} failed:`, error)
      return fail(500, 'Something went wrong on our side. Please try again.')
    }
  }
}
