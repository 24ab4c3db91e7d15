// The site-wide frame every page shares: brand, header, footer, environment and organisation data.
import { createServerFn } from '@tanstack/react-start'

import { footer, menuBusinessTypes, navigation } from './collections.server'
import { copyFor } from './copy.server'
import { CopyMissing } from '~/server/errors.server'
import { siteEnv } from './env.server'
import { siteSettings } from './pages.server'
import { isEditor, readMode } from './preview.server'
import { organizationJsonLd } from '~/server/structured-data'
import { cmsPublicUrl } from '~/server/env.server'

export const getShell = createServerFn({ method: 'GET' }).handler(async () => {
  const mode = readMode()
  const [settings, nav, foot, types, forms] = await Promise.all([
    siteSettings(mode),
    navigation(mode),
    footer(mode),
    menuBusinessTypes(mode),
    // Unseeded copy must not take every page down: the notices then stay silent.
    copyFor('forms', mode).catch((error: unknown) => (error instanceof CopyMissing ? null : Promise.reject(error))),
  ])
  const env = siteEnv()
  const adminUrl = cmsPublicUrl()
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
      businessTypes: types.map((t) => ({ label: t.navLabel, href: `/${t.slug}` })),
    },
    footer: {
      blurb: foot.blurb.replaceAll('{brand}', brand),
      links: foot.links ?? [],
      copyright: foot.copyright.replaceAll('{year}', String(year)).replaceAll('{brand}', brand),
    },
    sessionTexts: { sessionEnded: forms?.session.sessionEnded ?? '', authFailed: forms?.session.authFailed ?? '' },
    sessionLabels: { dismissNotice: forms?.session.dismissNotice ?? '' },
    analytics: { posthogKey: env.posthogKey, posthogHost: env.posthogHost, production: env.production },
    organization: organizationJsonLd(settings, env.publicUrl),
    preview: mode.draft ? { cmsUrl: adminUrl } : null,
    // Staff who opened a preview from the admin: the editor bar (EditorBar), never for visitors.
    editor: isEditor() ? { cmsUrl: adminUrl, draft: mode.draft } : null,
  }
})

export type Shell = Awaited<ReturnType<typeof getShell>>
