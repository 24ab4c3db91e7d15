// Live preview on the site's side: while an editor types in the admin, the admin posts the unsaved
// document to this window (components/layout/LivePreview.tsx, loaded only in draft preview) and the
// page draws that document in place of the one it loaded. Everyone else never gets a posted
// document, so `useLiveDoc` hands back what it was given.
import { createContext, useContext } from 'react'

import type { Shell } from './shell.functions'

/** Posted documents by `collection:id` or `global:slug`. */
export type LiveDocs = Record<string, Record<string, unknown>>

export const LiveContext = createContext<LiveDocs | null>(null)

export const liveKey = (collection: string, id: unknown) => `${collection}:${String(id)}`
export const globalKey = (slug: string) => `global:${slug}`

/** `doc`, or the editor's unsaved version of it while it is open in the admin's live preview. */
export function useLiveDoc<T extends object>(collection: string, doc: T & { id?: unknown }): T {
  const live = useContext(LiveContext)
  const posted = live?.[liveKey(collection, doc.id)]
  return posted ? ({ ...doc, ...posted } as T) : doc
}

/** Every item of a list, each replaced by its unsaved version when an editor has it open. */
export function useLiveList<T extends { id?: unknown }>(collection: string, docs: T[]): T[] {
  const live = useContext(LiveContext)
  if (!live) return docs
  return docs.map((doc) => {
    const posted = live[liveKey(collection, doc.id)]
    return posted ? ({ ...doc, ...posted } as T) : doc
  })
}

type Posted = Record<string, unknown>
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback)
const list = <T>(value: unknown, fallback: T[]) => (Array.isArray(value) ? (value as T[]) : fallback)

/** The shell with the header, footer and site settings an editor has open, as getShell would shape them. */
export function liveShell(shell: Shell, live: LiveDocs | null): Shell {
  if (!live) return shell
  const nav = live[globalKey('navigation')] as Posted | undefined
  const foot = live[globalKey('footer')] as Posted | undefined
  const settings = live[globalKey('site-settings')] as Posted | undefined
  if (!nav && !foot && !settings) return shell
  const brand = text(settings?.brandName, shell.brandName)
  const year = String(new Date().getFullYear())
  return {
    ...shell,
    brandName: brand,
    scrollToTopLabel: text(settings?.scrollToTopLabel, shell.scrollToTopLabel),
    navigation: nav ? { ...shell.navigation, items: list(nav.items, shell.navigation.items), ...pick(nav, ['dropdown', 'signedOut', 'signedIn', 'menuLabels'], shell.navigation) } : shell.navigation,
    footer: foot
      ? {
          blurb: text(foot.blurb, shell.footer.blurb).replaceAll('{brand}', brand),
          links: list(foot.links, shell.footer.links),
          copyright: text(foot.copyright, shell.footer.copyright).replaceAll('{year}', year).replaceAll('{brand}', brand),
        }
      : shell.footer,
  }
}

function pick<T extends object, K extends keyof T>(posted: Posted, keys: K[], fallback: T): Pick<T, K> {
  const out = {} as Pick<T, K>
  for (const key of keys) {
    const value = posted[key as string]
    out[key] = (value && typeof value === 'object' ? value : fallback[key]) as T[K]
  }
  return out
}
