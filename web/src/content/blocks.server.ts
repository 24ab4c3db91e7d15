// Gathers the collection content a page's blocks show (steps, industries, carousel cards, plans,
// FAQ), so a page is one server round trip and the HTML is complete before any script runs.
import type { Page } from '@kindred/cms/types'

import { businessTypes, comparisonCards, faqs, menuTypeLimit, plans, steps, type ReadMode } from './collections.server'
import { richJson, type BlockData } from './types'

export async function blockData(page: Page, mode: ReadMode, generalEmail: string): Promise<BlockData> {
  const types = new Set(page.layout?.map((block) => block.blockType))
  const faqGroups = (page.layout ?? []).flatMap((block) => (block.blockType === 'faq' ? [block.group] : []))
  const [stepDocs, typeDocs, cardDocs, planDocs, faqDocs] = await Promise.all([
    types.has('steps') ? steps(mode) : [],
    types.has('industries') ? businessTypes(mode) : [],
    types.has('comparison') ? comparisonCards(mode) : [],
    types.has('plans') ? plans(mode) : [],
    Promise.all(faqGroups.map(async (group) => [group, await faqs(group, mode)] as const)),
  ])
  return {
    generalEmail,
    steps: stepDocs.map(({ id, stepNumber, title, icon, summary, modalTitle, modalContent }) => ({
      id, stepNumber, title, icon, summary, modalTitle, modalContent: richJson(modalContent),
    })),
    industries: typeDocs.slice(0, menuTypeLimit).map(({ slug, navLabel, icon, cardDescription }) => ({ slug, navLabel, icon, cardDescription })),
    comparisonCards: cardDocs.map(({ id, title, icon, color, bigBusinessAdvantage, impactOnSmallBusiness, kindredSolution, resultForIndependents }) => ({
      id, title, icon, color, bigBusinessAdvantage, impactOnSmallBusiness, kindredSolution, resultForIndependents,
    })),
    plans: planDocs.map(({ id, name, monthlyPrice, commissionPercent, tagline, badge, trialDays, ctaLabel, ctaHref, features }) => ({
      id, name, monthlyPrice, commissionPercent, tagline, badge, trialDays, ctaLabel, ctaHref, features,
    })),
    faqs: Object.fromEntries(faqDocs.map(([group, docs]) => [group, docs.map(({ id, question, answer }) => ({ id, question, answer }))])),
  }
}
