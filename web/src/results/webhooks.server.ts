// POST /api/integrations/{shopify|woocommerce}/{token} (decision 0104): a shop's order webhook. The
// token names the integration (404 when it names none); the body is read as raw bytes and its
// signature (`X-Shopify-Hmac-Sha256` / `X-WC-Webhook-Signature`: base64 HMAC-SHA256 of those bytes
// with the integration's secret) checked in constant time before anything is parsed (401 when
// wrong). A signed order then records one sale for each of its discount codes that is a Kindred
// code the shop's business redeems, through `recordRedemptions`, with the order id as the order
// reference: a shop that sends the order again (it retries until it gets a 2xx) records nothing more.
// Anything about the order that keeps it from being recorded (no Kindred code, a code that has ended,
// an order older than the 90 days a sale may be backdated) still answers 200 with what was done:
// the shop could only retry the same order forever.
import { createHmac, timingSafeEqual } from 'node:crypto'

import { z } from 'zod'

import { AppError } from '~/server/errors.server'
import { json, readBodyBytes } from '~/server/http.server'

import { findCode, sideOf } from './codes.server'
import { openIntegration } from './integrations.server'
import { recordRedemptions } from './redemptions.server'
import { centsOf, integrationPlatforms, normaliseCode, type IntegrationPlatform } from './results.options'

/** Far above any real order's JSON (Shopify's largest are a few hundred KB), far below anything harmful. */
const maxWebhookBytes = 1024 * 1024

const signatureHeader: Record<IntegrationPlatform, string> = { shopify: 'x-shopify-hmac-sha256', woocommerce: 'x-wc-webhook-signature' }

const integrationNotFound = () => new AppError('not-found', 'We could not find that integration.')

/** Whether `signature` (base64) is the HMAC-SHA256 of `body` under `secret`, compared in constant time. */
export function signatureMatches(body: Buffer, secret: string, signature: string | null): boolean {
  if (!signature || signature.length > 200) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  const given = Buffer.from(signature.trim(), 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const id = z.union([z.number().nonnegative(), z.string().trim().min(1).max(64)]).transform(String)
const money = z.union([z.string().max(20), z.number()]).transform(String)
const codes = z
  .array(z.object({ code: z.string().max(100) }).loose())
  .max(100)
  .default([])
const moment = z.string().max(40).optional().nullable()

/** What a shop's order says, in one shape: the fields the documented payloads carry and a sale needs. */
type Order = { id: string; total: string; codes: string[]; createdAt: string | null }

const shopifyOrder = z.object({ id, admin_graphql_api_id: z.string().max(100).optional().nullable(), total_price: money, discount_codes: codes, created_at: moment }).loose()
const wooOrder = z.object({ id, total: money, coupon_lines: codes, date_created_gmt: moment, date_created: moment }).loose()

function orderOf(platform: IntegrationPlatform, body: unknown): Order | null {
  if (platform === 'shopify') {
    const parsed = shopifyOrder.safeParse(body)
    if (!parsed.success) return null
    // Shopify's ids pass 2^53, where a JSON number loses its last digits; its GraphQL id carries them all.
    const exact = /^gid:\/\/shopify\/Order\/(\d{1,30})$/.exec(parsed.data.admin_graphql_api_id ?? '')?.[1]
    return { id: exact ?? parsed.data.id, total: parsed.data.total_price, codes: parsed.data.discount_codes.map((line) => line.code), createdAt: parsed.data.created_at ?? null }
  }
  const parsed = wooOrder.safeParse(body)
  if (!parsed.success) return null
  // WooCommerce's `date_created` is the shop's local time without an offset; `_gmt` is UTC without the Z.
  const gmt = parsed.data.date_created_gmt
  const createdAt = gmt ? (/[zZ]|[+-]\d{2}:?\d{2}$/.test(gmt) ? gmt : `${gmt}Z`) : (parsed.data.date_created ?? null)
  return { id: parsed.data.id, total: parsed.data.total, codes: parsed.data.coupon_lines.map((line) => line.code), createdAt }
}

/** The shop's moment as a Date, or null (then the sale is dated when it arrives). */
function momentOf(text: string | null): Date | null {
  if (!text) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date
}

export type WebhookSummary = { recorded: number; duplicates: number; ignored: { code: string; reason: string }[] }

/** Answers one webhook for `rawPlatform`/`token`. */
export async function receiveWebhook(request: Request, rawPlatform: string, token: string): Promise<Response> {
  const platform = integrationPlatforms.find((name) => name === rawPlatform)
  if (!platform) throw integrationNotFound()
  const integration = await openIntegration(platform, token)
  if (!integration) throw integrationNotFound()
  const body = await readBodyBytes(request, maxWebhookBytes)
  if (!signatureMatches(body, integration.secret, request.headers.get(signatureHeader[platform])))
    throw new AppError('unauthorized', 'The webhook’s signature does not match this integration’s secret.')
  const summary: WebhookSummary = { recorded: 0, duplicates: 0, ignored: [] }
  let parsedBody: unknown
  try {
    parsedBody = JSON.parse(body.toString('utf8'))
  } catch {
    // WooCommerce checks a new webhook's address with a form post (`webhook_id=…`): it is answered, not recorded.
    if (platform === 'woocommerce' && /^webhook_id=\d+$/.test(body.toString('utf8').trim())) return json(200, { success: true, ...summary })
    throw new AppError('bad-request', 'The webhook’s body is not a JSON order.')
  }
  const order = orderOf(platform, parsedBody)
  if (!order) throw new AppError('bad-request', 'The webhook’s body is not an order we can read.')
  const amount = centsOf(order.total)
  // The order's codes that are Kindred codes this business honours; any other is the shop's own discount, not ours to mention.
  const named = [...new Set(order.codes.map((code) => normaliseCode(code)).filter((code): code is string => code !== null))].slice(0, 20)
  const rows = await Promise.all(named.map((code) => findCode(code)))
  const kindred = named.filter((_code, index) => rows[index] && sideOf(rows[index], integration.profileId) === 'redeemer')
  if (amount === null) {
    summary.ignored = kindred.map((code) => ({ code, reason: 'The order’s total is not an amount we can record.' }))
    return json(200, { success: true, ...summary })
  }
  const redeemedAt = momentOf(order.createdAt)
  const outcomes = kindred.length
    ? await recordRedemptions(
        kindred.map((code) => ({ code, amount, orderRef: order.id, channel: 'online' as const, redeemedAt })),
        { profileId: integration.profileId, recordedBy: 'integration' },
      )
    : []
  outcomes.forEach((outcome, index) => {
    if ('error' in outcome) {
      summary.ignored.push({ code: kindred[index]!, reason: outcome.error.errorMessage })
    } else if (outcome.created) summary.recorded += 1
    else summary.duplicates += 1
  })
  return json(200, { success: true, ...summary })
}
