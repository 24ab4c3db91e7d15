// On the admin dashboard, for the desk (support and admin staff): how many businesses are listed and unlisted, and
// how many proposals are pending and accepted, each linking to that view of the list.
import type { Payload, ServerProps, Where } from 'payload'

import { roleOf } from '../../access'
import { whereToQuery } from '../contact/queries'

const views: { key: string; collection: 'business-profiles' | 'proposals'; where: Where; label: (n: number) => string }[] = [
  { key: 'listed', collection: 'business-profiles', where: { listed: { equals: true } }, label: (n) => `listed ${n === 1 ? 'business' : 'businesses'}` },
  { key: 'unlisted', collection: 'business-profiles', where: { listed: { equals: false } }, label: () => 'unlisted' },
  { key: 'pending', collection: 'proposals', where: { status: { equals: 'pending' } }, label: (n) => `pending ${n === 1 ? 'proposal' : 'proposals'}` },
  { key: 'accepted', collection: 'proposals', where: { status: { equals: 'accepted' } }, label: (n) => `accepted ${n === 1 ? 'collaboration' : 'collaborations'}` },
]

async function counts(payload: Payload) {
  return Promise.all(views.map(async (view) => ({ ...view, count: (await payload.count({ collection: view.collection, where: view.where, overrideAccess: true })).totalDocs })))
}

const card = { flex: '1 1 160px', padding: 16, border: '1px solid var(--theme-elevation-150)', borderRadius: 6, textDecoration: 'none' }

export async function PartnersSummary({ payload, user }: ServerProps) {
  const role = roleOf({ user: user ? ({ ...user, collection: 'staff' } as never) : null })
  if (role !== 'admin' && role !== 'support') return null
  const rows = await counts(payload)
  return (
    <section aria-label="Partner directory" style={{ display: 'flex', gap: 16, marginBottom: 24, flexWrap: 'wrap' }}>
      {rows.map((row) => (
        <a className="kindred-card-link" key={row.key} href={`/admin/collections/${row.collection}?${whereToQuery(row.where)}`} style={card} data-testid={`partners-${row.key}-count`}>
          <strong style={{ fontSize: 28, display: 'block' }}>{row.count}</strong> {row.label(row.count)}
        </a>
      ))}
    </section>
  )
}
