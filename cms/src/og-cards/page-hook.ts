// A page's Open Graph card is drawn when the page is published, wherever that happens (the admin,
// the site's Local API, the seed), and stored for the site's /og to serve: no visitor's request
// draws it. The words are computed as the site computes them (text.ts), from the published site
// settings and plans, so the stored card's key matches the one the site asks for.
import type { CollectionAfterChangeHook } from 'payload'

import { poolOf } from '../database/pool-of'
import { hasPlanFacts, type PlanFacts } from '../plan-facts'
import type { Page, Plan } from '../payload-types'
import { drawAndStore } from './store'
import { pageCardText } from './text'

const factsOf = ({ slug, monthlyPrice, commissionPercent, trialDays }: Plan): PlanFacts => ({ slug, monthlyPrice, commissionPercent, trialDays })

export const drawPublishedPageCard: CollectionAfterChangeHook<Page> = async ({ doc, req }) => {
  if (doc._status !== 'published' || !doc.path || !doc.seo) return doc
  const { title, description } = doc.seo
  try {
    // Within the save's transaction (req), one read after the other: a transaction is one connection.
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const plans =
      hasPlanFacts(title) || hasPlanFacts(description)
        ? (await req.payload.find({ collection: 'plans', where: { _status: { equals: 'published' } }, pagination: false, depth: 0, req })).docs.map(factsOf)
        : null
    // The card is stored outside the transaction: a failure to draw or store must not undo the publish.
    await drawAndStore(poolOf(req.payload), doc.path, pageCardText(settings.brandName, { title, description }, plans))
  } catch (error) {
    // The site draws a missing card once, when it is first asked for (bounded there).
    req.payload.logger.error({ err: error, msg: `the Open Graph card of ${doc.path} was not drawn on publish` })
  }
  return doc
}
