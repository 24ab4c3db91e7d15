import type { CtaBlock as CtaData } from '@kindred/cms/types'
import { Actions, Section, SectionHeading } from './shared'

/** The closing call to action of a page, on the dark brand band. */
export function CtaBlock({ block }: { block: CtaData }) {
  return (
    <Section id={block.anchor} tone="dark">
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} dark />
      <Actions links={block.actions} location={`${block.anchor ?? 'cta'}_section`.replaceAll('-', '_')} context={block.heading} dark />
    </Section>
  )
}
