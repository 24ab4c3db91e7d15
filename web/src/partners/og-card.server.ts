// A listed business's Open Graph card, drawn when its profile is saved and stored for /og to serve
// (@kindred/cms/og-cards, decision 0098): a visitor's request never has to draw it. Its words are
// the ones /og computes for the profile (the published brand name and type name).
import { drawAndStore, partnerCardText } from '@kindred/cms/og-cards'

import { db } from '~/server/db.server'
import { payload } from '~/server/payload.server'

import { typeNameFromSlug, type BusinessProfile } from './partners.options'

/** The path whose card shows the business: its public profile. */
export const profileCardPath = (slug: string) => `/partners/${slug}`

export async function drawProfileCard(profile: Pick<BusinessProfile, 'slug' | 'name' | 'businessType' | 'suburb' | 'postcode'>): Promise<void> {
  const cms = await payload()
  const [settings, types] = await Promise.all([
    cms.findGlobal({ slug: 'site-settings', depth: 0 }),
    cms.find({ collection: 'business-types', where: { slug: { equals: profile.businessType } }, select: { navLabel: true }, limit: 1, depth: 0, overrideAccess: false }),
  ])
  const typeLabel = types.docs[0]?.navLabel ?? typeNameFromSlug(profile.businessType)
  const text = partnerCardText(settings.brandName, { name: profile.name, typeLabel, suburb: profile.suburb, postcode: profile.postcode })
  await drawAndStore(await db(), profileCardPath(profile.slug), text)
}
