// schema.org data: the Organization on every page, the AboutPage on /about only, a FAQPage on a
// page that shows questions and answers, a LocalBusiness on a partner's profile.
import type { SiteSetting } from '@kindred/cms/types'

export function organizationJsonLd(settings: SiteSetting, publicUrl: string) {
  const org = settings.organization
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    url: publicUrl,
    // The brand mark at 512 px (scripts/lib/brand-icons.ts): search engines ask for 112 px or more.
    logo: `${publicUrl}/icon-512.png`,
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

/** JSON as the text of a `<script>` data block: no `<` can close the element early. */
export const scriptJson = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c')

export function jsonLdScript(data: unknown) {
  return { type: 'application/ld+json', children: scriptJson(data) }
}

/** A listed business on its profile page (schema.org LocalBusiness); no contact details are shared. */
export function localBusinessJsonLd(input: {
  name: string
  description: string
  url: string
  image: string
  suburb: string
  postcode: string
  website: string | null
  memberOf: { name: string; url: string }
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.image,
    address: {
      '@type': 'PostalAddress',
      addressLocality: input.suburb,
      postalCode: input.postcode,
      // Australian postcodes have four digits, US ZIP codes five (the areas served, `areasServed` in
      // `content-seed/src/data/site.ts`).
      addressCountry: input.postcode.length === 5 ? 'US' : 'AU',
    },
    ...(input.website ? { sameAs: [input.website] } : {}),
    memberOf: { '@type': 'Organization', name: input.memberOf.name, url: input.memberOf.url },
  }
}

/** A page's questions and answers as it shows them, as a FAQPage; null when it shows none. */
export function faqPageJsonLd(questions: { question: string; answer: string }[]) {
  if (!questions.length) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  }
}

/** The head's structured data scripts for a CMS page (none when it has nothing to describe). */
export function cmsPageScripts(questions: { question: string; answer: string }[]) {
  const faq = faqPageJsonLd(questions)
  return faq ? [jsonLdScript(faq)] : []
}
