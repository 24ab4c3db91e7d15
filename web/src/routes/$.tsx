// Deeper paths: a CMS redirect if one matches, otherwise the not-found page (HTTP 404).
import { createFileRoute, redirect } from '@tanstack/react-router'

import { resolvePath } from '~/content/content.functions'
import { throwNotFound } from '~/content/not-found.functions'

export const Route = createFileRoute('/$')({
  loader: async ({ location }) => {
    const target = await resolvePath({ data: { path: location.pathname.replace(/\/+$/, '').slice(0, 200) } })
    if (target) throw redirect({ href: target.to, statusCode: target.statusCode })
    return throwNotFound()
  },
  component: () => null,
})
