// Above the contact-messages list: one-click views by status, type and "overdue" (the list's own
// Filters button still does anything else). Plain links, so they work without client code.
import { contactStatusOptions, contactTypeOptions } from '../../collections/ContactMessages'
import { listUrl, overdueWhere } from './queries'

const linkStyle = { padding: '4px 10px', border: '1px solid var(--theme-elevation-150)', borderRadius: 4, textDecoration: 'none' }

export function ContactQuickFilters() {
  const links: [string, string][] = [
    ['All', listUrl()],
    ['Overdue', listUrl(overdueWhere())],
    ...contactStatusOptions.map(({ value, label }): [string, string] => [label, listUrl({ status: { equals: value } })]),
    ...contactTypeOptions.map(({ value, label }): [string, string] => [label, listUrl({ type: { equals: value } })]),
  ]
  return (
    <nav aria-label="Quick filters" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
      {links.map(([text, href]) => (
        <a className="kindred-card-link" key={text} href={href} style={linkStyle}>
          {text}
        </a>
      ))}
    </nav>
  )
}
