// Draft preview inside the CMS admin's live-preview frame: when the editor saves, the admin posts a
// 'payload-document-event' message to this window and we reload the route's data. This is the
// protocol of Payload's RefreshRouteOnSave, written out because @payloadcms/live-preview-react
// lags Payload's version (docs/decisions/0002).
import { useEffect } from 'react'

export default function PreviewRefresh({ cmsUrl, onRefresh }: { cmsUrl: string; onRefresh: () => void }) {
  useEffect(() => {
    const origin = new URL(cmsUrl).origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return
      const data = event.data as { type?: string } | null
      if (data?.type === 'payload-document-event') onRefresh()
    }
    window.addEventListener('message', onMessage)
    if (window.parent !== window) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [cmsUrl, onRefresh])
  return null
}
