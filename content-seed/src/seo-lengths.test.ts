// Search results show about 60 characters of a title and 160 of a description (decision 0056): the
// seed's own copy stays within them as visitors will read it, brand and plan facts filled in.
import { fillPlanFacts } from '@kindred/cms/plan-facts'
import { describe, expect, it } from 'vitest'

import { seedData } from './index'

const brand = seedData.siteSettings.brandName
const read = (text: string) => fillPlanFacts(text, seedData.plans).replaceAll('{brand}', brand)

const entries: [where: string, title: string, description: string][] = [
  ...seedData.pages.map((page): [string, string, string] => [page.path, page.seo.title, page.seo.description]),
  ...seedData.businessTypes.map((type): [string, string, string] => [type.slug, type.seoTitle, type.metaDescription]),
  ...seedData.legalPages.map((legal): [string, string, string] => [legal.slug, legal.seo.title, legal.seo.description]),
]

describe('the seed’s search titles and descriptions', () => {
  it.each(entries)('%s fits a search result', (_where, title, description) => {
    expect(read(title).length).toBeLessThanOrEqual(60)
    expect(read(description).length).toBeLessThanOrEqual(160)
  })
})
