// The /docs/api page's data: the served OpenAPI document, read as rows for the page.
import { createServerFn } from '@tanstack/react-start'

import { currentDocument } from './document.server'
import { referenceOf, type ApiDocument, type ApiReference } from './reference'

export const getApiReference = createServerFn({ method: 'GET' }).handler(async (): Promise<ApiReference> => referenceOf((await currentDocument()) as unknown as ApiDocument))
