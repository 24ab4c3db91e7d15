import type { ComparisonBlock as ComparisonData } from '@kindred/cms/types'
import { useLiveList } from '~/content/live'
import type { ComparisonCardData } from '~/content/types'
import { ComparisonCarousel } from '~/components/carousel/ComparisonCarousel'
import { fillBrand } from '~/server/head'
import { Actions, Section, SectionHeading } from './shared'

type Props = { block: ComparisonData; cards: ComparisonCardData[]; brandName: string; tone: 'white' | 'tint' }

export function ComparisonBlock({ block, cards: loaded, brandName, tone }: Props) {
  const cards = useLiveList('comparison-cards', loaded)
  const labels = { ...block.labels, solution: fillBrand(block.labels.solution, brandName) }
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      {cards.length ? <ComparisonCarousel cards={cards} labels={labels} heading={block.heading} /> : null}
      <Actions links={block.cta?.href ? [block.cta] : null} location="level_playing_field_section" />
    </Section>
  )
}
