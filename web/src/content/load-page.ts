// Route loader helper: the CMS page at `path`, or the not-found page with status 404.
import { getPage } from './content.functions'
import { throwNotFound } from './not-found.functions'

export async function loadPage(path: string) {
  const result = await getPage({ data: { path } })
  if (!result.page || !result.blocks || !result.seo) return throwNotFound()
  return { page: result.page, blocks: result.blocks, brandName: result.brandName, seo: result.seo }
}
