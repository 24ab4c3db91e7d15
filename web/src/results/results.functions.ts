// Server functions for the results pages and components (decision 0102): a collaboration's codes and
// results, making and disabling a code, recording a sale, the totals of every collaboration and an
// offer's flyer. Each checks the session itself from the request (never trusting beforeLoad) and
// calls the same modules as the API, so a page and an API client meet the same rules. Mutations
// answer `{ success: true, … }` or a Failure (the API's failure shape plus its status), so forms
// show field errors instead of an error page.
import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

import { businessOfMember, collaborationsOfMember, type Party } from '~/server/businesses.server'
import { formsCopy } from '~/server/copy.server'
import { db } from '~/server/db.server'
import { csrfHeaderName, csrfToken } from '~/server/csrf-token'
import { entitlementDecision, requireEntitlement } from '~/server/entitlements.server'
import { asAppError, TooManyRequests } from '~/server/errors.server'
import { parseWith } from '~/server/http.server'
import type { User } from '~/server/member'
import { countAttempt } from '~/server/rate-limit.server'
import { signedInMember as memberOf } from '~/server/viewer.server'

import { codesOf, codesOfCollaborations, createCode, disableCode, findCode, listCodes, partyTo, sideOf, toOfferCode, type OfferCode } from './codes.server'
import { forgetCode, qrSvgOf } from './go.server'
import { recordRedemption } from './redemptions.server'
import { addDays, melbourneDay, normaliseCode, redemptionChannels } from './results.options'
import { newCodeSchema, redemptionSchema } from './results.schema'
import { collaborationResults, type Figures, type Results } from './rollups.server'

/** A refused action as a form shows it. */
export type Failure = { success: false; status: number; errorMessage: string; errors?: Record<string, string> }

/** Whether the member may make codes; when not, the CMS's words naming the plan that allows it. */
export type CodeGate = { allowed: true } | { allowed: false; message: string }

/** A code as the member sees it: which side of it their business is. */
export type MemberCode = OfferCode & { side: 'redeemer' | 'promoter' }

export type CollaborationResultsView = {
  collaborationId: number
  own: { slug: string; name: string }
  other: { slug: string; name: string; left: boolean }
  codes: MemberCode[]
  results: Results
  /** The last 30 Melbourne days, oldest first, every day present (zero when nothing happened). */
  chartDays: Results['days']
  gate: CodeGate
}

export type ResultsOverview = {
  totals: Figures & { averageSale: number }
  collaborations: { id: number; partner: { slug: string; name: string; left: boolean }; figures: Figures; codes: number }[]
}

export type FlyerView = { code: string; offerText: string; redeemer: string; promoter: string; qrSvg: string }

/** Cookie-authenticated writes carry the CSRF header (decision 0013); the server checks it when it looks the member up. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = csrfToken()
  return next({ headers: token ? { [csrfHeaderName]: token } : {} })
})

/** The signed-in member of this request, or null. */
const signedInMember = (): Promise<User | null> => memberOf(getRequest())

const signInFailure = async (): Promise<Failure> => ({ success: false, status: 401, errorMessage: (await formsCopy()).session.signInToContinue })

/** Known errors become the Failure a form can show; anything else stays an error (a 500). */
async function attempt<T extends object>(work: (member: User) => Promise<T>): Promise<({ success: true } & T) | Failure> {
  const member = await signedInMember()
  if (!member) return signInFailure()
  try {
    return { success: true, ...(await work(member)) }
  } catch (error) {
    const known = asAppError(error)
    if (!known) throw error
    return { success: false, status: known.status, errorMessage: known.errorMessage, ...(known.options.fields ? { errors: known.options.fields } : {}) }
  }
}

/** A collaboration id as a route passes it from the URL; anything else names none (0 finds nothing). */
const idField = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1)
const idInput = z.object({ id: idField.catch(0) }).catch({ id: 0 })

const shortText = (max: number) => z.string().max(max).optional().nullable()

/** The create form's fields, bounded; the code schema (results.schema.ts) then gives field errors. */
const newCodeInput = z.object({
  id: idField,
  offerText: z.string().max(1000),
  destination: shortText(2100),
  validFrom: shortText(40),
  validUntil: shortText(40),
  maxUses: z.number().optional().nullable(),
})

const codeInput = z.object({ code: z.string().max(40) })

const saleInput = z.object({
  code: z.string().max(40),
  amount: z.number(),
  orderRef: shortText(200),
  channel: z.enum(redemptionChannels).optional().nullable(),
})

const flyerInput = z.object({ id: idField.catch(0), code: z.string().max(40).catch('') }).catch({ id: 0, code: '' })

/** Sales a member may record in a window: the same budget as POST /api/redemptions. */
const saleLimit = { max: 300, windowSeconds: 600 }

const emptyFigures = (): Figures => ({ clicks: 0, qrScans: 0, redemptions: 0, revenue: 0 })

/** The last `count` Melbourne days ending today, each with its figures (zero when none). */
function lastDays(days: Results['days'], count: number): Results['days'] {
  const today = melbourneDay()
  const byDate = new Map(days.map((day) => [day.date, day]))
  return Array.from({ length: count }, (_, index) => {
    const date = addDays(today, index - count + 1)
    return byDate.get(date) ?? { date, ...emptyFigures() }
  })
}

async function gateOf(member: User): Promise<CodeGate> {
  const decision = await entitlementDecision(member, 'offer-codes')
  return decision.allowed ? { allowed: true } : { allowed: false, message: decision.message }
}

const partyView = (party: Party) => ({ slug: party.slug, name: party.name, left: party.profileId === null })

/** One collaboration's codes and results as either party sees them; null when the member is not a party (a 404). */
export const getCollaborationResults = createServerFn({ method: 'GET' })
  .validator((input: unknown) => idInput.parse(input))
  .handler(async ({ data }): Promise<CollaborationResultsView | null> => {
    const member = await signedInMember()
    if (!member || !data.id) return null
    try {
      const collaboration = await partyTo(member.id, data.id)
      const [codes, results, gate] = await Promise.all([listCodes(member.id, data.id), codesOf(data.id).then((ids) => collaborationResults(ids, null, null)), gateOf(member)])
      return {
        collaborationId: collaboration.id,
        own: { slug: collaboration.own.slug, name: collaboration.own.name },
        other: partyView(collaboration.other),
        codes: codes.map((code) => ({ ...code, side: code.redeemer.slug === collaboration.own.slug ? 'redeemer' : 'promoter' })),
        results,
        chartDays: lastDays(results.days, 30),
        gate,
      }
    } catch (error) {
      // Not a party, or a proposal that is not (or no longer) a collaboration: nothing to show.
      if (asAppError(error)?.status === 404 || asAppError(error)?.status === 403) return null
      throw error
    }
  })

/** Makes a code the member's business honours (plan-gated, as POST /api/collaborations/{id}/codes). */
export const createOfferCode = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => newCodeInput.parse(input))
  .handler(async ({ data }) =>
    attempt(async (member) => {
      const { id, ...fields } = data
      await partyTo(member.id, id)
      await requireEntitlement(member, 'offer-codes')
      const input = parseWith(
        newCodeSchema,
        { ...fields, destination: fields.destination || null, validFrom: fields.validFrom || null, validUntil: fields.validUntil || null },
        'Please check the offer code’s details.',
      )
      const code = await createCode(member.id, id, input)
      forgetCode(code.code)
      return { code }
    }),
  )

/** Disables a code for good (its redeemer only). */
export const disableOfferCode = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => codeInput.parse(input))
  .handler(async ({ data }) =>
    attempt(async (member) => {
      const business = await businessOfMember(member.id)
      const { row } = await disableCode(business?.profileId ?? null, normaliseCode(data.code))
      forgetCode(row.code)
      return { code: toOfferCode(row) }
    }),
  )

/** Records a sale made with a code (its redeemer only), as POST /api/redemptions; `created` false for an order already stored. */
export const recordSale = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => saleInput.parse(input))
  .handler(async ({ data }) =>
    attempt(async (member) => {
      const input = parseWith(redemptionSchema, { ...data, orderRef: data.orderRef || null }, 'Please check the sale’s details.')
      const throttle = await countAttempt(await db(), `results:redemptions:${member.id}`, saleLimit)
      if (!throttle.allowed) throw new TooManyRequests(throttle.retryAfterSeconds, 'Too many sales recorded at once. Please wait a moment and try again.')
      const business = await businessOfMember(member.id)
      const { redemption, created } = await recordRedemption(input, { profileId: business?.profileId ?? null, recordedBy: 'member' })
      return { redemption, created }
    }),
  )

/** The totals of every collaboration of the member and a row for each; null without a session. */
export const getResultsOverview = createServerFn({ method: 'GET' }).handler(async (): Promise<ResultsOverview | null> => {
  const member = await signedInMember()
  if (!member) return null
  const collaborations = await collaborationsOfMember(member.id)
  const codes = await codesOfCollaborations(collaborations.map((collaboration) => collaboration.id))
  const all = await collaborationResults(codes, null, null)
  const figuresByCode = new Map(all.codes.map((figures, index) => [codes[index]!.id, figures]))
  const rows = collaborations.map((collaboration) => {
    const own = codes.filter((code) => code.collaborationId === collaboration.id)
    const figures = emptyFigures()
    for (const code of own) {
      const found = figuresByCode.get(code.id)
      if (!found) continue
      figures.clicks += found.clicks
      figures.qrScans += found.qrScans
      figures.redemptions += found.redemptions
      figures.revenue += found.revenue
    }
    return { id: collaboration.id, partner: partyView(collaboration.other), figures, codes: own.length }
  })
  return {
    totals: { clicks: all.clicks, qrScans: all.qrScans, redemptions: all.redemptions, revenue: all.revenue, averageSale: all.averageSale },
    collaborations: rows,
  }
})

/** An offer code's flyer: both names, the offer, the code and its QR code; null unless the member is a party and the code is the collaboration's. */
export const getFlyer = createServerFn({ method: 'GET' })
  .validator((input: unknown) => flyerInput.parse(input))
  .handler(async ({ data }): Promise<FlyerView | null> => {
    const member = await signedInMember()
    const code = normaliseCode(data.code)
    if (!member || !data.id || !code) return null
    const business = await businessOfMember(member.id)
    const row = await findCode(code)
    if (!row || row.collaborationId !== data.id || !sideOf(row, business?.profileId ?? null)) return null
    return { code: row.code, offerText: row.offerText, redeemer: row.redeemer.name, promoter: row.promoter.name, qrSvg: qrSvgOf(row.code) }
  })
