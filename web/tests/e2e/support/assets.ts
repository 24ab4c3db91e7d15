import type { APIRequestContext } from '@playwright/test'

/**
 * The built scripts a page names: the hydration loader's entry and chunk list on visitors' pages
 * (web/src/server/hydrate-later.ts; the islands entry's under /assets/islands/ on island pages),
 * module scripts and preloads elsewhere.
 */
export async function pageScriptUrls(request: APIRequestContext, path = '/'): Promise<string[]> {
  const html = await (await request.get(path)).text()
  return [...new Set([...html.matchAll(/\/assets\/(?:islands\/)?[\w.-]+\.js/g)].map((match) => match[0]))]
}
