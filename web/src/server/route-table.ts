// What server.ts needs to know of the router before rendering: which paths a route of the site's own
// claims, which are left to the CMS (`/$slug`, `/$`), which search parameters each page reads
// (for the page cache's key), and which methods an endpoint without a page answers. Read once from
// the route tree; plain data, no rendering.

type RouteNode = {
  options?: { path?: string; validateSearch?: unknown; component?: unknown; server?: { handlers?: unknown } }
  /** An array or a record of child routes (the generated tree uses either). */
  children?: unknown
}

export type PathOwner = 'route' | 'content'

export type RouteTable = {
  /** 'route' when a route of the site's own matches; 'content' when only the CMS catch-alls do. */
  ownerOf: (pathname: string) => PathOwner
  /** The search parameters the page at this path reads (its route's validateSearch), none if unknown. */
  searchParams: (pathname: string) => readonly string[]
  /**
   * The methods the endpoint at this path answers (HEAD with GET) when it is an endpoint only:
   * server handlers and no page. Null for pages and unknown paths, which render whatever the method.
   */
  endpointMethods: (pathname: string) => readonly string[] | null
}

/** The catch-alls that serve CMS content: a single segment, and any deeper path. */
const contentRoutes = new Set(['/$slug', '/$'])

type Route = { fullPath: string; validateSearch?: unknown; methods: string[] | null }

/** The handler methods of a route that has no page, else null. */
function endpointMethodsOf(options: RouteNode['options']): string[] | null {
  const handlers = options?.server?.handlers
  if (options?.component !== undefined || !handlers || typeof handlers !== 'object') return null
  const methods = Object.keys(handlers).map((method) => method.toUpperCase())
  if (methods.includes('GET') && !methods.includes('HEAD')) methods.push('HEAD')
  return methods.length > 0 ? methods : null
}

/**
 * Every route with its full path. Computed from each route's own `path` (relative to its parent in
 * the generated tree): the router fills in `fullPath` only once a router is created, after this runs.
 */
function walk(node: RouteNode, parentPath: string, out: Route[]): Route[] {
  const own = node.options?.path
  const fullPath = own === undefined ? parentPath : `${parentPath.replace(/\/$/, '')}/${own.replace(/^\//, '')}`
  if (own !== undefined) out.push({ fullPath, validateSearch: node.options?.validateSearch, methods: endpointMethodsOf(node.options) })
  const children = (Array.isArray(node.children) ? node.children : Object.values(node.children ?? {})) as RouteNode[]
  for (const child of children) walk(child, fullPath, out)
  return out
}

/** The keys a validateSearch function reads, found by handing it a record that notes every read. */
function keysRead(validate: unknown): string[] {
  if (typeof validate !== 'function') return []
  const read = new Set<string>()
  const probe = new Proxy({}, { get: (_target, key) => (typeof key === 'string' && read.add(key), undefined) })
  try {
    ;(validate as (search: unknown) => unknown)(probe)
  } catch {
    // A validator that throws on missing values has still read what it needs.
  }
  return [...read]
}

const trim = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname)

/** `/partners/$slug` → a pattern matching one segment per parameter. */
function patternOf(fullPath: string): RegExp {
  const source = fullPath
    .split('/')
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}$`)
}

export function routeTable(root: RouteNode): RouteTable {
  const routes = walk(root, '/', [])
  const own = routes.map((route) => trim(route.fullPath)).filter((fullPath) => !contentRoutes.has(fullPath))
  const fixed = new Set(own.filter((fullPath) => !fullPath.includes('$')))
  const patterns = own.filter((fullPath) => fullPath.includes('$')).map(patternOf)
  const search = new Map<string, string[]>()
  for (const route of routes) {
    const keys = keysRead(route.validateSearch)
    if (keys.length > 0) search.set(trim(route.fullPath), keys)
  }
  // A path is an endpoint only when every route at it is (a layout and its index share one path).
  const endpoints = new Map<string, string[] | null>()
  for (const route of routes) {
    const path = trim(route.fullPath)
    endpoints.set(path, endpoints.has(path) && !endpoints.get(path) ? null : route.methods)
  }
  const endpointPatterns = [...endpoints].filter(([path]) => path.includes('$') && !contentRoutes.has(path)).map(([path, methods]) => [patternOf(path), methods] as const)
  return {
    ownerOf(pathname) {
      const path = trim(pathname)
      return fixed.has(path) || patterns.some((pattern) => pattern.test(path)) ? 'route' : 'content'
    },
    searchParams(pathname) {
      return search.get(trim(pathname)) ?? []
    },
    endpointMethods(pathname) {
      const path = trim(pathname)
      if (fixed.has(path)) return endpoints.get(path) ?? null
      return endpointPatterns.find(([pattern]) => pattern.test(path))?.[1] ?? null
    },
  }
}
