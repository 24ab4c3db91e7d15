import { pageCardText, type CardText } from '@kindred/cms/og-cards'

import { findBusinessType, legalPage } from './collections.server'
import { findPage, siteSettings } from './pages.server'
import { withPlanFacts } from './plan-facts.server'

/**
 * The words of the Open Graph card for a site path: a CMS page's search title and description (as
 * the CMS computes them when it draws the card on publish), a legal page's title and intro, a
 * business type's headline; any other path the site's own tagline.
 */
export async function ogText(path: string): Promise<CardText> {
  const settings = await siteSettings()
  const brand = settings.brandName
  const slug = path.replace(/^\//, '')
  const page = await findPage(path)
  if (page) return pageCardText(brand, await withPlanFacts(page.seo), null)
  const legal = /^[a-z0-9-]+$/.test(slug) ? await legalPage(slug) : null
  if (legal) return pageCardText(brand, { title: legal.title, description: legal.intro ?? settings.tagline }, null)
  const type = /^[a-z0-9-]+$/.test(slug) ? await findBusinessType(slug) : null
  if (type) return pageCardText(brand, { title: type.headline, description: type.navLabel }, null)
  return pageCardText(brand, { title: settings.tagline, description: settings.description }, null)
}
