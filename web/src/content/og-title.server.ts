import { findBusinessType, legalPage } from './collections.server'
import { findPage, siteSettings } from './pages.server'
import { withPlanFacts } from './plan-facts.server'
import { fillBrand } from '~/server/head'

/** The heading and subtitle an Open Graph image shows for a site path. */
export async function ogText(path: string): Promise<{ brand: string; title: string; subtitle: string }> {
  const settings = await siteSettings()
  const brand = settings.brandName
  const slug = path.replace(/^\//, '')
  const page = await findPage(path)
  if (page) {
    const seo = await withPlanFacts(page.seo)
    return { brand, title: fillBrand(seo.title, brand), subtitle: fillBrand(seo.description, brand) }
  }
  const legal = /^[a-z0-9-]+$/.test(slug) ? await legalPage(slug) : null
  if (legal) return { brand, title: legal.title, subtitle: legal.intro ?? settings.tagline }
  const type = /^[a-z0-9-]+$/.test(slug) ? await findBusinessType(slug) : null
  if (type) return { brand, title: type.headline, subtitle: type.navLabel }
  return { brand, title: settings.tagline, subtitle: settings.description }
}
