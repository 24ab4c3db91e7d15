// The sitemap as served: lists of entries, each kept for its own time and reloaded on demand, and
// their XML rendered once per set of lists (sitemap.ts renders). Which lists there are is the
// caller's to say: the sitemap's routes pass the content's and the directory's.
import { publicUrl, serverEnv } from '~/server/env.server'

import { sitemapChild, sitemapRoot, type SitemapEntry } from './sitemap'

export type SitemapList = { name: string; load: () => Promise<SitemapEntry[]>; ttlMs: number }

const waitMs = 250

/**
 * A list kept for `ttlMs` and reloaded on demand. With thousands of entries one read can take a
 * while on a busy machine: all requests share one reload, and a request waits for it at most
 * `waitMs` before it gets the last list instead. A failed reload also serves the last list (and is
 * retried by the next request).
 */
function keptList(name: string, load: () => Promise<SitemapEntry[]>, ttlMs: number) {
  let kept: { entries: SitemapEntry[]; at: number } | null = null
  let reloading: Promise<SitemapEntry[]> | null = null
  const reload = () =>
    (reloading ??= load()
      .then((list) => {
        kept = { entries: list, at: Date.now() }
        return list
      })
      .finally(() => {
        reloading = null
      }))
  return (): Promise<SitemapEntry[]> => {
    if (kept && Date.now() - kept.at < ttlMs) return Promise.resolve(kept.entries)
    const fresh = reload()
    if (!kept) return fresh
    const last = kept.entries
    const fallback = fresh.catch((error: unknown) => {
      console.warn(`[sitemap] ${name} reload failed, serving the last list: ${error instanceof Error ? error.message : String(error)}`)
      return last
    })
    return Promise.race([fallback, new Promise<SitemapEntry[]>((resolve) => setTimeout(resolve, waitMs, last).unref())])
  }
}

type Rendered = { lists: SitemapEntry[][]; root: string; child: (n: number) => string | null }

/** The XML of one set of lists: the root at once, each child when first asked for. */
function render(lists: SitemapEntry[][]): Rendered {
  // A path two lists know (the directory is a CMS page and the directory's own entry) is listed
  // once, with the later date.
  const byPath = new Map<string, SitemapEntry>()
  for (const entry of lists.flat()) {
    const known = byPath.get(entry.path)
    if (!known || entry.updated > known.updated) byPath.set(entry.path, entry)
  }
  const entries = [...byPath.values()]
  const origin = publicUrl(serverEnv())
  // Only children that exist are kept (at most one per 1,000 entries); a made-up number is null.
  const children = new Map<number, string>()
  const child = (n: number) => {
    const known = children.get(n)
    if (known !== undefined) return known
    const xml = sitemapChild(entries, origin, n)
    if (xml !== null) children.set(n, xml)
    return xml
  }
  return { lists, root: sitemapRoot(entries, origin), child }
}

/** The sitemap index's root and children from `lists`, in that order. */
export function sitemapOf(lists: SitemapList[]) {
  const current = lists.map((list) => keptList(list.name, list.load, list.ttlMs))
  // Rendered once per set of lists rather than per request: with 100,000 profiles the root alone
  // walks every entry.
  let rendered: Rendered | null = null
  const latest = async (): Promise<Rendered> => {
    const now = await Promise.all(current.map((read) => read()))
    if (!rendered || now.some((list, i) => list !== rendered!.lists[i])) rendered = render(now)
    return rendered
  }
  return {
    xml: async (): Promise<string> => (await latest()).root,
    /** Child `n` of the sitemap index, or null when it does not exist. */
    childXml: async (n: number): Promise<string | null> => (await latest()).child(n),
  }
}
