// The site's own page forms as a browser sends them without script: the account pages' (POST
// /login, /register, /forgot-password, /reset-password) and a signed-in member's (memberPageForm).
// Another site's form is refused (403), the body is read as the browser encodes it (capped: 413),
// and what the handler does not answer itself renders the page again with a readable message
// (answeringForm). Each page says how it shows a refusal; a refusal answers with its status (400,
// 401, 409, 429 with Retry-After), as the API does. A forged form gets the API's 403, answered by
// the platform's one mapping: there is no page to render for a request we will not read.
import { csrfFieldName } from '~/server/csrf-token'
import { errorResponse } from '~/server/errors.server'
import { answeringForm, pageWithStatus, readFormFields, seeOther } from '~/server/http.server'
import type { User } from '~/server/member'

import { cookieNames } from './config.server'
import { echoesCsrfCookie, isForeignOrigin, isSameOrigin, markCsrfCheckedByForm } from './csrf.server'
import { readCookie } from './http.server'
import { csrfRefused, foreignOrigin } from './refusals.server'
import { validateSessionToken } from './session.server'

/** Start's `next` as a page form handler calls it: the page rendered again, `Failure` in its server context under `Key`. */
export type PageNext<Key extends string, Failure, R> = (options: { context: Record<Key, Failure> }) => R

/** How one page handles its form: `run` answers it; `refuse` renders the page again with a message. */
type PageForm<R> = { refuse: (message: string) => R | Promise<Response | R>; run: () => Promise<Response | R> }

/** Why a form was refused, as its page answers: 400 unless said otherwise, and Retry-After with a 429. */
export type FormRefusal = { status?: number; retryAfterSeconds?: number }

/** `page` (the form's page rendered again) answered with the refusal's status. */
export function refusedWith<R>(page: R, refusal: FormRefusal = {}): Promise<Response | R> {
  const headers: Record<string, string> = refusal.retryAfterSeconds ? { 'Retry-After': String(refusal.retryAfterSeconds) } : {}
  return pageWithStatus(page, refusal.status ?? 400, headers)
}

export async function pageForm<R>(request: Request, handle: (fields: URLSearchParams) => PageForm<R>): Promise<Response | R> {
  const scope = `auth] [POST ${new URL(request.url).pathname}`
  if (isForeignOrigin(request)) return errorResponse(foreignOrigin(), scope)
  const form = await readFormFields(request)
  if ('response' in form) return form.response
  const { refuse, run } = handle(form.data)
  return answeringForm(scope, run, refuse)
}

/**
 * A signed-in member's page form posted without script (decision 0013's rules for a cookie write:
 * our own origin, and the CSRF cookie echoed, here in the form's hidden `csrf` field). No live
 * session: 303 to sign in and come back to `page`. `handle` gets the member the session names.
 */
export async function memberPageForm<R>(request: Request, page: string, handle: (fields: URLSearchParams, member: User) => PageForm<R>): Promise<Response | R> {
  const scope = `auth] [POST ${page}`
  if (!isSameOrigin(request)) return errorResponse(foreignOrigin(), scope)
  const form = await readFormFields(request)
  if ('response' in form) return form.response
  const cookie = readCookie(request, cookieNames.session)
  const session = cookie ? await validateSessionToken(cookie) : null
  if (!session) return seeOther(`/login?redirect=${encodeURIComponent(page)}`)
  if (!echoesCsrfCookie(request, form.data.get(csrfFieldName))) return errorResponse(csrfRefused(), scope)
  markCsrfCheckedByForm(request)
  const { refuse, run } = handle(form.data, session.user)
  return answeringForm(scope, run, refuse)
}
