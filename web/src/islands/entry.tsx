// The browser entry of an island page (docs/decisions/0093-visitors-pages-hydrate-as-islands.md):
// React hydrates each island of the server's page on its own, with the component and props the
// island names; no router, no server-function client. Links are plain page loads.
//
// Most islands hydrate at once. One marked to hydrate on interaction (the contact form, whose
// validation library no visitor needs until they use it) waits until the visitor reaches into it;
// until then it works as it does without script (the form posts).
import { useEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import type { IslandDefinition } from '~/components/islands/island'
import { IslandRootData, IslandsEntry, type IslandShell, islandAttribute, islandHydrateAttribute, islandPropsAttribute, islandRootId } from '~/components/islands/markers'
import { noteTypedText } from '~/components/forms/typed-before-hydration'
import { SiteEffects } from '~/components/layout/SiteEffects'
import { announceHydrated } from '~/server/hydrate-later'

/** Each island's module by path; an island named `x` is `x.island.tsx` (components/islands/island.tsx). */
const islandModules = import.meta.glob<IslandDefinition<object>>('../components/islands/*.island.tsx', { import: 'default' })

async function islandComponent(name: string): Promise<(props: object) => ReactNode> {
  const load = islandModules[`../components/islands/${name}.island.tsx`]
  if (!load) throw new Error(`No island is named ${name}`)
  return (await load()).Component as (props: object) => ReactNode
}

/** Calls `done` once its content is committed (an effect runs after the commit). */
function Committed({ done, children }: { done: () => void; children: ReactNode }) {
  useEffect(done, [done])
  return children
}

const intents = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const

/** Resolves when the visitor first reaches into `element` (or already has: focus inside it). */
function interaction(element: HTMLElement): Promise<void> {
  if (element.contains(document.activeElement)) return Promise.resolve()
  return new Promise((resolve) => {
    const reached = () => {
      for (const type of intents) element.removeEventListener(type, reached, true)
      resolve()
    }
    for (const type of intents) element.addEventListener(type, reached, { capture: true, passive: true })
  })
}

/** Hydrates one island; resolves once React has committed it. */
async function hydrateIsland(element: HTMLElement, shell: IslandShell | null): Promise<void> {
  const Component = await islandComponent(element.getAttribute(islandAttribute) ?? '')
  const data = element.nextElementSibling
  const props = JSON.parse(data?.hasAttribute(islandPropsAttribute) ? (data.textContent ?? '{}') : '{}') as object
  return new Promise((done) => {
    hydrateRoot(
      element,
      <IslandRootData.Provider value={shell}>
        <IslandsEntry.Provider value>
          <Committed done={done}>
            <Component {...props} />
          </Committed>
        </IslandsEntry.Provider>
      </IslandRootData.Provider>,
    )
  })
}

async function hydrateIslands(): Promise<void> {
  const stopNoting = noteTypedText(document)
  const shell = JSON.parse(document.getElementById(islandRootId)?.textContent ?? 'null') as IslandShell | null
  const elements = [...document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)]
  const later = (element: HTMLElement) => element.getAttribute(islandHydrateAttribute) === 'interaction'

  const eager = elements.filter((element) => !later(element)).map((element) => hydrateIsland(element, shell))
  const onInteraction = elements.filter(later).map((element) => interaction(element).then(() => hydrateIsland(element, shell)))

  // Analytics and the session's observers: no markup, so a root of their own outside the page. An
  // island page is never a draft preview, so no live documents arrive.
  if (shell) {
    const effects = <SiteEffects analytics={shell.analytics} viewer={null} preview={null} sessionTexts={shell.sessionTexts} onLive={noLiveDocs} />
    createRoot(document.createElement('div')).render(effects)
  }

  // The page has hydrated when every island that hydrates at once has: then the loader hands over
  // what the visitor did before (server/hydrate-later.ts). An island whose code failed to load stays
  // as the server drew it; the others still hydrate and the signal still comes.
  reportFailures(await Promise.allSettled(eager))
  announceHydrated()
  reportFailures(await Promise.allSettled(onInteraction))
  stopNoting()
}

function reportFailures(results: PromiseSettledResult<void>[]): void {
  for (const result of results) if (result.status === 'rejected') console.error('[islands] an island did not hydrate:', result.reason)
}

const noLiveDocs = () => {}

void hydrateIslands()
