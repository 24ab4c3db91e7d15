// Server functions the routes call to read CMS content. Each returns plain, trimmed data with the
// page's head data already resolved, so every route renders completely on the server.
import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'

import { blockData } from './blocks.server'
import { copyFor } from './copy.server'
import { findBusinessType, findRedirect, legalPage } from './collections.server'
import { imageById } from './media.server'
import { siteEnv } from './env.server'
import { routedElsewhere } from './known-paths.server'
import { isContentPath, isSlug, maxPathLength, maxSlugLength } from './paths'
import { findPage, siteSettings } from './pages.server'
import { withPlanFacts } from './plan-facts.server'
import { readMode } from './preview.server'
import { publicPage, richJson } from './types'
import { resolveSeo } from '~/server/head'
import { parseWith } from '~/server/http.server'

// Only paths the CMS could hold reach a query; anything else is a 400 (routes check first and answer 404).
const pathSchema = z.object({ path: z.string().max(maxPathLength).refine(isContentPath, 'Not a page path') })
const slugSchema = z.object({ slug: z.string().max(maxSlugLength).refine(isSlug, 'Not a page slug') })
const validPath = (input: unknown) => parseWith(pathSchema, input)
const validSlug = (input: unknown) => parseWith(slugSchema, input)
const formPages = { '/forgot-password': 'forgotPassword', '/reset-password': 'resetPassword', '/verify-email': 'verifyEmail' } as const
const formPageSchema = z.object({ path: z.enum(Object.keys(formPages) as [keyof typeof formPages, ...(keyof typeof formPages)[]]) })

async function seoEnv() {
  const settings = await siteSettings(readMode())
  return { settings, env: { ...siteEnv(), brandName: settings.brandName } }
}

/** A CMS page by path with its SEO resolved and the collection content its blocks show. */
export const getPage = createServerFn({ method: 'GET' })
  .validator(validPath)
  .handler(async ({ data }) => {
    const mode = readMode()
    const [page, { settings, env }] = await Promise.all([findPage(data.path, mode), seoEnv()])
    if (!page) return { page: null, brandName: settings.brandName, seo: null, blocks: null }
    const [blocks, seo] = await Promise.all([blockData(page, mode, settings.generalEmail), withPlanFacts(page.seo, mode)])
    return { page: publicPage(page), brandName: settings.brandName, seo: resolveSeo(seo, data.path, env), blocks }
  })

/** What a single-segment path is: a CMS page, a business type (or alias), a redirect, or nothing. */
export const resolveSlug = createServerFn({ method: 'GET' })
  .validator(validSlug)
  .handler(async ({ data }) => {
    const path = `/${data.slug}`
    const redirect = await findRedirect(path)
    if (redirect) return { kind: 'redirect' as const, to: redirect.to, statusCode: Number(redirect.statusCode) }
    const mode = readMode()
    const { settings, env } = await seoEnv()
    // Pages with routes of their own (auth pages, the 404 copy) are never served here.
    if (!routedElsewhere.has(data.slug)) {
      const page = await findPage(path, mode)
      if (page) {
        const [blocks, seo] = await Promise.all([blockData(page, mode, settings.generalEmail), withPlanFacts(page.seo, mode)])
        return { kind: 'page' as const, page: publicPage(page), blocks, brandName: settings.brandName, seo: resolveSeo(seo, path, env) }
      }
    }
    const type = await findBusinessType(data.slug, mode)
    if (!type) return { kind: 'missing' as const }
    const { aliases: _aliases, createdAt: _c, updatedAt: _u, heroImage, ...business } = type
    const hero = await imageById(heroImage, mode)
    const seo = resolveSeo({ title: type.seoTitle, description: type.metaDescription, keywords: type.keywords, canonicalPath: `/${type.slug}` }, path, env)
    return { kind: 'business' as const, business, hero, brandName: settings.brandName, seo }
  })

/** A redirect for a deeper path (the catch-all route), or null. */
export const resolvePath = createServerFn({ method: 'GET' })
  .validator(validPath)
  .handler(async ({ data }) => {
    const redirect = await findRedirect(data.path)
    return redirect ? { to: redirect.to, statusCode: Number(redirect.statusCode) } : null
  })

export const getLegalPage = createServerFn({ method: 'GET' })
  .validator(validSlug)
  .handler(async ({ data }) => {
    const [doc, { settings, env }] = await Promise.all([legalPage(data.slug, readMode()), seoEnv()])
    if (!doc) return null
    const { id, title, intro, lastUpdated, body } = doc
    // Formatted once here (fixed locale and time zone), so server and browser show the same text.
    const lastUpdatedText = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(lastUpdated))
    return {
      legal: { id, title, intro, lastUpdated, lastUpdatedText, body: richJson(body) },
      brandName: settings.brandName,
      emails: { general: settings.generalEmail, privacy: settings.privacyEmail },
      seo: resolveSeo(await withPlanFacts(doc.seo, readMode()), `/${data.slug}`, env),
    }
  })

/**
 * The head of a page whose words live in Forms (the password and verification pages): its tab
 * title, the site's description, never indexed, and the environment label like every other page.
 */
export const getFormPageSeo = createServerFn({ method: 'GET' })
  .validator((input: unknown) => parseWith(formPageSchema, input))
  .handler(async ({ data }) => {
    const [forms, { settings, env }] = await Promise.all([copyFor('forms', readMode()), seoEnv()])
    const title = forms[formPages[data.path]].title
    return resolveSeo({ title, description: settings.description, robots: 'noindex, nofollow', canonicalPath: data.path }, data.path, env)
  })
