// POST /redeem/{token}: the counter page's form as shop staff send it, with or without script. The
// token in the URL is the credential (160 random bits, kept only as a hash): a browser never adds it
// to another site's request, so a forged form cannot record anything and the page needs no CSRF
// cookie, which staff at a shared till would not have anyway. Another site's page is still refused
// by its Origin (403), as every form of the site is. The sale goes through `recordRedemption`, the
// one way a sale is recorded, for the link's business, and the page renders again with the outcome
// in the CMS's words. The page has its own throttle, per link and per client address.
import { resultsCopy } from '~/server/copy.server'
import { AppError, errorResponse } from '~/server/errors.server'
import { answeringForm, clientIp, foreignOrigin, isForeignOrigin, pageWithStatus, readFormFields, type HandlerContext } from '~/server/http.server'
import { pageNotFound } from '~/server/not-found-page'
import { countAttempt } from '~/server/rate-limit.server'
import { db } from '~/server/db.server'
import { serverEnv } from '~/server/env.server'

import { openCounterLink, type OpenCounterLink } from './counter-links.server'
import { recordRedemption } from './redemptions.server'
import { centsOf, dollarsOf, normaliseCode } from './results.options'

/** What the counter page shows after its form: the outcome in words, and what was typed when it was refused. */
export type CounterOutcome = { recorded: boolean; message: string; values: { code: string; amount: string; orderRef: string } }

export type CounterNext<R> = (options: { context: { counterOutcome: CounterOutcome } }) => R

/** The counter page's throttles: sales a link may record, and attempts a client address may make, per window. */
export function counterLimits(): { link: { max: number; windowSeconds: number }; ip: { max: number; windowSeconds: number } } {
  const env = serverEnv()
  return {
    link: { max: env.COUNTER_LINK_RATE_MAX, windowSeconds: env.COUNTER_RATE_WINDOW_SECONDS },
    ip: { max: env.COUNTER_IP_RATE_MAX, windowSeconds: env.COUNTER_RATE_WINDOW_SECONDS },
  }
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

type Refusal = { status: number; message: string; headers?: HeadersInit }

/** Records the sale the form describes, or says in the CMS's words why not. */
async function recordAtCounter(link: OpenCounterLink, fields: URLSearchParams, request: Request, context: HandlerContext | undefined): Promise<{ message: string } | Refusal> {
  const words = (await resultsCopy()).counterPage
  const limits = counterLimits()
  const pool = await db()
  for (const [key, limit] of [
    [`results:counter:link:${link.id}`, limits.link],
    [`results:counter:ip:${clientIp(request, context)}`, limits.ip],
  ] as const) {
    const throttle = await countAttempt(pool, key, limit)
    if (!throttle.allowed) return { status: 429, message: words.throttled, headers: { 'Retry-After': String(throttle.retryAfterSeconds) } }
  }
  const code = normaliseCode((fields.get('code') ?? '').slice(0, 40))
  if (!code) return { status: 400, message: words.badCode }
  const amount = centsOf((fields.get('amount') ?? '').replace(/^\$/, '').slice(0, 20))
  if (amount === null) return { status: 400, message: words.badAmount }
  const orderRef = (fields.get('orderRef') ?? '').trim()
  if (orderRef.length > 64) return { status: 400, message: words.badOrderRef }
  try {
    const { redemption, created } = await recordRedemption({ code, amount, orderRef: orderRef || null, channel: 'till' }, { profileId: link.profileId, recordedBy: 'counter' })
    const values = { code: redemption.code, amount: dollarsOf(redemption.amount) }
    return { message: fill(created ? words.recorded : words.alreadyRecorded, values) }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    if (error.code === 'not-found' || error.code === 'forbidden') return { status: error.status, message: fill(words.notYours, { business: link.business }) }
    const reason = error.options.details?.reason
    const ended = { disabled: words.disabled, expired: words.expired, 'not-started': words.notStarted, 'used-up': words.usedUp }[String(reason)]
    return { status: error.status, message: ended ?? error.errorMessage, headers: error.options.headers }
  }
}

/** POST /redeem/{token}: the counter page again, with the sale recorded or the reason it was not. */
export async function counterForm<R>(request: Request, token: string, context: HandlerContext | undefined, next: CounterNext<R>): Promise<Response | R> {
  const scope = 'results] [POST /redeem'
  if (isForeignOrigin(request)) return errorResponse(foreignOrigin(), scope)
  const link = await openCounterLink(token)
  if (!link) return pageNotFound()
  const form = await readFormFields(request)
  if ('response' in form) return form.response
  const typed = { code: (form.data.get('code') ?? '').slice(0, 40), amount: (form.data.get('amount') ?? '').slice(0, 20), orderRef: (form.data.get('orderRef') ?? '').slice(0, 64) }
  const show = (outcome: CounterOutcome) => next({ context: { counterOutcome: outcome } })
  return answeringForm(
    scope,
    async () => {
      const result = await recordAtCounter(link, form.data, request, context)
      if ('status' in result) return pageWithStatus(show({ recorded: false, message: result.message, values: typed }), result.status, result.headers)
      // Recorded: the form is empty again for the next customer.
      return show({ recorded: true, message: result.message, values: { code: '', amount: '', orderRef: '' } })
    },
    (message) => show({ recorded: false, message, values: typed }),
  )
}
