// Gathers the collection content a page's blocks show (steps, industries, carousel cards, plans,
// FAQ) and the images its blocks hold, so a page is one server round trip and the HTML is
// complete before any script runs.
import type { Page } from '@kindred/cms/types'

import { comparisonCards, faqs, menuBusinessTypes, plans, steps, type ReadMode } from './collections.server'
import { imagesById, type ImageRef } from './media.server'
import { factsOf } from './plan-facts.server'
import { richJson, type BlockData } from './types'

export async function blockData(page: Page, mode: ReadMode, generalEmail: string): Promise<BlockData> {
  const types = new Set(page.layout?.map((block) => block.blockType))
  const faqGroups = (page.layout ?? []).flatMap((block) => (block.blockType === 'faq' ? [block.group] : []))
  const imageRefs = (page.layout ?? []).map((block) => ('image' in block ? (block.image as ImageRef) : null))
  const [stepDocs, typeDocs, cardDocs, planDocs, faqDocs, images] = await Promise.all([
    types.has('steps') ? steps(mode) : [],
    types.has('industries') ? menuBusinessTypes(mode) : [],
    types.has('comparison') ? comparisonCards(mode) : [],
    // The FAQ may name a plan's price or commission ({growth.price}), filled in where it is drawn.
    types.has('plans') || types.has('faq') ? plans(mode) : [],
    Promise.all(faqGroups.map(async (group) => [group, await faqs(group, mode)] as const)),
    imagesById(imageRefs, mode),
  ])
  return {
    generalEmail,
    images,
    steps: stepDocs.map(({ id, stepNumber, title, icon, summary, modalTitle, modalContent }) => ({
      id,
      stepNumber,
      title,
      icon,
      summary,
      modalTitle,
      modalContent: richJson(modalContent),
    })),
    industries: typeDocs.map(({ slug, navLabel, icon, cardDescription }) => ({ slug, navLabel, icon, cardDescription })),
    comparisonCards: cardDocs.map(({ id, title, icon, color, bigBusinessAdvantage, impactOnSmallBusiness, kindredSolution, resultForIndependents }) => ({
      id,
      title,
      icon,
      color,
      bigBusinessAdvantage,
      impactOnSmallBusiness,
      kindredSolution,
      resultForIndependents,
    })),
    plans: (types.has('plans') ? planDocs : []).map(({ id, slug, name, monthlyPrice, commissionPercent, tagline, badge, trialDays, ctaLabel, trackingKey, ctaHref, features }) => ({
      id,
      slug,
      name,
      monthlyPrice,
      commissionPercent,
      tagline,
      badge,
      trialDays,
      ctaLabel,
      trackingKey,
      ctaHref,
      features,
    })),
    faqs: Object.fromEntries(faqDocs.map(([group, docs]) => [group, docs.map(({ id, question, answer }) => ({ id, question, answer }))])),
    planFacts: types.has('faq') ? planDocs.map(factsOf) : [],
  }
}
