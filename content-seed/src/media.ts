// Hero images for the seeded business types, drawn here with sharp from SVG so no binary file is
// committed. An image is added only where the business type has none: an editor's choice (or
// removal and replacement) is never overwritten, and a second run changes nothing.
import type { Payload } from 'payload'
import sharp from 'sharp'

import { loadSeedRecords } from './records'

type Log = (message: string) => void

type SeedImage = { slug: string; alt: string; svg: string }

const width = 1920
const height = 1080

/** A café counter in flat shapes: warm wall, counter, two cups with steam, a pendant lamp. */
const coffeeShop = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1920 1080">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fde7c8"/><stop offset="1" stop-color="#f6c48b"/></linearGradient>
    <linearGradient id="counter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8b5a2b"/><stop offset="1" stop-color="#5c3a1a"/></linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff7e6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7e6" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1920" height="1080" fill="url(#wall)"/>
  <ellipse cx="960" cy="330" rx="760" ry="420" fill="url(#glow)"/>
  <line x1="960" y1="0" x2="960" y2="190" stroke="#3f2a14" stroke-width="6"/>
  <path d="M860 190 h200 l60 110 h-320 z" fill="#0f766e"/>
  <rect x="0" y="720" width="1920" height="360" fill="url(#counter)"/>
  <rect x="0" y="700" width="1920" height="36" fill="#a0703f"/>
  <g fill="#ffffff">
    <path d="M640 520 h260 v120 a90 90 0 0 1 -90 90 h-80 a90 90 0 0 1 -90 -90 z"/>
    <path d="M900 560 a50 50 0 0 1 0 100" fill="none" stroke="#ffffff" stroke-width="22"/>
    <path d="M1040 560 h220 v100 a80 80 0 0 1 -80 80 h-60 a80 80 0 0 1 -80 -80 z"/>
  </g>
  <ellipse cx="770" cy="735" rx="190" ry="22" fill="#e7e5e4"/>
  <ellipse cx="1150" cy="745" rx="160" ry="18" fill="#e7e5e4"/>
  <ellipse cx="770" cy="525" rx="122" ry="18" fill="#6b3f1d"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="14" stroke-linecap="round">
    <path d="M720 470 c-30 -40 30 -60 0 -110"/><path d="M790 470 c-30 -40 30 -60 0 -110"/><path d="M1140 500 c-25 -35 25 -55 0 -95"/>
  </g>
  <g fill="#0f766e" fill-opacity="0.85"><circle cx="300" cy="600" r="70"/><rect x="270" y="600" width="60" height="120"/><circle cx="1650" cy="610" r="60"/><rect x="1625" y="610" width="50" height="110"/></g>
</svg>`

export const seedImages: SeedImage[] = [{ slug: 'coffee-shop', alt: 'Two cups of coffee on a wooden café counter under a pendant lamp', svg: coffeeShop }]

const fileName = (slug: string) => `seed-${slug}.png`

export async function seedMedia(payload: Payload, log: Log = () => {}): Promise<void> {
  let added = 0
  const records = await loadSeedRecords(payload)
  for (const image of seedImages) {
    const { docs } = await payload.find({ collection: 'business-types', where: { slug: { equals: image.slug } }, depth: 0, limit: 1, draft: true, overrideAccess: true, pagination: false })
    const type = docs[0]
    if (!type || type.heroImage) continue
    const existing = await payload.find({ collection: 'media', where: { filename: { equals: fileName(image.slug) } }, depth: 0, limit: 1, overrideAccess: true, pagination: false })
    const media =
      existing.docs[0] ??
      (await payload.create({
        collection: 'media',
        data: { alt: image.alt },
        file: await pngFile(image),
        overrideAccess: true,
        depth: 0,
      }))
    const saved = await payload.update({
      collection: 'business-types',
      id: type.id,
      data: { heroImage: media.id, _status: 'published' },
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true, seeding: true },
    })
    // The seed wrote this, not an editor: its record (load.ts) must match, or the next run would see a change.
    await records.remember(`business-types:${image.slug}`, saved as unknown as Record<string, unknown>)
    added++
  }
  if (added > 0) log(`media: ${added} hero image${added === 1 ? '' : 's'} added`)
}

async function pngFile(image: SeedImage) {
  const data = await sharp(Buffer.from(image.svg)).png({ compressionLevel: 9 }).toBuffer()
  return { data, mimetype: 'image/png', name: fileName(image.slug), size: data.length }
}
