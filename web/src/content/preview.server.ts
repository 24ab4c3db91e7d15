// Draft preview and the editor mark. The CMS admin opens /preview?path=…&token=… (cms/src/preview.ts:
// the Preview button and the live-preview frame); a valid token sets two signed, httpOnly cookies:
// the preview cookie (an hour: this browser reads drafts, uncached) and the editor cookie (eight
// hours: the editor bar with "Edit this page", published content). Only staff signed in to the admin
// are handed tokens. Everyone else only ever sees published content and no bar.
import { editorToken, verifyEditorToken, verifyPreviewToken } from '@kindred/cms/preview'
import { getCookie } from '@tanstack/react-start/server'

import type { ReadMode } from './collections.server'

export { editorToken, verifyEditorToken, verifyPreviewToken }

export const previewCookie = 'kindred_preview'
export const editorCookie = 'kindred_editor'

export function readMode(): ReadMode {
  try {
    return { draft: verifyPreviewToken(getCookie(previewCookie)) }
  } catch {
    // Outside a request (tests, scripts) there is no cookie: published content.
    return { draft: false }
  }
}

/** Whether this browser belongs to an editor (it opened a preview from the admin in the last eight hours). */
export function isEditor(): boolean {
  try {
    return verifyEditorToken(getCookie(editorCookie))
  } catch {
    // Outside a request (tests, scripts) there is no cookie: nobody is an editor.
    return false
  }
}

/** A path the preview routes may send a browser to: a site path, never another origin. */
export const isPreviewPath = (path: string) => /^\/(?!\/)[a-z0-9\-/]{0,200}$/.test(path)
