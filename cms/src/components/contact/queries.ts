// The desk's saved views as Payload list queries, shared by the dashboard counts and the list's quick filters.
import type { Where } from 'payload'

import { replyPromiseHours } from '../../hooks/contactOverdue'

export const overdueWhere = (now = Date.now()): Where => ({
  and: [
    { status: { in: ['new', 'in-progress'] } },
    { createdAt: { less_than: new Date(now - replyPromiseHours * 3600_000).toISOString() } },
  ],
})

export const newWhere: Where = { status: { equals: 'new' } }

/** `where` as the admin list's query string (qs bracket syntax), e.g. for a link. */
export function whereToQuery(where: Where, prefix = 'where'): string {
  const parts: string[] = []
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`))
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}[${key}]`)
    else parts.push(`${encodeURIComponent(path)}=${encodeURIComponent(String(value))}`)
  }
  walk(where, prefix)
  return parts.join('&')
}

export const listUrl = (where?: Where) => `/admin/collections/contact-messages${where ? `?${whereToQuery(where)}` : ''}`
