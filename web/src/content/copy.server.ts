// The content feature's part in reading the copy globals (server/copy.server.ts): its cache, which
// the server entry installs so features' reads of copy go live within CONTENT_TTL_MS like all
// content, and the reads pages make (published, or drafts in preview).
import { installCopyCache, readCopy, type CopySlug } from '~/server/copy.server'

import { cached } from '~/server/cache.server'
import type { ReadMode } from './collections.server'

export function provideCopyCache(): void {
  installCopyCache(cached)
}

const published: ReadMode = { draft: false }

export const copyFor = <S extends CopySlug>(slug: S, mode: ReadMode = published) => readCopy(slug, mode.draft)
