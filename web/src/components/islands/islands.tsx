// Islands: the parts of a visitor's page that need script, each hydrated on its own by the islands
// entry (web/src/islands/entry.tsx) when the page is served to a visitor without the router's
// client (docs/decisions/0093-visitors-pages-hydrate-as-islands.md).
//
// On such a page an island is an element carrying its name with the component drawn inside, then
// its props in a JSON data block; the islands entry hydrates that element's content with the same
// component and props. Props are therefore plain data: what the component needs to draw the same
// markup in the browser. On any other page (a member's, the directory) an island is its component
// alone, which the router's app hydrates with the rest of the page.
import { useContext, type ComponentProps, type ReactNode } from 'react'

import { BusinessPage } from '~/components/BusinessPage'
import { CmsPage } from '~/components/CmsPage'
import { ContactSection } from '~/components/ContactSection'
import { RenderBlocks } from '~/components/blocks/RenderBlocks'
import { DevBanner } from '~/components/layout/DevBanner'
import { ScrollToTop } from '~/components/layout/ScrollToTop'
import { scriptJson } from '~/server/structured-data'
import { HeaderIsland } from './header'
import { IslandPage, islandAttribute, islandHydrateAttribute, islandPropsAttribute } from './markers'

/** Every island by name. The islands entry loads the same components by the same names (islands/load.ts). */
export const islands = {
  header: HeaderIsland,
  page: CmsPage,
  blocks: RenderBlocks,
  business: BusinessPage,
  contact: ContactSection,
  scrollToTop: ScrollToTop,
  devBanner: DevBanner,
}

export type IslandName = keyof typeof islands
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>

type Options<N extends IslandName> = {
  name: N
  props: IslandProps<N>
  /** Hydrate when the visitor first reaches into it (focus, pointer, key) instead of with the page. */
  hydrate?: 'interaction'
}

/**
 * One island: its component drawn inside an element the layout ignores (`display: contents`), then
 * its props as a JSON data block (after the content, so the browser reaches the content first).
 */
export function Island<N extends IslandName>({ name, props, hydrate }: Options<N>) {
  const Component = islands[name] as (props: object) => ReactNode
  if (!useContext(IslandPage)) return <Component {...props} />
  return (
    <>
      <div {...{ [islandAttribute]: name, [islandHydrateAttribute]: hydrate }} className="contents">
        <Component {...props} />
      </div>
      <script type="application/json" {...{ [islandPropsAttribute]: name }} dangerouslySetInnerHTML={{ __html: scriptJson(props) }} />
    </>
  )
}
