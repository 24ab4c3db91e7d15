// The raster forms of the brand mark (web/public/favicon.svg, the header's handshake on the brand
// colour): iOS ignores an SVG icon for the home screen, and search engines want a logo of at least
// 112 px. Drawn by `pnpm generate`, committed, and checked by check-generated like the other
// generated files; sharp writes the same bytes for the same input.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'

import { webDir } from './paths'

const publicDir = path.join(webDir, 'public')

/** Each raster icon: its file under web/public, its size, and whether its corners stay square (iOS rounds its own). */
export const brandIcons = [
  { file: 'apple-touch-icon.png', size: 180, square: true },
  { file: 'icon-512.png', size: 512, square: false },
] as const

export async function drawBrandIcons(): Promise<void> {
  const mark = await readFile(path.join(publicDir, 'favicon.svg'), 'utf8')
  for (const icon of brandIcons) {
    const svg = icon.square ? mark.replace(/ rx="[\d.]+"/, '') : mark
    const png = await sharp(Buffer.from(svg), { density: (72 * icon.size) / 32 }).resize(icon.size, icon.size).png({ compressionLevel: 9 }).toBuffer()
    await writeFile(path.join(publicDir, icon.file), png)
  }
}
