import { getLegalPage } from './content.functions'
import { throwNotFound } from './not-found.functions'

export async function loadLegalPage(slug: string) {
  const result = await getLegalPage({ data: { slug } })
  return result ?? throwNotFound()
}
