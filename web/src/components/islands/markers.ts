// What an island page carries for the islands entry, shared by the server's render and the entry:
// the attributes that mark an island and hold its props, and the root's data (the site's shell),
// which the router's app provides from the root route (the editor's live version in a draft
// preview) and an island page carries in a JSON data block, since no router carries it there.
import { createContext } from 'react'

import type { Shell } from '~/content/shell.functions'

export const islandAttribute = 'data-island'
/** On the JSON data block just after an island: the island's props. */
export const islandPropsAttribute = 'data-island-props'
/** `interaction`: the island hydrates when the visitor first reaches into it, not with the page. */
export const islandHydrateAttribute = 'data-island-hydrate'

/** The id of the JSON data block that carries the shell on an island page. */
export const islandRootId = 'island-root'

/**
 * The shell as islands read it: the footer is drawn by the server alone and the organisation's
 * structured data is in the head, so an island page's data block leaves both out (1.4 KB a page).
 */
export type IslandShell = Omit<Shell, 'footer' | 'organization'>

/** The part of the shell an island page carries for its islands. */
export function islandShell({ footer: _footer, organization: _organization, ...shell }: Shell): IslandShell {
  return shell
}

export const IslandRootData = createContext<IslandShell | null>(null)

/**
 * Whether this page is drawn for the islands entry (a visitor's page whose route is made of islands).
 * Elsewhere an island is just its component: no wrapper, no props repeated in the page.
 */
export const IslandPage = createContext(false)

/**
 * True inside the islands entry: the island runs with no router on the page, so an island that
 * changes the page does the router's work itself. False wherever the router's app hydrates it.
 */
export const IslandsEntry = createContext(false)
