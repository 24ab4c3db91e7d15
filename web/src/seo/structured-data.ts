// schema.org data: the Organization on every page, the AboutPage on /about only.
import type { SiteSetting } from '@kindred/cms/types'

export function organizationJsonLd(settings: SiteSetting, publicUrl: string) {
  const org = settings.organization
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    url: publicUrl,
    description: settings.description,
    slogan: settings.tagline,
    email: settings.generalEmail,
    foundingDate: String(org.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: org.city,
      ...(org.region ? { addressRegion: org.region } : {}),
      addressCountry: org.country,
    },
    areaServed: org.areasServed.split(',').map((name) => ({ '@type': 'Country', name: name.trim() })),
  }
}

export function aboutPageJsonLd(input: { name: string; description: string; url: string; brandName: string; publicUrl: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: input.name,
    description: input.description,
    url: input.url,
    about: { '@type': 'Organization', name: input.brandName, url: input.publicUrl },
  }
}

/** JSON for a <script type="application/ld+json">, with `<` escaped so no text can close the tag. */
export function jsonLdScript(data: unknown) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') }
}
