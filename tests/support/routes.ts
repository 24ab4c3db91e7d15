// The site's server routes as the integration tests call them: read from the generated route tree
// (web/src/routeTree.gen.ts), so a new route file is served here with no edit. Real Requests go to
// the route modules' own handlers, so their wiring is tested too.
import { routeTree } from '~/routeTree.gen'

type Handler = (context: { request: Request; params: Record<string, string>; next: () => Response }) => Response | Promise<Response>
type RouteNode = { options?: { path?: string; component?: unknown; server?: { handlers?: Record<string, Handler> } }; children?: unknown }

/** A route with server handlers: its full TanStack path (`/api/partners/$slug`), and whether it also renders a page. */
export type ServerRoute = { path: string; handlers: Record<string, Handler>; page: boolean; pattern: RegExp; params: string[]; fixed: number }

/** `/api/partners/$slug` → a pattern with a group per parameter (`$` alone, a splat, takes the rest). */
function compile(path: string): Pick<ServerRoute, 'pattern' | 'params' | 'fixed'> {
  const params: string[] = []
  let fixed = 0
  const source = path
    .split('/')
    .map((segment) => {
      if (segment.startsWith('$')) {
        params.push(segment === '$' ? '_splat' : segment.slice(1))
        return segment === '$' ? '(.*)' : '([^/]+)'
      }
      fixed += 1
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('/')
  return { pattern: new RegExp(`^${source}$`), params, fixed }
}

/** Every route of the tree with server handlers. The full path is built from each route's own, relative to its parent's. */
function walk(node: RouteNode, parent: string, out: ServerRoute[]): ServerRoute[] {
  const own = node.options?.path
  const full = own === undefined ? parent : `${parent.replace(/\/$/, '')}/${own.replace(/^\//, '')}`
  const handlers = node.options?.server?.handlers
  if (own !== undefined && handlers) {
    const path = full.length > 1 ? full.replace(/\/$/, '') : full
    out.push({ path, handlers, page: node.options?.component !== undefined, ...compile(path) })
  }
  const children = (Array.isArray(node.children) ? node.children : Object.values(node.children ?? {})) as RouteNode[]
  for (const child of children) walk(child, full, out)
  return out
}

// Most fixed segments first, as the router ranks them: `/api/redemptions/import` before `/api/redemptions/$id`.
export const serverRoutes: readonly ServerRoute[] = walk(routeTree as unknown as RouteNode, '/', []).sort((a, b) => b.fixed - a.fixed)

/** Answers `request` through the route module that serves its path and method, as the router would. */
export async function serveRoute(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const route = serverRoutes.find((candidate) => candidate.pattern.test(pathname))
  const handler = route?.handlers[request.method]
  if (!route || !handler) throw new Error(`no ${request.method} handler for ${pathname}`)
  const match = route.pattern.exec(pathname)!
  const params = Object.fromEntries(route.params.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]))
  // `next` is the page's render, which no integration test asks for.
  return handler({ request, params, next: () => new Response(null, { status: 599 }) })
}
