// Draft preview for editors (issue 3 §3). The CMS admin opens /preview?path=…&token=… (see
// cms/src/preview.ts, the admin's Preview button); a valid token sets a short-lived, signed, httpOnly cookie
// and from then on this browser reads drafts, uncached. Everyone else only ever sees published content.
import { verifyPreviewToken } from '@kindred/cms/preview'
import { getCookie } from '@tanstack/react-start/server'

import type { ReadMode } from './collections.server'

export { verifyPreviewToken }

export const previewCookie = 'kindred_preview'

export function readMode(): ReadMode {
  try {
    return { draft: verifyPreviewToken(getCookie(previewCookie)) }
  } catch {
    // Outside a request (tests, scripts) there is no cookie: published content.
    return { draft: false }
  }
}
