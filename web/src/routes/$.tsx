// Deeper paths: a CMS redirect if one matches, otherwise the not-found page (HTTP 404).
import { createFileRoute, redirect } from '@tanstack/react-router'

import { resolvePath } from '~/content/content.functions'
import { throwNotFound } from '~/content/not-found.functions'
import { isContentPath } from '~/content/paths'

export const Route = createFileRoute('/$')({
  loader: async ({ location }) => {
    const path = location.pathname.replace(/\/+$/, '')
    const target = isContentPath(path) ? await resolvePath({ data: { path } }) : null
    if (target) throw redirect({ href: target.to, statusCode: target.statusCode })
    return throwNotFound()
  },
  component: () => null,
})
