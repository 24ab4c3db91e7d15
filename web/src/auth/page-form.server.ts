// The account pages' own forms as a browser sends them without script (POST /login, /register,
// /forgot-password, /reset-password): another site's form is refused (403), the body is read as the
// browser encodes it (capped: 413), and what the handler does not answer itself renders the page
// again with a readable message (answeringForm). Each page says how it shows a refusal.
import { answeringForm, readFormFields } from '~/server/http.server'

import { isForeignOrigin } from './csrf.server'
import { fail } from './http.server'

/** Start's `next` as a page form handler calls it: the page rendered again, `Failure` in its server context under `Key`. */
export type PageNext<Key extends string, Failure, R> = (options: { context: Record<Key, Failure> }) => R

/** How one page handles its form: `run` answers it; `refuse` renders the page again with a message. */
type PageForm<R> = { refuse: (message: string) => R; run: () => Promise<Response | R> }

export async function pageForm<R>(request: Request, handle: (fields: URLSearchParams) => PageForm<R>): Promise<Response | R> {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const form = await readFormFields(request)
  if ('response' in form) return form.response
  const { refuse, run } = handle(form.data)
  return answeringForm(`auth] [POST ${new URL(request.url).pathname}`, run, refuse)
}
