// On the admin dashboard, for the contact desk (support and admin staff): how many messages are
// new and how many are overdue, each linking to that view of the list.
import type { Payload, ServerProps } from 'payload'

import { roleOf } from '../../access'
import { listUrl, newWhere, overdueWhere } from './queries'

async function counts(payload: Payload) {
  const [fresh, overdue] = await Promise.all([
    payload.count({ collection: 'contact-messages', where: newWhere, overrideAccess: true }),
    payload.count({ collection: 'contact-messages', where: overdueWhere(), overrideAccess: true }),
  ])
  return { fresh: fresh.totalDocs, overdue: overdue.totalDocs }
}

const card = { flex: '1 1 200px', padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 6, textDecoration: 'none' }

export async function ContactDeskSummary({ payload, user }: ServerProps) {
  const role = roleOf({ user: user ? ({ ...user, collection: 'staff' } as never) : null })
  if (role !== 'admin' && role !== 'support') return null
  const { fresh, overdue } = await counts(payload)
  return (
    <section aria-label="Contact desk" style={{ display: 'flex', gap: 16, marginBottom: 24 }}>
      <a className="kindred-card-link" href={listUrl(newWhere)} style={card} data-testid="contact-new-count">
        <strong style={{ fontSize: 28, display: 'block' }}>{fresh}</strong> new contact {fresh === 1 ? 'message' : 'messages'}
      </a>
      <a className="kindred-card-link" href={listUrl(overdueWhere())} style={{ ...card, borderColor: overdue ? 'var(--theme-error-500)' : undefined }} data-testid="contact-overdue-count">
        <strong style={{ fontSize: 28, display: 'block' }}>{overdue}</strong> overdue (no answer within 24 hours)
      </a>
    </section>
  )
}
