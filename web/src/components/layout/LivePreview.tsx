// Loaded only in draft preview (SiteEffects): the admin's live-preview protocol, through Payload's
// own client. Messages count only from the CMS origin. Typing posts the unsaved document (shown at
// once through LiveContext); saving, publishing and autosave post a document event, and the route
// data is loaded again with the stored draft.
import { isLivePreviewEvent, type LivePreviewMessageEvent } from '@payloadcms/live-preview'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useEffect, type Dispatch, type SetStateAction } from 'react'

import { globalKey, liveKey, type LiveDocs } from '~/content/live'

type Props = { cmsUrl: string; onRefresh: () => void; onLive: Dispatch<SetStateAction<LiveDocs | null>> }

export default function LivePreview({ cmsUrl, onRefresh, onLive }: Props) {
  const serverURL = new URL(cmsUrl).origin
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isLivePreviewEvent(event, serverURL)) return
      const { collectionSlug, globalSlug, data } = (event as LivePreviewMessageEvent<Record<string, unknown> | null>).data
      if (!data || typeof data !== 'object') return
      const key = collectionSlug ? liveKey(collectionSlug, data.id) : globalSlug ? globalKey(globalSlug) : null
      if (key) onLive((docs) => ({ ...docs, [key]: data }))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [serverURL, onLive])
  return <RefreshRouteOnSave serverURL={serverURL} refresh={onRefresh} />
}
