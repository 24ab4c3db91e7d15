// The header as an island: the shell comes from the root's data, the viewer with the island.
import { useContext } from 'react'

import type { Viewer } from '~/auth/viewer.functions'
import { Header } from '~/components/layout/Header'
import { IslandRootData } from './markers'

export function HeaderIsland({ viewer }: { viewer: Viewer | null }) {
  const shell = useContext(IslandRootData)
  return shell ? <Header shell={shell} viewer={viewer} /> : null
}
