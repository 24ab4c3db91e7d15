// The site's one image element: a <picture> offering AVIF then WebP at every generated width, with
// the original's width and height so the browser reserves the space (no layout shift), lazy below
// the fold, and for the image at the top of a page a matching preload in the head (imagePreload).
import type { ImageData } from '~/content/types'

/** `sizes` presets: how wide each placement draws, so the browser picks the smallest file that is sharp. */
export const imageSizes = {
  /** Full width of the page container (max 1152 px) under a hero's text. */
  hero: '(min-width: 1216px) 1152px, calc(100vw - 2rem)',
  /** Half the container beside text, full width on phones. */
  half: '(min-width: 1024px) 576px, calc(100vw - 2rem)',
  /** The reading column (max 768 px). */
  column: '(min-width: 800px) 768px, calc(100vw - 2rem)',
} as const

type Props = {
  image: ImageData
  sizes: string
  /** The page's main image above the fold: loaded at once, first among images (and preloaded by the route). */
  priority?: boolean
  className?: string
}

export function Image({ image, sizes, priority = false, className }: Props) {
  const webp = image.sources.find((source) => source.type === 'image/webp')
  return (
    <picture>
      {image.sources
        .filter((source) => source !== webp)
        .map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
        ))}
      <img
        src={image.src}
        srcSet={webp?.srcSet}
        sizes={webp ? sizes : undefined}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        style={image.position ? { objectPosition: image.position } : undefined}
      />
    </picture>
  )
}

/**
 * The head link that fetches the top image while the HTML is still arriving. It names the format
 * the <picture> offers first (AVIF): a browser that supports it fetches exactly the file the
 * picture then uses; one that does not ignores the link and lets the picture choose.
 */
export function imagePreload(image: ImageData | null | undefined, sizes: string) {
  const first = image?.sources[0]
  if (!first) return []
  return [{ rel: 'preload', as: 'image', type: first.type, imageSrcSet: first.srcSet, imageSizes: sizes, fetchPriority: 'high' }]
}

type Head = { links?: object[] }

/** A route's head with the preload of its top image (drawn with `imageSizes.hero`) added. */
export function withHeroPreload<T extends Head>(head: T, image: ImageData | null | undefined): T {
  const preload = imagePreload(image, imageSizes.hero)
  return preload.length ? { ...head, links: [...(head.links ?? []), ...preload] } : head
}
