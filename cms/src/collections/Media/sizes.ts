// The sizes every uploaded image is cut into: each width in AVIF (smallest, what current browsers
// take) and WebP (the fallback), so the site can offer a `srcset` per format (docs/decisions/0057-media.md).
import type { ImageSize } from 'payload'

/** A card (480), a phone-wide hero (768), a laptop hero (1280), a full-width desktop hero (1920). */
export const mediaWidths = [480, 768, 1280, 1920] as const

export const mediaFormats = {
  // Effort 2 of 9: files a little larger than the default's, encoded several times faster. Payload
  // cuts the sizes inside the upload's database transaction, which the server ends after 30 s idle
  // (cms/src/database), so a big upload on a busy machine must stay well under that.
  avif: { format: 'avif', options: { quality: 55, effort: 2 } },
  webp: { format: 'webp', options: { quality: 75 } },
} as const

export type MediaFormat = keyof typeof mediaFormats

/** Size names such as `avif768`: Payload stores each as `sizes.avif768` with its own file. */
export const sizeName = (format: MediaFormat, width: number) => `${format}${width}`

export const mediaImageSizes: ImageSize[] = mediaWidths.flatMap((width) =>
  (Object.keys(mediaFormats) as MediaFormat[]).map((format) => ({
    name: sizeName(format, width),
    width,
    // An image narrower than a size is not blown up; that size is simply left out.
    withoutEnlargement: true,
    formatOptions: { format: mediaFormats[format].format, options: { ...mediaFormats[format].options } },
  })),
)

/** Raster formats only: SVG can carry script, and the sizes need something sharp can read. */
export const mediaMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif']

export const maxImageBytes = 10 * 1024 * 1024

/** The refusal of an image over `maxImageBytes`, with its size when the whole file was read. */
export function imageTooLarge(bytes?: number): string {
  const limit = `Images may be at most ${maxImageBytes / 1024 / 1024} MB`
  return bytes === undefined ? `${limit}; this one is larger.` : `${limit}; this one is ${(bytes / 1024 / 1024).toFixed(1)} MB.`
}
export const maxAltLength = 200
