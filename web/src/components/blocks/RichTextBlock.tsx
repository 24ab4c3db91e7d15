import type { ImageData, PublicBlock } from '~/content/types'
import { Image, imageSizes } from '~/components/Image'
import { RichText } from '~/components/RichText'
import { Section, SectionHeading } from './shared'

type Props = { block: Extract<PublicBlock, { blockType: 'richText' }>; tone: 'white' | 'tint'; image: ImageData | null }

export function RichTextBlock({ block, tone, image }: Props) {
  return (
    <Section id={block.anchor} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center={false} />
        {image ? (
          <div className="my-8 overflow-hidden rounded-2xl">
            <Image image={image} sizes={imageSizes.column} className="h-auto w-full object-cover" />
          </div>
        ) : null}
        <RichText content={block.body} className="prose-legal text-lg" />
      </div>
    </Section>
  )
}
