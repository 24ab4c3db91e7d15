// The member's collaborations on /dashboard/collaborations: each with the other business, its
// status and unread messages, those waiting on the member first ("needs your reply"), each linking
// to its page.
import { fill } from '@kindred/cms/template'

import type { CollaborationListItem } from '~/workspace/workspace.functions'

import type { WorkspaceTexts } from './shared'

export function CollaborationList({ items, texts }: { items: CollaborationListItem[]; texts: WorkspaceTexts }) {
  return (
    <section aria-labelledby="collaborations-heading" className="mt-10 min-w-0 wrap-anywhere" data-testid="collaboration-list">
      <h2 id="collaborations-heading" className="text-2xl font-bold tracking-tight">
        {texts.listHeading} <span className="text-slate-500">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="collaboration-list-empty">
          {texts.listEmpty}
        </p>
      ) : (
        <ul className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-4" data-testid="collaboration-item" data-collaboration={item.id} data-needs-reply={item.needsReply}>
              <a href={`/dashboard/collaborations/${item.id}`} className="text-lg font-semibold text-blue-800 underline wrap-anywhere" aria-label={fill(texts.listOpen, { name: item.other.name })}>
                <bdi>{item.other.name}</bdi>
              </a>
              <p className="mt-2 flex flex-wrap gap-2 text-sm">
                <span className={`rounded px-2 py-0.5 font-semibold ${item.status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`} data-testid="collaboration-item-status">
                  {item.status === 'active' ? texts.statusActive : texts.statusEnded}
                </span>
                {item.unread > 0 ? (
                  <span className="rounded bg-blue-100 px-2 py-0.5 font-semibold text-blue-900" data-testid="collaboration-item-unread">
                    {fill(texts.listUnread, { count: String(item.unread) })}
                  </span>
                ) : null}
                {item.needsReply ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-900" data-testid="collaboration-item-needs-reply">
                    {texts.listNeedsReply}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
