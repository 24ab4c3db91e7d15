// The not-found page's copy (CMS page /404) and head data, for routes that answer 404.
import { notFound } from '@tanstack/react-router'
import { createServerFn } from '@tanstack/react-start'

import { siteEnv } from './env.server'
import { findPage, siteSettings } from './pages.server'
import { withPlanFacts } from './plan-facts.server'
import { readMode } from './preview.server'
import { resolveSeo, type Seo } from '~/server/head'
import { publicPage, type PublicPage } from './types'

export type NotFoundData = { page: PublicPage | null; seo: Seo | null }

export const getNotFoundPage = createServerFn({ method: 'GET' }).handler(async (): Promise<NotFoundData> => {
  const mode = readMode()
  const [page, settings] = await Promise.all([findPage('/404', mode), siteSettings(mode)])
  if (!page) return { page: null, seo: null }
  const env = { ...siteEnv(), brandName: settings.brandName }
  return { page: publicPage(page), seo: resolveSeo(await withPlanFacts(page.seo, mode), '/404', env) }
})

/** Throws the router's notFound carrying the 404 page, so the root renders it with status 404. */
export async function throwNotFound(): Promise<never> {
  throw notFound({ data: await getNotFoundPage() })
}
