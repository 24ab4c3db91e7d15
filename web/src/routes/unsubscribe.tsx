// /unsubscribe?token=…: the one-click unsubscribe link of every email (RFC 8058). A mail program
// posts to it without cookies; a person who opens it sees what it turns off and a button, which
// posts the same form (no script needed) and comes back here with ?outcome=done.
import { createFileRoute } from '@tanstack/react-router'

import { optionalOneOf, optionalString } from '~/auth/search-params'
import { postUnsubscribe } from '~/workspace/notifications.handlers.server'
import { getUnsubscribePage } from '~/workspace/notifications.functions'

export const Route = createFileRoute('/unsubscribe')({
  server: { handlers: { POST: ({ request }) => postUnsubscribe({ request }) } },
  validateSearch: (search: Record<string, unknown>): { token?: string; outcome?: 'done' | 'invalid' } => ({
    token: optionalString(search.token, 200),
    outcome: optionalOneOf(search.outcome, ['done', 'invalid'] as const),
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  loader: ({ deps }) => getUnsubscribePage({ data: { token: deps.token } }),
  // The token must not leak to other sites through the Referer header.
  headers: () => ({ 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store' }),
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: UnsubscribePage,
})

function UnsubscribePage() {
  const page = Route.useLoaderData()
  const { token, outcome } = Route.useSearch()
  const text = !page.valid || outcome === 'invalid' ? page.invalid : outcome === 'done' ? page.done : page.confirm
  return (
    <div className="bg-slate-50">
      <div className="container-page max-w-xl py-12">
        <h1 className="text-2xl font-semibold text-slate-900">{page.title}</h1>
        <p className="mt-4 text-slate-700" role={outcome ? 'status' : undefined}>
          {text}
        </p>
        {page.valid && !outcome ? (
          <form method="post" action={`/unsubscribe?token=${encodeURIComponent(token ?? '')}`} className="mt-6">
            <input type="hidden" name="token" value={token ?? ''} />
            <button type="submit" className="btn-primary">
              {page.button}
            </button>
          </form>
        ) : null}
        <p className="mt-6">
          <a href="/dashboard/settings/notifications" className="text-brand-700 underline">
            {page.settingsLink}
          </a>
        </p>
      </div>
    </div>
  )
}
