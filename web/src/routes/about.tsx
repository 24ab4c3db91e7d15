import { createFileRoute } from '@tanstack/react-router'

import PageIsland from '~/components/islands/page.island'
import { withHeroPreload } from '~/components/Image'
import { leadImage } from '~/content/lead-image'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/server/head'
import { aboutPageJsonLd, jsonLdScript } from '~/server/structured-data'

export const Route = createFileRoute('/about')({
  loader: () => loadPage('/about'),
  // The AboutPage structured data belongs to this route's head, so it leaves with the route.
  head: ({ loaderData }) => {
    if (!loaderData) return {}
    const { seo, brandName } = loaderData
    const publicUrl = new URL(seo.canonical).origin
    const data = aboutPageJsonLd({ name: seo.title.replace(/^\[DEV\] /, ''), description: seo.description, url: seo.canonical, brandName, publicUrl })
    return { ...withHeroPreload(headFor(seo), leadImage(loaderData.page, loaderData.blocks)), scripts: [jsonLdScript(data)] }
  },
  staticData: { islands: true },
  component: About,
})

function About() {
  const { page, blocks, brandName } = Route.useLoaderData()
  return <PageIsland page={page} blocks={blocks} brandName={brandName} />
}
