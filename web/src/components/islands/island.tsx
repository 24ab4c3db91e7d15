// Islands: the parts of a visitor's page that need script, each hydrated on its own by the islands
// entry (web/src/islands/entry.tsx) when the page is served to a visitor without the router's
// client (docs/decisions/0093-visitors-pages-hydrate-as-islands.md).
//
// Each island is a module of this folder named `<name>.island.tsx` whose default export is
// `island(name, Component)`: what pages draw, and what the islands entry loads by that name (so a
// page downloads the code of its own islands only).
//
// On a visitor's island page an island is an element carrying its name with the component drawn
// inside, then its props in a JSON data block; the islands entry hydrates that element's content
// with the same component and props. Props are therefore plain data: what the component needs to
// draw the same markup in the browser. On any other page (a member's, the directory) an island is
// its component alone, which the router's app hydrates with the rest of the page.
import { useContext, type ComponentType, type ReactNode } from 'react'

import { scriptJson } from '~/server/structured-data'
import { IslandPage, islandAttribute, islandHydrateAttribute, islandPropsAttribute } from './markers'

type Options = {
  /** Hydrate when the visitor first reaches into it (focus, pointer, key) instead of with the page. */
  hydrate?: 'interaction'
}

export type IslandDefinition<P extends object> = ((props: P) => ReactNode) & { islandName: string; Component: ComponentType<P> }

export function island<P extends object>(name: string, Component: ComponentType<P>, { hydrate }: Options = {}): IslandDefinition<P> {
  function Island(props: P) {
    if (!useContext(IslandPage)) return <Component {...props} />
    return (
      <>
        <div {...{ [islandAttribute]: name, [islandHydrateAttribute]: hydrate }} className="contents">
          <Component {...props} />
        </div>
        {/* After the content, so the browser reaches the content first. */}
        <script type="application/json" {...{ [islandPropsAttribute]: name }} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
      </>
    )
  }
  return Object.assign(Island, { islandName: name, Component })
}
