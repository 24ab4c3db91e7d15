// Head data shared by every route: the server resolves a page's SEO fields into a `Seo` value
// (brand filled in, environment applied); routes turn it into tags with `headFor`.
export type Seo = {
  title: string
  description: string
  keywords: string | null
  robots: string
  canonical: string
  ogImage: string
}

export type SeoFields = {
  title: string
  description: string
  keywords?: string | null
  robots?: string | null
  canonicalPath?: string | null
}

export type SeoEnv = { production: boolean; publicUrl: string; brandName: string }

export function fillBrand(text: string, brandName: string): string {
  return text.replaceAll('{brand}', brandName)
}

/** Non-production adds the `[DEV] ` title prefix and noindex (`APP_ENV` in README, Configuration). */
export function resolveSeo(fields: SeoFields, path: string, env: SeoEnv): Seo {
  const title = fillBrand(fields.title, env.brandName)
  const canonicalPath = fields.canonicalPath || path
  return {
    title: env.production ? title : `[DEV] ${title}`,
    description: fillBrand(fields.description, env.brandName),
    keywords: fields.keywords ? fillBrand(fields.keywords, env.brandName) : null,
    robots: env.production ? (fields.robots ?? 'index, follow') : 'noindex, nofollow',
    canonical: `${env.publicUrl}${canonicalPath}`,
    ogImage: `${env.publicUrl}/og?path=${encodeURIComponent(canonicalPath)}`,
  }
}

export function headFor(seo: Seo | undefined) {
  if (!seo) return {}
  const meta = [
    { title: seo.title },
    { name: 'description', content: seo.description },
    ...(seo.keywords ? [{ name: 'keywords', content: seo.keywords }] : []),
    { name: 'robots', content: seo.robots },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonical },
    { property: 'og:image', content: seo.ogImage },
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  return { meta, links: [{ rel: 'canonical', href: seo.canonical }] }
}
