// The site's server entry: Start's handler behind the anonymous page cache (server/page-cache.ts).
import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { asOutageResponse } from './server/outage.server'
import { createPageCache } from './server/page-cache'

const cache = createPageCache({
  // One second on top of the content cache's two keeps a published edit visible within three.
  ttlMs: Number(process.env.PAGE_CACHE_TTL_MS ?? 1000),
  maxEntries: 500,
})
const enabled = process.env.NODE_ENV === 'production' && process.env.PAGE_CACHE !== 'off'

export default createServerEntry({
  async fetch(request) {
    const response = await (enabled ? cache.handle(request, async (r) => handler.fetch(r)) : handler.fetch(request))
    return asOutageResponse(response)
  },
})
