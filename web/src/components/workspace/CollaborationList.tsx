// The member's collaborations on /dashboard/collaborations, a page at a time: each with the other
// business, its status and unread messages, those waiting on the member first ("needs your reply")
// within the page, each linking to its page; a plain link under the list opens the next page of
// older ones, so paging needs no script.
import { fill } from '@kindred/cms/template'

import type { CollaborationListPage } from '~/workspace/workspace.functions'

import type { WorkspaceTexts } from './shared'

/** `paged`: an older page is shown, whose count would not be the member's. */
export function CollaborationList({ page, paged, texts }: { page: CollaborationListPage; paged: boolean; texts: WorkspaceTexts }) {
  const { items, older } = page
  // The count is the member's only when the whole list fits on the first page.
  const whole = !paged && older === null
  return (
    <section aria-labelledby="collaborations-heading" className="mt-10 min-w-0 wrap-anywhere" data-testid="collaboration-list">
      <h2 id="collaborations-heading" className="text-2xl font-bold tracking-tight">
        {texts.listHeading}
        {whole ? <span className="text-slate-500"> ({items.length})</span> : null}
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
                <span
                  className={`rounded px-2 py-0.5 font-semibold ${item.status === 'active' ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
                  data-testid="collaboration-item-status"
                >
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
      {older !== null ? (
        <p className="mt-4">
          <a href={`/dashboard/collaborations?before=${older}#collaborations-heading`} className="font-semibold text-blue-800 underline" data-testid="collaboration-list-older">
            {texts.listOlder}
          </a>
        </p>
      ) : null}
    </section>
  )
}
