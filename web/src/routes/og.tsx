// Open Graph image for any page: /og?path=/about, drawn with @vercel/og from the page's CMS copy;
// a partner's profile (/og?path=/partners/{slug}) shows the business's name, type and suburb.
import { createFileRoute } from '@tanstack/react-router'

import { findBusinessType } from '~/content/collections.server'
import { siteSettings } from '~/content/pages.server'
import { typeNameFromSlug } from '~/partners/partners.options'
import { findListedPartner } from '~/partners/profiles.server'
import { createOgCards, loadOg } from '~/seo/og.server'
import { drawable } from '~/seo/og-text'
import { ogText } from '~/content/og-title.server'

/** A listed business's card text, or the site's own when the slug is unknown or unlisted. */
async function partnerText(path: string) {
  const slug = /^\/partners\/([a-z0-9-]{3,60})$/.exec(path)?.[1]
  const found = slug ? await findListedPartner(slug) : null
  if (!found) return ogText(path)
  const [settings, type] = await Promise.all([siteSettings(), findBusinessType(found.partner.businessType)])
  return { brand: settings.brandName, title: found.partner.name, subtitle: `${type?.navLabel ?? typeNameFromSlug(found.partner.businessType)} · ${found.partner.suburb} ${found.partner.postcode}` }
}

/** Cards drawn once per text (seo/og.server.ts): any path showing the site's own card shares one. */
const cards = createOgCards(async (card) => {
  const { ImageResponse } = await loadOg()
  return new ImageResponse(<OgCard {...card} />, { width: 1200, height: 630 }).arrayBuffer()
})

export const Route = createFileRoute('/og')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const raw = new URL(request.url).searchParams.get('path') ?? '/'
        const path = /^\/[a-z0-9\-/]{0,200}$/.test(raw) ? raw : '/'
        const text = path.startsWith('/partners/') ? partnerText(path) : ogText(path)
        const card = await text
        const brand = drawable(card.brand)
        const { png, hit } = await cards.png({ brand, title: drawable(card.title) || brand, subtitle: drawable(card.subtitle) })
        return new Response(png.slice(0), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=300', 'x-og-cache': hit ? 'hit' : 'miss' } })
      },
    },
  },
})

function OgCard({ brand, title, subtitle }: { brand: string; title: string; subtitle: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 72, background: '#0f4f4c', color: 'white' }}>
      <div style={{ display: 'flex', fontSize: 40, fontWeight: 700 }}>{brand}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {/* A name of one long word breaks inside the card rather than running off its edge. */}
        <div style={{ display: 'flex', fontSize: title.length > 48 ? 52 : 68, fontWeight: 700, lineHeight: 1.1, wordBreak: 'break-word' }}>{title}</div>
        <div style={{ display: 'flex', marginTop: 24, fontSize: 30, color: '#cdeae6', lineHeight: 1.35 }}>{subtitle.length > 150 ? `${subtitle.slice(0, 150).replace(/\s+\S*$/, '')}…` : subtitle}</div>
      </div>
    </div>
  )
}
