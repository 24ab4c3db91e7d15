import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'

import { findPage, siteSettings } from './pages.server'

export const getPage = createServerFn({ method: 'GET' })
  .validator(z.object({ path: z.string().max(200) }))
  .handler(async ({ data }) => {
    const [page, settings] = await Promise.all([findPage(data.path), siteSettings()])
    return { page, brandName: settings.brandName }
  })
