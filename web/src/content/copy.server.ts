// The copy globals (`forms`, `account`, `emails`): every word of the forms, the dashboard and the
// emails. Read as published content through the content cache, so a published edit shows within
// seconds; server handlers (validation messages, emails) read the same values as the pages.
// An unseeded database has none of these words: that is answered with a clear 503 (AppError
// 'unavailable') rather than a page of empty labels or a 500.
import type { Account, Email, Form } from '@kindred/cms/types'

import { cached } from './cache.server'
import type { ReadMode } from './collections.server'
import { siteSettings } from './pages.server'
import { AppError } from '~/server/errors.server'
import { payload } from '~/server/payload.server'

type CopySlug = 'forms' | 'account' | 'emails'
type CopyOf = { forms: Form; account: Account; emails: Email }

export class CopyMissing extends AppError {
  constructor(slug: string) {
    super('unavailable', `The site's ${slug} copy has not been published yet. Please try again shortly.`, { headers: { 'Retry-After': '30' } })
  }
}

/** Every group of the global holds text; an unseeded global comes back with empty groups. */
function complete(doc: Record<string, unknown>): boolean {
  const groups = Object.entries(doc).filter(([key, value]) => typeof value === 'object' && value !== null && !key.startsWith('_'))
  return groups.length > 0 && groups.every(([, group]) => Object.values(group as object).some((value) => typeof value === 'string' && value !== ''))
}

async function readCopy<S extends CopySlug>(slug: S, mode: ReadMode): Promise<CopyOf[S]> {
  const load = async () => {
    const cms = await payload()
    const doc = await cms.findGlobal({ slug, depth: 0, draft: mode.draft, overrideAccess: mode.draft })
    if (!complete(doc as unknown as Record<string, unknown>)) throw new CopyMissing(slug)
    return doc as CopyOf[S]
  }
  return mode.draft ? load() : cached(`global:${slug}`, load)
}

const published: ReadMode = { draft: false }

export const formsCopy = (mode = published) => readCopy('forms', mode)
export const accountCopy = (mode = published) => readCopy('account', mode)
export const emailsCopy = (mode = published) => readCopy('emails', mode)

/** The email templates with the brand name they are written for. */
export async function emailCopy(): Promise<{ templates: Email; brand: string }> {
  const [templates, settings] = await Promise.all([emailsCopy(), siteSettings()])
  if (!settings.brandName) throw new CopyMissing('site-settings')
  return { templates, brand: settings.brandName }
}
