// The site's sitemap, shared by /sitemap.xml and its children: published content as fast as it
// shows (the content cache's TTL, within the 5-second promise), then the directory. Profiles (up to
// one per member) are re-read at most once a minute, the time the answer may be cached anyway
// (`max-age=60`): reading every listed profile every two seconds would cost more than all the
// sitemap's requests.
import { contentSitemapEntries } from '~/content/sitemap-entries.server'
import { directorySitemapEntries } from '~/partners/profiles.server'
import { sitemapOf } from '~/seo/sitemap.server'
import { contentTtlMs } from '~/server/cache.server'

export const sitemap = sitemapOf([
  { name: 'content', load: contentSitemapEntries, ttlMs: contentTtlMs },
  { name: 'profiles', load: directorySitemapEntries, ttlMs: 60_000 },
])
