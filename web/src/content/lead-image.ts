import type { BlockData, ImageData, PublicBlock, PublicPage } from './types'

/** A block's image (hero, call to action and rich text blocks may hold one), or null. */
export function blockImage(block: PublicBlock, data: BlockData): ImageData | null {
  if (!('image' in block) || block.image == null) return null
  const id = typeof block.image === 'number' ? block.image : block.image.id
  return data.images[String(id)] ?? null
}

/** The image at the top of a page (its opening hero block's), which the route preloads. */
export function leadImage(page: PublicPage, data: BlockData): ImageData | null {
  const first = page.layout?.[0]
  return first?.blockType === 'hero' ? blockImage(first, data) : null
}
