import type { PublicBlock } from '~/content/types'
import { RichText } from '~/components/RichText'
import { Section, SectionHeading } from './shared'

export function RichTextBlock({ block, tone }: { block: Extract<PublicBlock, { blockType: 'richText' }>; tone: 'white' | 'tint' }) {
  return (
    <Section id={block.anchor} tone={tone}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} center={false} />
        <RichText content={block.body} className="prose-legal text-lg" />
      </div>
    </Section>
  )
}
