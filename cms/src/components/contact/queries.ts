// The desk's saved views as Payload list queries, shared by the dashboard counts and the list's quick filters.
import type { Where } from 'payload'

import { replyPromiseHours } from '../../collections/ContactMessages/hooks/contactOverdue'

export const overdueWhere = (now = Date.now()): Where => ({
  and: [{ status: { in: ['new', 'in-progress'] } }, { createdAt: { less_than: new Date(now - replyPromiseHours * 3600_000).toISOString() } }],
})

export const newWhere: Where = { status: { equals: 'new' } }

/** `where` as the admin list's query parameters (qs bracket syntax), e.g. `['where[status][equals]', 'new']`. */
export function whereParams(where: Where, prefix = 'where'): [key: string, value: string][] {
  const params: [string, string][] = []
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`))
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${path}[${key}]`)
    else params.push([path, String(value)])
  }
  walk(where, prefix)
  return params
}

/** `where` as the admin list's query string, e.g. for a link. */
export function whereToQuery(where: Where, prefix = 'where'): string {
  return whereParams(where, prefix)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
}

export const listUrl = (where?: Where) => `/admin/collections/contact-messages${where ? `?${whereToQuery(where)}` : ''}`
