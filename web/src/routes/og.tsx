// Open Graph image for any page: /og?path=/about, drawn with @vercel/og from the page's CMS copy.
import { createFileRoute } from '@tanstack/react-router'

import { loadOg } from '~/seo/og.server'
import { ogText } from '~/seo/og-title.server'

export const Route = createFileRoute('/og')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const raw = new URL(request.url).searchParams.get('path') ?? '/'
        const path = /^\/[a-z0-9\-/]{0,200}$/.test(raw) ? raw : '/'
        const [{ ImageResponse }, { brand, title, subtitle }] = await Promise.all([loadOg(), ogText(path)])
        return new ImageResponse(<OgCard brand={brand} title={title} subtitle={subtitle} />, {
          width: 1200,
          height: 630,
          headers: { 'cache-control': 'public, max-age=300' },
        })
      },
    },
  },
})

function OgCard({ brand, title, subtitle }: { brand: string; title: string; subtitle: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: '100%', height: '100%', padding: 72, background: '#0f4f4c', color: 'white' }}>
      <div style={{ display: 'flex', fontSize: 40, fontWeight: 700 }}>{brand}</div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ display: 'flex', marginTop: 24, fontSize: 30, color: '#cdeae6', lineHeight: 1.35 }}>{subtitle.length > 150 ? `${subtitle.slice(0, 150).replace(/\s+\S*$/, '')}…` : subtitle}</div>
      </div>
    </div>
  )
}
