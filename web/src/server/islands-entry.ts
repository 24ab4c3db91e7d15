// The islands build's entry (web/vite.islands.config.ts), written into the site's server build by
// web/vite.config.ts: its URL and the chunks it imports. Null where the site runs without that
// build (development, tests): every page then hydrates with Start's entry.
import type { Entry } from './hydrate-later'

declare const __KINDRED_ISLANDS__: Entry | undefined

export const islandsEntry: Entry | null = typeof __KINDRED_ISLANDS__ === 'undefined' ? null : __KINDRED_ISLANDS__
