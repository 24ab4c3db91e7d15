// Above the contact-messages list: one-click views by status, type and "overdue" (the list's own
// Filters button still does anything else). Plain links, so they work without client code; the
// view on screen is marked, so support can tell what the list is showing.
import type { Where } from 'payload'

import { contactStatusOptions, contactTypeOptions } from '../../contact-options'
import { listUrl, overdueWhere, whereParams } from './queries'

const linkStyle = { padding: '4px 10px', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, textDecoration: 'none' }
const activeStyle = { ...linkStyle, background: 'var(--theme-elevation-800)', borderColor: 'var(--theme-elevation-800)', color: 'var(--theme-elevation-0)', fontWeight: 600 }

type SearchParams = Record<string, unknown>

/** The `where[…]` parameters of a query as one comparable string; the overdue cut-off's moment is left out (it moves every render). */
function viewKey(params: [string, string][]): string {
  return params
    .filter(([key]) => key.startsWith('where['))
    .map(([key, value]) => (key.endsWith('[createdAt][less_than]') ? key : `${key}=${value}`))
    .sort()
    .join('&')
}

const keyOfWhere = (where?: Where) => viewKey(where ? whereParams(where) : [])

/** Next hands the page its query flat (`where[status][equals]`); a parsed `where` object is read too. */
const keyOfSearch = (searchParams: SearchParams = {}) =>
  viewKey(
    Object.entries(searchParams).flatMap(([key, value]): [string, string][] => {
      if (typeof value === 'string') return [[key, value]]
      return key === 'where' && value && typeof value === 'object' ? whereParams(value as Where) : []
    }),
  )

export function ContactQuickFilters({ searchParams }: { searchParams?: SearchParams }) {
  const views: [string, Where | undefined][] = [
    ['All', undefined],
    ['Overdue', overdueWhere()],
    ...contactStatusOptions.map(({ value, label }): [string, Where] => [label, { status: { equals: value } }]),
    ...contactTypeOptions.map(({ value, label }): [string, Where] => [label, { type: { equals: value } }]),
  ]
  const current = keyOfSearch(searchParams)
  return (
    <nav aria-label="Quick filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
      {views.map(([text, where]) => {
        const active = keyOfWhere(where) === current
        return (
          <a className="kindred-card-link" key={text} href={listUrl(where)} aria-current={active ? 'page' : undefined} style={active ? activeStyle : linkStyle}>
            {text}
          </a>
        )
      })}
    </nav>
  )
}
