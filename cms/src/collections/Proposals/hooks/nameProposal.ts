// The proposal's title in the admin ("Fitzroy Beans → Collingwood Books"): list, edit heading,
// breadcrumbs and relationship pickers. Computed on every read from the two businesses' current
// names, stored nowhere, so a rename shows at once and needs no trigger (docs/decisions/0089).
import type { CollectionAfterReadHook } from 'payload'

type Side = { business?: unknown; departed?: unknown }

const nameOf = ({ business, departed }: Side): string | null => {
  if (typeof business === 'string' && business) return business
  if (typeof departed === 'string' && departed) return `${departed} (left Kindred)`
  return null
}

/** "{from} → {to}"; a side that has left is named as it left (decision 0088). */
export function proposalTitle(doc: { id?: unknown; fromBusiness?: unknown; fromName?: unknown; toBusiness?: unknown; toName?: unknown }): string {
  const from = nameOf({ business: doc.fromBusiness, departed: doc.fromName })
  const to = nameOf({ business: doc.toBusiness, departed: doc.toName })
  if (!from && !to) return `Proposal ${String(doc.id ?? '')}`.trim()
  return `${from ?? 'Unknown business'} → ${to ?? 'Unknown business'}`
}

/**
 * Runs after the field hooks, so `fromBusiness` / `toBusiness` already hold the names read through
 * the relationships (the collection's `forceSelect` keeps them in every read, however narrow its select).
 */
export const nameProposal: CollectionAfterReadHook = ({ doc }) => {
  doc.title = proposalTitle(doc)
  return doc
}
