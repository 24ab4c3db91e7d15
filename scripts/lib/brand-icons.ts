// The files drawn from the brand mark (cms/src/brand-mark.ts): the site's and the admin's favicons,
// and the raster icons (iOS ignores an SVG icon for the home screen, and search engines want a logo
// of at least 112 px). Written by `pnpm generate`, committed, and checked by check-generated like the
// other generated files; sharp writes the same bytes for the same input.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'

import { brandMarkSvg } from '@kindred/cms/brand-mark'
import sharp from 'sharp'

import { cmsDir, root, webDir } from './paths'

/** Each raster icon: its size, and whether its corners stay square (iOS rounds its own). */
const rasters = [
  { file: 'web/public/apple-touch-icon.png', size: 180, square: true },
  { file: 'web/public/icon-512.png', size: 512, square: false },
]
const favicons = [path.join(webDir, 'public/favicon.svg'), path.join(cmsDir, 'public/favicon.svg')]

/** Every file this writes, from the repository's root. */
export const brandIconFiles = [...favicons.map((file) => path.relative(root, file)), ...rasters.map((icon) => icon.file)]

export async function drawBrandIcons(): Promise<void> {
  for (const file of favicons) await writeFile(file, brandMarkSvg())
  for (const icon of rasters) {
    const svg = Buffer.from(brandMarkSvg({ square: icon.square }))
    const png = await sharp(svg, { density: (72 * icon.size) / 32 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9 })
      .toBuffer()
    await writeFile(path.join(root, icon.file), png)
  }
}
