// The copy globals (`forms`, `account`, `emails`): every word of the forms, the dashboard and the
// emails, for every feature (auth and contact validate and write emails with them; the content
// feature hands them to pages). Published content only. The content feature installs its short-
// lived cache (content/copy.server.ts, from the server entry), so a published edit shows within
// seconds and a read costs nothing most of the time; without it (tests, scripts) each read goes to
// the CMS. An unseeded global answers `CopyMissing` (503, decision 0044) rather than empty labels.
import type { Account, Email, Form, Result } from '@kindred/cms/types'

import { CopyMissing } from './errors.server'
import { payload } from './payload.server'

export type CopySlug = 'forms' | 'account' | 'emails' | 'results'
export type CopyOf = { forms: Form; account: Account; emails: Email; results: Result }
export type CopyCache = <T>(key: string, load: () => Promise<T>) => Promise<T>

let cache: CopyCache = (_key, load) => load()

export function installCopyCache(implementation: CopyCache): void {
  cache = implementation
}

/** The first group of the global without any text, or null: an unseeded global has empty groups. */
function emptyGroup(doc: Record<string, unknown>): string | null {
  const groups = Object.entries(doc).filter(([key, value]) => typeof value === 'object' && value !== null && !key.startsWith('_'))
  if (!groups.length) return '(all)'
  const empty = groups.find(([, group]) => !Object.values(group as object).some((value) => typeof value === 'string' && value !== ''))
  return empty ? empty[0] : null
}

/** A copy global as published, or (draft preview) its latest draft, uncached. */
export async function readCopy<S extends CopySlug>(slug: S, draft = false): Promise<CopyOf[S]> {
  const load = async () => {
    const cms = await payload()
    const doc = await cms.findGlobal({ slug, depth: 0, draft, overrideAccess: draft })
    const empty = emptyGroup(doc as unknown as Record<string, unknown>)
    if (empty) throw new CopyMissing(`${slug}.${empty}`)
    return doc as CopyOf[S]
  }
  return draft ? load() : cache(`global:${slug}`, load)
}

export const formsCopy = () => readCopy('forms')
export const accountCopy = () => readCopy('account')
export const emailsCopy = () => readCopy('emails')
export const resultsCopy = () => readCopy('results')

/** The email templates with the brand name they are written for. */
export async function emailCopy(): Promise<{ templates: Email; brand: string }> {
  const [templates, settings] = await Promise.all([emailsCopy(), cache('global:site-settings', async () => (await payload()).findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: false }))])
  if (!settings.brandName) throw new CopyMissing('site-settings.brandName')
  return { templates, brand: settings.brandName }
}
