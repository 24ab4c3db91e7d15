// The site-wide frame every page shares: brand, header, footer, environment and organisation data.
import { createServerFn } from '@tanstack/react-start'

import { businessTypes, footer, menuTypeLimit, navigation } from './collections.server'
import { siteEnv } from './env.server'
import { siteSettings } from './pages.server'
import { isEditor, readMode } from './preview.server'
import { organizationJsonLd } from '~/seo/structured-data'

export const getShell = createServerFn({ method: 'GET' }).handler(async () => {
  const mode = readMode()
  const [settings, nav, foot, types] = await Promise.all([siteSettings(mode), navigation(mode), footer(mode), businessTypes(mode)])
  const env = siteEnv()
  const cmsUrl = process.env.CMS_PUBLIC_URL ?? process.env.CMS_URL ?? 'http://localhost:3001'
  // The year is computed once here and passed down, so server and browser render the same text.
  const year = new Date().getFullYear()
  const brand = settings.brandName
  return {
    brandName: brand,
    devBanner: env.production ? null : settings.devBanner,
    scrollToTopLabel: settings.scrollToTopLabel,
    labels: settings.labels,
    navigation: {
      items: nav.items ?? [],
      dropdown: nav.dropdown,
      signedOut: nav.signedOut,
      signedIn: nav.signedIn,
      menuLabels: nav.menuLabels,
      businessTypes: types.slice(0, menuTypeLimit).map((t) => ({ label: t.navLabel, href: `/${t.slug}` })),
    },
    footer: {
      blurb: foot.blurb.replaceAll('{brand}', brand),
      links: foot.links ?? [],
      copyright: foot.copyright.replaceAll('{year}', String(year)).replaceAll('{brand}', brand),
    },
    analytics: { posthogKey: env.posthogKey, posthogHost: env.posthogHost, production: env.production },
    organization: organizationJsonLd(settings, env.publicUrl),
    preview: mode.draft ? { cmsUrl } : null,
    // Staff who opened a preview from the admin: the editor bar (EditorBar), never for visitors.
    editor: isEditor() ? { cmsUrl, draft: mode.draft } : null,
  }
})

export type Shell = Awaited<ReturnType<typeof getShell>>
