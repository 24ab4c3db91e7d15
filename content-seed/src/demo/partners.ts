// Puts the demo businesses into a development database: one verified member (who cannot sign in:
// no password) and one listed profile each, upserted by slug so a re-run changes nothing.
// Never in production: the caller checks APP_ENV, and so does this function.
import type { Payload } from 'payload'

import type { SeedEnv } from '../staff'
import { demoBusinesses, type DemoBusiness } from './businesses'

const demoEmail = (slug: string) => `demo+${slug}@kindred.test`

async function ensureMember(payload: Payload, business: DemoBusiness): Promise<number> {
  const email = demoEmail(business.slug)
  const found = await payload.find({ collection: 'members', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  if (found.docs[0]) return found.docs[0].id
  const [firstName, lastName] = business.owner
  const member = await payload.create({
    collection: 'members',
    data: { email, firstName, lastName, emailVerified: true, businessType: business.businessType, plan: 'community', planStatus: 'free', billing: 'monthly', trialUsed: false },
    overrideAccess: true,
    depth: 0,
  })
  return member.id
}

export async function seedDemoPartners(payload: Payload, env: SeedEnv, log: (message: string) => void): Promise<number> {
  if (env.APP_ENV === 'production') return 0
  let created = 0
  for (const business of demoBusinesses) {
    const exists = await payload.count({ collection: 'business-profiles', where: { slug: { equals: business.slug } }, overrideAccess: true })
    if (exists.totalDocs > 0) continue
    const member = await ensureMember(payload, business)
    const { slug, name, businessType, suburb, postcode, description, channels, offers, models } = business
    await payload.create({
      collection: 'business-profiles',
      data: { member, slug, name, businessType, suburb, postcode, description, channels, offers, models, listed: true, listedByOwner: true, heldBySupport: false },
      overrideAccess: true,
      depth: 0,
      context: { seeding: true },
    })
    created++
  }
  if (created) log(`demo partners: ${created} listed businesses added (not in production)`)
  return created
}
