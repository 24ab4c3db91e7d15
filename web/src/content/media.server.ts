// Images from the media collection, turned into what the site's <Image> draws: a srcset per format
// (AVIF first, WebP as the fallback), the intrinsic size (so the layout never shifts), the alt text
// and the focal point. Published reads are cached like every other content read.
import { mediaFileUrl } from '@kindred/cms/media'
import type { Media } from '@kindred/cms/types'

import { cached } from '~/server/cache.server'
import type { ReadMode } from './collections.server'
import type { ImageData, ImageSource } from './types'
import { serverEnv } from '~/server/env.server'
import { payload } from '~/server/payload.server'

type Size = { filename?: string | null; width?: number | null; height?: number | null; mimeType?: string | null }

const formats: ImageSource['type'][] = ['image/avif', 'image/webp']

/** An upload field's value at depth 0: the image's id, or nothing. */
export type ImageRef = number | Media | null | undefined
export const imageId = (ref: ImageRef): number | null => (typeof ref === 'number' ? ref : (ref?.id ?? null))

/**
 * Each stored file's URL carries the image's last change, so the long-lived, immutable browser
 * cache can never hold an old picture under a name Payload gives a new upload.
 */
function fileUrl(filename: string, version: string): string {
  return `${mediaFileUrl(filename, serverEnv())}?v=${version}`
}

/** Width-described candidates of one format, narrowest first; a width appears once (small originals repeat). */
function srcSet(sizes: Size[], version: string): string {
  const byWidth = new Map<number, string>()
  for (const size of sizes) if (size.filename && size.width && !byWidth.has(size.width)) byWidth.set(size.width, fileUrl(size.filename, version))
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}

export function toImageData(doc: Media): ImageData | null {
  if (!doc.filename || !doc.width || !doc.height) return null
  const version = Date.parse(doc.updatedAt).toString(36)
  const sizes = Object.values(doc.sizes ?? {}) as Size[]
  const sources = formats
    .map((type) => ({
      type,
      srcSet: srcSet(
        sizes.filter((size) => size.mimeType === type),
        version,
      ),
    }))
    .filter((source) => source.srcSet)
  // The fallback for browsers without srcset: a mid-sized WebP, else the original.
  const fallback = sizes.filter((s) => s.mimeType === 'image/webp' && s.filename && s.width).sort((a, b) => Math.abs(a.width! - 1280) - Math.abs(b.width! - 1280))[0]
  return {
    alt: doc.alt,
    width: doc.width,
    height: doc.height,
    src: fileUrl(fallback?.filename ?? doc.filename, version),
    sources,
    position: doc.focalX != null && doc.focalY != null ? `${doc.focalX}% ${doc.focalY}%` : null,
  }
}

/** The images behind `refs`, keyed by id; missing or unpublishable ones are left out. */
export async function imagesById(refs: ImageRef[], mode: ReadMode): Promise<Record<string, ImageData>> {
  const ids = [...new Set(refs.map(imageId).filter((id): id is number => id !== null))].sort((a, b) => a - b)
  if (ids.length === 0) return {}
  const load = async () => {
    const cms = await payload()
    const { docs } = await cms.find({ collection: 'media', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, overrideAccess: false })
    return Object.fromEntries(
      docs.flatMap((doc) => {
        const image = toImageData(doc)
        return image ? [[String(doc.id), image] as const] : []
      }),
    )
  }
  return mode.draft ? load() : cached(`media:${ids.join(',')}`, load)
}

export async function imageById(ref: ImageRef, mode: ReadMode): Promise<ImageData | null> {
  const id = imageId(ref)
  return id === null ? null : ((await imagesById([id], mode))[String(id)] ?? null)
}
