// Above the contact-messages list: one-click views by status, type and "overdue" (the list's own
// Filters button still does anything else). Plain links, so they work without client code.
import { contactStatuses, contactTypes } from '../../collections/ContactMessages'
import { listUrl, overdueWhere } from './queries'

const label = (value: string) => value[0]!.toUpperCase() + value.slice(1).replaceAll('-', ' ')
const linkStyle = { padding: '4px 10px', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, textDecoration: 'none' }

export function ContactQuickFilters() {
  const links: [string, string][] = [
    ['All', listUrl()],
    ['Overdue', listUrl(overdueWhere())],
    ...contactStatuses.map((status): [string, string] => [label(status), listUrl({ status: { equals: status } })]),
    ...contactTypes.map((type): [string, string] => [label(type), listUrl({ type: { equals: type } })]),
  ]
  return (
    <nav aria-label="Quick filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
      {links.map(([text, href]) => (
        <a key={text} href={href} style={linkStyle}>
          {text}
        </a>
      ))}
    </nav>
  )
}
