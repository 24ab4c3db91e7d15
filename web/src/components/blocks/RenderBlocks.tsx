// Turns a CMS page's layout into sections, alternating white and tinted backgrounds.
import { getRouteApi } from '@tanstack/react-router'

import { blockImage } from '~/content/lead-image'
import type { BlockData, PublicBlock, PublicPage } from '~/content/types'
import { CardsBlock } from './CardsBlock'
import { ComparisonBlock } from './ComparisonBlock'
import { CtaBlock } from './CtaBlock'
import { FaqBlock } from './FaqBlock'
import { HeroBlock } from './HeroBlock'
import { IndustriesBlock } from './IndustriesBlock'
import { PlansBlock } from './PlansBlock'
import { RichTextBlock } from './RichTextBlock'
import { StepsBlock } from './StepsBlock'

const rootRoute = getRouteApi('__root__')

type Block = PublicBlock
type Props = { layout: PublicPage['layout']; data: BlockData; brandName: string }

export function RenderBlocks({ layout, data, brandName }: Props) {
  let band = 0
  return (
    <>
      {(layout ?? []).map((block, i) => {
        const tone = band++ % 2 === 0 ? 'white' : 'tint'
        return <BlockView key={block.id ?? i} block={block} data={data} brandName={brandName} tone={tone} first={i === 0} />
      })}
    </>
  )
}

type ViewProps = { block: Block; data: BlockData; brandName: string; tone: 'white' | 'tint'; first: boolean }

function BlockView({ block, data, brandName, tone, first }: ViewProps) {
  const closeLabel = rootRoute.useLoaderData().labels.close
  switch (block.blockType) {
    case 'hero':
      return <HeroBlock block={block} image={blockImage(block, data)} first={first} />
    case 'cards':
      return <CardsBlock block={block} tone={tone} />
    case 'steps':
      return <StepsBlock block={block} steps={data.steps} closeLabel={closeLabel} tone={tone} />
    case 'industries':
      return <IndustriesBlock block={block} industries={data.industries} tone={tone} />
    case 'comparison':
      return <ComparisonBlock block={block} cards={data.comparisonCards} brandName={brandName} tone={tone} />
    case 'plans':
      return <PlansBlock block={block} plans={data.plans} tone={tone} />
    case 'faq':
      return <FaqBlock block={block} faqs={data.faqs[block.group] ?? []} planFacts={data.planFacts} tone={tone} />
    case 'cta':
      return <CtaBlock block={block} image={blockImage(block, data)} />
    case 'richText':
      return <RichTextBlock block={block} tone={tone} image={blockImage(block, data)} />
    default:
      // The contact block is drawn by the /contact route itself.
      return null
  }
}
