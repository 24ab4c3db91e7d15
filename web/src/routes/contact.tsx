import { createFileRoute } from '@tanstack/react-router'

import { contactFormBeforeLoad } from '~/components/contact/noscript-state'
import BlocksIsland from '~/components/islands/blocks.island'
import ContactIsland from '~/components/islands/contact.island'
import { handleContactPost } from '~/contact/contact.server'
import { loadFormsCopy } from '~/content/copy.functions'
import { loadPage } from '~/content/load-page'
import { headFor } from '~/server/head'

export const Route = createFileRoute('/contact')({
  // POST /contact (decision 0020) belongs to the contact work: JSON for the script, and for a form
  // posted without JavaScript the page re-rendered through `next` with the typed values.
  server: {
    handlers: {
      POST: ({ request, next }) => handleContactPost(request, { next }),
    },
  },
  // `?sent=1` is where a form posted without JavaScript lands (the success text); declared so the
  // page cache keys on it.
  validateSearch: (search: Record<string, unknown>): { sent?: 1 } => (String(search.sent) === '1' ? { sent: 1 } : {}),
  beforeLoad: contactFormBeforeLoad,
  loader: async () => {
    const [page, forms] = await Promise.all([loadPage('/contact'), loadFormsCopy(['validation', 'contact'])])
    return { ...page, forms }
  },
  head: ({ loaderData }) => headFor(loaderData?.seo),
  staticData: { islands: true },
  component: Contact,
})

function Contact() {
  const { page, blocks, brandName, forms } = Route.useLoaderData()
  const { viewer, contactForm } = Route.useRouteContext()
  const { sent } = Route.useSearch()
  const noScript = { failure: contactForm, sent: sent === 1 }
  const layout = page.layout ?? []
  return (
    <>
      <BlocksIsland layout={layout.filter((b) => b.blockType !== 'contact')} data={blocks} brandName={brandName} />
      {layout.map((block) =>
        block.blockType === 'contact' ? <ContactIsland key={block.id ?? 'contact'} block={block} viewer={viewer ?? null} generalEmail={blocks.generalEmail} texts={forms} noScript={noScript} /> : null,
      )}
    </>
  )
}
