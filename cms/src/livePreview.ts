// The admin's live preview: the site in a frame beside the form, at phone, tablet and desktop widths.
// The admin posts the unsaved form to the frame as the editor types (web/src/components/layout/LivePreview.tsx).
import type { Config } from 'payload'

import { livePreviewUrl } from './preview'

type LivePreview = NonNullable<NonNullable<Config['admin']>['livePreview']>

export const livePreview: LivePreview = {
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 375, height: 667 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
  ],
  collections: ['pages', 'business-types', 'legal-pages', 'plans', 'faqs', 'steps', 'comparison-cards'],
  globals: ['navigation', 'footer', 'site-settings'],
  url: ({ data, collectionConfig, globalConfig }) => livePreviewUrl({ collection: collectionConfig?.slug, global: globalConfig?.slug }, (data ?? {}) as Record<string, unknown>),
}
