// The questions and answers a CMS page's FAQ blocks show, in the page's order, with plan facts
// ({growth.price}) filled in as the FAQ block fills them: what its structured data describes.
import { fillPlanFacts } from '@kindred/cms/plan-facts'

import type { BlockData, PublicPage } from './types'

export function pageFaqs(page: Pick<PublicPage, 'layout'>, blocks: Pick<BlockData, 'faqs' | 'planFacts'>): { question: string; answer: string }[] {
  const groups = (page.layout ?? []).flatMap((block) => (block.blockType === 'faq' ? [block.group] : []))
  return groups.flatMap((group) => blocks.faqs[group] ?? []).map((faq) => ({ question: fillPlanFacts(faq.question, blocks.planFacts), answer: fillPlanFacts(faq.answer, blocks.planFacts) }))
}
