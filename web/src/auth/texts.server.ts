// The auth API's words: the schemas and messages in the CMS's current texts (the `forms` global,
// read through the content cache), so the API answers in the same words as the pages.
import { formsCopy } from '~/server/copy.server'

import { authSchemas, type AuthSchemas } from './auth.schemas'

export async function serverSchemas(): Promise<AuthSchemas> {
  return authSchemas(await formsCopy())
}
