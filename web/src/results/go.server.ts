// The tracking link and its QR code (decision 0102): `GET /go/{code}` counts the visit and sends the
// visitor on to the offer; `GET /go/{code}/qr.svg` draws the link. A made-up code costs a format
// check, or one probe of the unique index in a statement shared with every lookup arriving within
// 2 ms, and then nothing for a while (a bounded in-process list of misses); it is answered with a
// small page of the results copy. Visits are counted a batch at a time, one statement for all that
// arrive within 20 ms, and the code itself is held here for a few seconds. The site's server entry
// answers the link before routing, as it answers /healthz
// (docs/decisions/0102-results-codes-clicks-and-sales.md).
import { isbot } from 'isbot'
import { LRUCache } from 'lru-cache'
import { renderSVG } from 'uqr'

import { resultsCopy } from '~/server/copy.server'
import { publicUrl } from '~/server/env.server'
import type { HandlerContext } from '~/server/http.server'
import { readTogether } from '~/server/read-together.server'
import { dailyVisitorHash } from '~/server/visitor.server'

import { findCodes, linkOf, profileUrlOf, statusOf, type CodeRow } from './codes.server'
import { queueClick } from './rollups.server'
import { melbourneDay, normaliseCode } from './results.options'

/**
 * Codes recently looked up and not found. A new code is never one of them in practice (it is drawn
 * at random after this process last looked), and a stale miss lasts a minute at most.
 */
const misses = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 })

/**
 * Codes recently found, so a flood of visits to one printed link costs one lookup every few seconds.
 * A code disabled, or used up, in another process still sends visitors on for at most `codeTtlMs`:
 * the link only redirects; every sale is checked against the stored code in its own transaction.
 */
const codeTtlMs = 5_000
const found = new LRUCache<string, CodeRow>({ max: 10_000, ttl: codeTtlMs })

/** Forgets what this process holds of a code just created or disabled here, so its next visit reads it again. */
export function forgetCode(code: string): void {
  misses.delete(code)
  found.delete(code)
}

/**
 * Codes asked for within 2 ms of each other are read with one statement: a flood of guesses, each
 * one new, costs one round trip for all that arrive together. A lookup only joins a read not yet
 * sent, so a code stored by another process before it was asked for is always found.
 */
const findTogether = readTogether<string, CodeRow>({ maxItems: 200, delayMs: 2, read: findCodes })

async function lookUp(raw: string): Promise<CodeRow | null> {
  const code = normaliseCode(raw)
  if (!code || misses.has(code)) return null
  const held = found.get(code)
  if (held) return held
  const row = (await findTogether(code)) ?? null
  if (row) found.set(code, row)
  else misses.set(code, true)
  return row
}

const linkPath = /^\/go\/([^/]+)$/

/** The code a tracking link's path names (`/go/{code}`, as printed), or null for any other path. */
export function codeOfLink(pathname: string): string | null {
  const match = linkPath.exec(pathname)
  return match ? match[1]! : null
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
const fill = (template: string, business: string) => escapeHtml(template).replaceAll('{business}', escapeHtml(business))

/** The page of an offer that has ended (410): it names the business and links its profile. */
async function offerEnded(row: CodeRow, status: 'disabled' | 'expired' | 'used-up'): Promise<Response> {
  const { offerEnded: words } = await resultsCopy()
  const business = row.redeemer.name
  const reason = status === 'disabled' ? words.disabled : status === 'expired' ? words.expired : words.usedUp
  const link = row.redeemer.slug ? `<p><a href="${escapeHtml(profileUrlOf(row.redeemer.slug))}">${fill(words.profileLink, business)}</a></p>` : ''
  const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${fill(words.title, business)}</title></head>
<body><main><h1>${fill(words.title, business)}</h1><p>${fill(reason, business)}</p>${link}</main></body></html>`
  return new Response(html, { status: 410, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

type NotFoundWords = Awaited<ReturnType<typeof resultsCopy>>['linkNotFound']

/** The page of a code nobody made, built once for each version of its words (the copy is held for seconds). */
let builtNotFound: { words: NotFoundWords; html: string } | null = null

/**
 * The page of a link whose code was never made (404): a few hundred bytes of the results copy, not
 * the site's shared not-found page. A flood of guesses is answered with it; the shared page is some
 * 30 kB, and writing it cost as much as the lookup.
 */
async function linkNotFound(): Promise<Response> {
  const { linkNotFound: words } = await resultsCopy()
  if (builtNotFound?.words !== words) {
    const title = escapeHtml(words.title)
    const html = `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title}</title></head>
<body><main><h1>${title}</h1><p>${escapeHtml(words.body)}</p><p><a href="${escapeHtml(`${publicUrl()}/`)}">${escapeHtml(words.homeLink)}</a></p></main></body></html>`
    builtNotFound = { words, html }
  }
  return new Response(builtNotFound.html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } })
}

/** The destination with the tracking parameters added; its own query (and fragment) kept. */
export function trackedDestination(row: Pick<CodeRow, 'destination' | 'collaborationId' | 'code'>): string {
  const url = new URL(row.destination)
  url.searchParams.set('utm_source', 'kindred')
  url.searchParams.set('utm_medium', 'partner')
  url.searchParams.set('utm_campaign', String(row.collaborationId))
  url.searchParams.set('ref', row.code)
  return url.toString()
}

/** GET /go/{code}[?qr=1]: counts a person's visit once a day (bots never) and sends them on. */
export async function followLink(request: Request, rawCode: string, context?: HandlerContext, now = new Date()): Promise<Response> {
  const row = await lookUp(rawCode)
  if (!row) return linkNotFound()
  const day = melbourneDay(now)
  const status = statusOf(row, day)
  if (status !== 'active') return offerEnded(row, status)
  const userAgent = request.headers.get('user-agent') ?? ''
  if (request.method === 'GET' && !isbot(userAgent)) {
    const qr = new URL(request.url).searchParams.get('qr') === '1'
    // Counted with the visits arriving at the same moment; the visitor is sent on without waiting for it.
    queueClick({ codeId: row.id, day, visitor: dailyVisitorHash(request, context, day), qr })
  }
  return new Response(null, { status: 302, headers: { Location: trackedDestination(row), 'Cache-Control': 'no-store' } })
}

/** The QR code (SVG markup) of a code's link as reached by scanning it: the file and the flyer draw the same one. */
export const qrSvgOf = (code: string): string => renderSVG(`${linkOf(code)}?qr=1`, { ecc: 'M', border: 2 })

/** GET /go/{code}/qr.svg: the QR code of the link as reached by scanning it. A code's link never changes, so it is cached for a day. */
export async function linkQr(rawCode: string): Promise<Response> {
  const row = await lookUp(rawCode)
  if (!row) return linkNotFound()
  const svg = qrSvgOf(row.code)
  return new Response(svg, { status: 200, headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } })
}
