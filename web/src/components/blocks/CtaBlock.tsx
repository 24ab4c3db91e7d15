import type { CtaBlock as CtaData } from '@kindred/cms/types'
import { Image, imageSizes } from '~/components/Image'
import type { ImageData } from '~/content/types'
import { Actions, Section, SectionHeading } from './shared'

/** The closing call to action of a page, on the dark brand band. */
export function CtaBlock({ block, image }: { block: CtaData; image: ImageData | null }) {
  return (
    <Section id={block.anchor} tone="dark">
      {image ? (
        <div className="mx-auto mb-10 max-w-xl overflow-hidden rounded-2xl">
          <Image image={image} sizes={imageSizes.half} className="h-auto w-full object-cover" />
        </div>
      ) : null}
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} dark />
      <Actions links={block.actions} location={`${block.anchor ?? 'cta'}_section`.replaceAll('-', '_')} context={block.heading} dark />
    </Section>
  )
}
