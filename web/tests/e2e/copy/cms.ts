// The CMS as staff see it through its REST API: sign in, read and edit a global, and every word
// of the published content as a set of lines (for the visible-text coverage test).
import { expect, type APIRequestContext } from '@playwright/test'

import { adminToken, cmsUrl } from '../support/staff'

export { cmsUrl }

/** The content a visitor can be shown: every global, and the collections that hold site copy. */
export const contentGlobals = ['site-settings', 'navigation', 'footer', 'directory', 'forms', 'account', 'emails'] as const
export const contentCollections = ['pages', 'business-types', 'comparison-cards', 'steps', 'plans', 'faqs', 'legal-pages', 'media'] as const

export async function staffAuth(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `JWT ${await adminToken(request)}` }
}

export async function readGlobal<T = Record<string, Record<string, string>>>(request: APIRequestContext, auth: Record<string, string>, slug: string): Promise<T> {
  const response = await request.get(`${cmsUrl()}/api/globals/${slug}?depth=0`, { headers: auth })
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}

/** Publishes `group.field = value` in a global and returns the value it had. */
export async function editGlobalText(request: APIRequestContext, auth: Record<string, string>, slug: string, group: string, field: string, value: string): Promise<string> {
  const doc = await readGlobal(request, auth, slug)
  const original = doc[group]![field]!
  const response = await request.post(`${cmsUrl()}/api/globals/${slug}`, { headers: auth, data: { [group]: { ...doc[group], [field]: value }, _status: 'published' } })
  expect(response.ok(), await response.text()).toBe(true)
  return original
}

/** Every string in a JSON value (Lexical rich text included: its text nodes are strings too). */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value)
  else if (Array.isArray(value)) for (const item of value) strings(item, into)
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, into)
  return into
}

/** All published copy, one entry a line, as staff read it through the REST API. */
export async function publishedCopy(request: APIRequestContext): Promise<string[]> {
  const auth = await staffAuth(request)
  const docs: unknown[] = []
  for (const slug of contentGlobals) docs.push(await readGlobal(request, auth, slug))
  for (const slug of contentCollections) {
    // Uploads have no drafts: every image (and its alt text) is live.
    const published = slug === 'media' ? '' : '&where[_status][equals]=published'
    const response = await request.get(`${cmsUrl()}/api/${slug}?depth=0&limit=1000${published}`, { headers: auth })
    expect(response.ok()).toBe(true)
    docs.push((await response.json()).docs)
  }
  const lines = strings(docs).flatMap((text) => text.split('\n'))
  return [...new Set(lines.map((line) => line.trim()).filter((line) => line.length > 0))]
}
