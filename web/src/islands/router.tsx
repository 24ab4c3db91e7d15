// What visitors' islands use of TanStack Router, for the islands build (vite.islands.config.ts
// aliases '@tanstack/react-router' to this module). An island page has no client router: every
// link is a full page load, the page is the server's answer, and the root's data is what the page
// carries in its islands' root element. Anything an island imports beyond this fails the islands
// build, so a component that starts using more of the router cannot reach an island unnoticed.
import { useContext, useSyncExternalStore, type AnchorHTMLAttributes, type ReactNode } from 'react'

import { IslandRootData } from '~/components/islands/markers'

type Location = { pathname: string; searchStr: string; hash: string; href: string }

function currentLocation(): Location {
  const { pathname, search, hash } = window.location
  return { pathname, searchStr: search, hash: hash.slice(1), href: pathname + search + hash }
}

type Search = Record<string, unknown>

/** A search as the router writes it: values in the order given, empty ones left out. */
function searchString(search: Search | undefined): string {
  const pairs = Object.entries(search ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '')
  const text = new URLSearchParams(pairs.map(([key, value]) => [key, String(value)])).toString()
  return text ? `?${text}` : ''
}

/** The page's own search as the router reads it (strings only: the islands' pages read no other). */
function currentSearch(): Record<string, string | undefined> {
  return Object.fromEntries(new URLSearchParams(window.location.search))
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to?: string; search?: Search; hash?: string; children?: ReactNode }

/**
 * The router's `Link` as it draws a site path on the server: the path and hash as `href`; when the
 * page is at that path or below it, the router's active marks (`data-status`, `aria-current` and
 * the `active` class).
 */
export function Link({ to = '', search, hash, className, children, ...rest }: LinkProps) {
  const here = window.location.pathname.replace(/(.)\/$/, '$1')
  const active = here === to || here.startsWith(`${to}/`)
  const marks = active ? { className: className ? `${className} active` : 'active', 'data-status': 'active', 'aria-current': 'page' as const } : { className }
  return (
    <a href={`${to}${searchString(search)}${hash ? `#${hash}` : ''}`} {...marks} {...rest}>
      {children}
    </a>
  )
}

export function useRouterState<T>({ select }: { select: (state: { location: Location }) => T }): T {
  return select({ location: currentLocation() })
}

const never = () => () => {}

/** False while React hydrates the server's markup, true from the commit on (as the router's). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}

type NavigateOptions = { href: string } | { to: string; search?: Search | ((current: Record<string, string | undefined>) => Search); replace?: boolean }

/**
 * Going somewhere is loading that page (there is no client router to draw it): a path with its
 * search, or an address as it is; `replace` takes the place of the page in the history.
 */
export function useNavigate() {
  return async (options: NavigateOptions): Promise<void> => {
    if ('href' in options) return window.location.assign(options.href)
    const search = typeof options.search === 'function' ? options.search(currentSearch()) : options.search
    const url = `${options.to}${searchString(search)}`
    if (options.replace) window.location.replace(url)
    else window.location.assign(url)
  }
}

/** Reloading the page is how an island page shows the server's newer answer (a session that began or ended). */
export function useRouter() {
  return { invalidate: async () => window.location.reload(), subscribe: never }
}

/** Only the root's data reaches an island: `getRouteApi('__root__').useLoaderData({ select })`. */
export function getRouteApi(id: '__root__') {
  if (id !== '__root__') throw new Error(`An island reads only the root's data, not ${id}'s`)
  return {
    useLoaderData<T>(options?: { select?: (data: never) => T }): T {
      const data = useContext(IslandRootData) as never
      return options?.select ? options.select(data) : data
    },
  }
}
