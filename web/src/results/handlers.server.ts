// The results API (decision 0102) as plain `Request → Response` handlers: each finds the signed-in
// member (401 without one), bounds its input with a schema and answers through the platform's one
// error mapping. Route files under routes/api and routes/go only wire these to their paths.
import type { KeyRoute } from '~/server/api-keys.server'
import { businessOfMember } from '~/server/businesses.server'
import { db } from '~/server/db.server'
import { requireEntitlement } from '~/server/entitlements.server'
import { AppError, TooManyRequests } from '~/server/errors.server'
import { answeringRefusals, json, parseWith, readJsonObject, serve, type Handler } from '~/server/http.server'
import type { User } from '~/server/member'
import { countAttempt } from '~/server/rate-limit.server'
import { signedInMember } from '~/server/viewer.server'

import { codesOf, createCode, disableCode, listCodes, partyTo, toOfferCode } from './codes.server'
import { createCounterLink, deleteCounterLink, listCounterLinks } from './counter-links.server'
import { forgetCode } from './go.server'
import { importSalesOf, readCsv } from './import.server'
import { createIntegration, deleteIntegration, listIntegrations } from './integrations.server'
import { recordRedemption, voidRedemption } from './redemptions.server'
import { normaliseCode } from './results.options'
import { counterLinkSchema, integrationSchema, newCodeSchema, redemptionSchema, resultsQuerySchema } from './results.schema'
import { collaborationResults } from './rollups.server'
import { receiveWebhook } from './webhooks.server'

type MemberHandler = (request: Request, member: User) => Promise<Response>

/**
 * A results endpoint for signed-in members (bearer, or the cookie with the CSRF rules); 401
 * otherwise. With `apiKeys` (its entry in the platform's `keyRoutes`) a member's API key works too.
 */
export function serveMember(handler: MemberHandler, apiKeys?: KeyRoute): ReturnType<typeof serve> {
  const guarded: Handler = async (request) => {
    const member = await signedInMember(request, { apiKeys })
    if (!member) throw new AppError('unauthorized', 'Please sign in to continue.')
    return handler(request, member)
  }
  return serve(answeringRefusals(guarded, 'results'), 'results')
}

/** An id in a path: a positive 32-bit integer, else the thing it names does not exist. */
function idOf(raw: string, notFound: () => AppError): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2 ** 31 - 1) throw notFound()
  return Number(raw)
}

/** A JSON object body; anything else is a 400 (the contract's "invalid input"), too large a 413. */
async function readObject(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readJsonObject(request)
  } catch (error) {
    if (error instanceof AppError && error.code === 'unsupported-media-type') throw new AppError('bad-request', error.errorMessage)
    throw error
  }
}

const collaborationNotFound = () => new AppError('not-found', 'We could not find that collaboration.')
const saleNotFound = () => new AppError('not-found', 'We could not find that sale.')

/** Sales a member may record in a window: a busy till's day in ten minutes, far above any shop's hour. */
const redemptionLimit = { max: 300, windowSeconds: 600 }

/** POST /api/collaborations/{id}/codes: a code the member's business honours (plan-gated). */
export const postCode =
  (rawId: string): MemberHandler =>
  async (request, member) => {
    const id = idOf(rawId, collaborationNotFound)
    const body = await readObject(request)
    // Who may see the collaboration is settled before the plan or the input is discussed.
    await partyTo(member.id, id)
    await requireEntitlement(member, 'offer-codes')
    const input = parseWith(newCodeSchema, body, 'Please check the offer code’s details.')
    const code = await createCode(member.id, id, input)
    forgetCode(code.code)
    return json(201, { success: true, code })
  }

/** GET /api/collaborations/{id}/codes: both parties see every code. */
export const getCodes =
  (rawId: string): MemberHandler =>
  async (_request, member) =>
    json(200, { success: true, codes: await listCodes(member.id, idOf(rawId, collaborationNotFound)) })

/** POST /api/codes/{code}/disable: the redeemer stops the code for good. */
export const postDisable =
  (rawCode: string): MemberHandler =>
  async (_request, member) => {
    const business = await businessOfMember(member.id)
    const { row } = await disableCode(business?.profileId ?? null, normaliseCode(rawCode))
    forgetCode(row.code)
    return json(200, { success: true, code: toOfferCode(row) })
  }

/** POST /api/redemptions: a sale recorded by the member for their business. */
export const postRedemption: MemberHandler = async (request, member) => {
  const body = await readObject(request)
  const input = parseWith(redemptionSchema, body, 'Please check the sale’s details.')
  const throttle = await countAttempt(await db(), `results:redemptions:${member.id}`, redemptionLimit)
  if (!throttle.allowed) throw new TooManyRequests(throttle.retryAfterSeconds, 'Too many sales recorded at once. Please wait a moment and try again.')
  const business = await businessOfMember(member.id)
  const { redemption, created } = await recordRedemption(input, { profileId: business?.profileId ?? null, recordedBy: 'member' })
  return json(created ? 201 : 200, { success: true, redemption })
}

/** POST /api/redemptions/{id}/void. */
export const postVoid =
  (rawId: string): MemberHandler =>
  async (_request, member) => {
    const id = idOf(rawId, saleNotFound)
    const business = await businessOfMember(member.id)
    return json(200, { success: true, redemption: await voidRedemption(id, { profileId: business?.profileId ?? null }) })
  }

/** GET /api/collaborations/{id}/results?from&to: the same figures for both parties. */
export const getResults =
  (rawId: string): MemberHandler =>
  async (request, member) => {
    const id = idOf(rawId, collaborationNotFound)
    const params = Object.fromEntries(new URL(request.url).searchParams)
    const range = parseWith(resultsQuerySchema, params, 'Please check the dates.')
    await partyTo(member.id, id)
    const codes = await codesOf(id)
    return json(200, { success: true, results: await collaborationResults(codes, range.from ?? null, range.to ?? null) })
  }

/** The business the member runs: counter links, integrations and imports record for it (403 without one). */
async function ownBusiness(member: User): Promise<{ profileId: number }> {
  const business = await businessOfMember(member.id)
  if (!business) throw new AppError('forbidden', 'Create your business profile first: sales are recorded for a business.')
  return business
}

/** POST /api/redemptions/import[?dryRun=1]: a CSV file of sales (text/csv, at most 5,000 rows and 1 MB). */
export const postImport: MemberHandler = async (request, member) => {
  const text = await readCsv(request)
  const { profileId } = await ownBusiness(member)
  const dryRun = ['1', 'true'].includes(new URL(request.url).searchParams.get('dryRun') ?? '')
  return json(200, { success: true, ...(await importSalesOf(member.id, profileId, text, dryRun)) })
}

const counterLinkNotFound = () => new AppError('not-found', 'We could not find that counter link.')
const integrationNotFound = () => new AppError('not-found', 'We could not find that integration.')

/** POST /api/counter-links: a new counter link; its URL is shown this once. */
export const postCounterLink: MemberHandler = async (request, member) => {
  const body = await readObject(request)
  const { label } = parseWith(counterLinkSchema, body, 'Please check the counter link’s name.')
  const { profileId } = await ownBusiness(member)
  return json(201, { success: true, link: await createCounterLink(profileId, label) })
}

/** GET /api/counter-links: the business's counter links (none without a business). */
export const getCounterLinks: MemberHandler = async (_request, member) => {
  const business = await businessOfMember(member.id)
  return json(200, { success: true, links: business ? await listCounterLinks(business.profileId) : [] })
}

/** DELETE /api/counter-links/{id}: the link stops working at once. */
export const deleteCounterLinkHandler =
  (rawId: string): MemberHandler =>
  async (_request, member) => {
    const id = idOf(rawId, counterLinkNotFound)
    const business = await businessOfMember(member.id)
    await deleteCounterLink(business?.profileId ?? null, id)
    return json(200, { success: true })
  }

/** POST /api/integrations: a new shop integration; its webhook URL and secret are shown this once. */
export const postIntegration: MemberHandler = async (request, member) => {
  const body = await readObject(request)
  const { platform, label } = parseWith(integrationSchema, body, 'Please check the integration’s details.')
  const { profileId } = await ownBusiness(member)
  return json(201, { success: true, integration: await createIntegration(profileId, platform, label) })
}

/** GET /api/integrations: the business's shop integrations. */
export const getIntegrations: MemberHandler = async (_request, member) => {
  const business = await businessOfMember(member.id)
  return json(200, { success: true, integrations: business ? await listIntegrations(business.profileId) : [] })
}

/** DELETE /api/integrations/{id}: the shop's webhooks are refused (404) from now on. */
export const deleteIntegrationHandler =
  (rawId: string): MemberHandler =>
  async (_request, member) => {
    const id = idOf(rawId, integrationNotFound)
    const business = await businessOfMember(member.id)
    await deleteIntegration(business?.profileId ?? null, id)
    return json(200, { success: true })
  }

/** POST /api/integrations/{platform}/{token}: a shop's order webhook; no member, the token and signature are its credentials. */
export const serveWebhook = (platform: string, token: string): ReturnType<typeof serve> =>
  serve(
    answeringRefusals((request) => receiveWebhook(request, platform, token), 'results'),
    'results',
  )
