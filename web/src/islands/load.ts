// Each island's component by name, loaded on demand: a page downloads the code of the islands it
// has, not of every island (the contact form's validation stays off the other pages). The names and
// components are those of components/islands/islands.tsx; islands.test.ts checks they agree.
import type { ComponentType } from 'react'

import type { IslandName } from '~/components/islands/islands'

export const loadIsland: Record<IslandName, () => Promise<ComponentType<never>>> = {
  header: () => import('~/components/islands/header').then((m) => m.HeaderIsland),
  page: () => import('~/components/CmsPage').then((m) => m.CmsPage),
  blocks: () => import('~/components/blocks/RenderBlocks').then((m) => m.RenderBlocks),
  business: () => import('~/components/BusinessPage').then((m) => m.BusinessPage),
  contact: () => import('~/components/ContactSection').then((m) => m.ContactSection),
  scrollToTop: () => import('~/components/layout/ScrollToTop').then((m) => m.ScrollToTop),
  devBanner: () => import('~/components/layout/DevBanner').then((m) => m.DevBanner),
}
