// The header: the shell comes from the root's data, the viewer with the island.
import { useContext } from 'react'

import type { Viewer } from '~/auth/viewer.functions'
import { Header } from '~/components/layout/Header'
import { island } from './island'
import { IslandRootData } from './markers'

function HeaderWithShell({ viewer }: { viewer: Viewer | null }) {
  const shell = useContext(IslandRootData)
  return shell ? <Header shell={shell} viewer={viewer} /> : null
}

export default island('header', HeaderWithShell)
