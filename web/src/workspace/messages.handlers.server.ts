// The workspace's messages API (decision 0106) as plain `Request → Response` handlers: each finds the
// signed-in member (401 without one), answers 404 to anyone not a party, bounds its input with a
// schema and answers through the platform's one error mapping. Route files only wire them.
import type { Side } from '~/server/businesses.server'
import { db, transaction } from '~/server/db.server'
import { AppError, TooManyRequests } from '~/server/errors.server'
import { serverEnv } from '~/server/env.server'
import { answeringRefusals, json, parseWith, readJsonObject, serve, type Handler } from '~/server/http.server'
import { deliverInBackground } from '~/server/mail.server'
import type { User } from '~/server/member'
import { findMemberContacts } from '~/server/members.server'
import { countAttempt } from '~/server/rate-limit.server'
import { signedInMember } from '~/server/viewer.server'

import { collaborationNotFound, insertMessage, markRead, messagesPage, partyTo, setShareEmail, threadState, toMessage, type Message, type ThreadState } from './messages.server'
import { loadNoticeCopy, noticeNow } from './notifications.server'
import { contactSharingSchema, messageSchema, messagesQuerySchema } from './workspace.schema'

type MemberHandler = (request: Request, member: User) => Promise<Response>

/** A workspace endpoint for signed-in members (bearer, or the cookie with the CSRF rules); 401 otherwise. */
export function serveMember(handler: MemberHandler): ReturnType<typeof serve> {
  const guarded: Handler = async (request) => {
    const member = await signedInMember(request)
    if (!member) throw new AppError('unauthorized', 'Please sign in to continue.')
    return handler(request, member)
  }
  return serve(answeringRefusals(guarded, 'workspace'), 'workspace')
}

/** An id in a path: a positive 32-bit integer, else the collaboration does not exist. */
function idOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2 ** 31 - 1) throw collaborationNotFound()
  return Number(raw)
}

/** A JSON object body; anything else is a 400, too large a 413. */
async function readObject(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readJsonObject(request)
  } catch (error) {
    if (error instanceof AppError && error.code === 'unsupported-media-type') throw new AppError('bad-request', error.errorMessage)
    throw error
  }
}

/** Messages one member may send in a window, across every collaboration (MESSAGES_RATE_*). */
const messageLimit = () => ({ max: serverEnv().MESSAGES_RATE_MAX, windowSeconds: serverEnv().MESSAGES_RATE_WINDOW_SECONDS })

/**
 * What the answer to GET …/messages depends on besides the page asked for: the newest message, how
 * far the other side has read, and both sharing choices. The reader's own read position is not in
 * it: reading the same messages again changes nothing the answer shows.
 */
const etagOf = (state: ThreadState, own: Side, before: number | null) => {
  const other: Side = own === 'from' ? 'to' : 'from'
  return `W/"m${state.newest}-b${before ?? 0}-r${state.sides[other].readUpTo}-s${Number(state.sides.from.shareEmail)}${Number(state.sides.to.shareEmail)}"`
}

const matches = (header: string | null, etag: string) =>
  header !== null &&
  header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || `W/${tag}` === etag)

/**
 * GET /api/collaborations/{id}/messages?before: a page of 50, newest last; reading it marks it read
 * for the reader. `readUpTo` is the last message the other side has read. `contacts` holds both
 * sides' email addresses once both chose to share, else null. With If-None-Match of the current
 * ETag: 304, so a page can poll cheaply.
 */
export const getMessages =
  (rawId: string): MemberHandler =>
  async (request, member) => {
    const id = idOf(rawId)
    const thread = await readThread(member.id, id, Object.fromEntries(new URL(request.url).searchParams), request.headers.get('if-none-match'))
    const revalidate = { ETag: thread.etag, 'Cache-Control': 'private, no-cache' }
    if (!thread.page) return new Response(null, { status: 304, headers: revalidate })
    const response = json(200, { success: true, ...thread.page })
    for (const [name, value] of Object.entries(revalidate)) response.headers.set(name, value)
    return response
  }

export type ThreadPage = {
  messages: Message[]
  readUpTo: number
  sharing: { own: boolean; other: boolean }
  contacts: { slug: string; email: string }[] | null
}

/**
 * A page of the thread (`query`: `{ before? }`, as GET …/messages reads it) and its ETag; `page`
 * is null when `ifNoneMatch` names the current ETag (nothing changed). Reading a page marks it read.
 */
export async function readThread(memberId: number, id: number, query: unknown, ifNoneMatch: string | null = null): Promise<{ etag: string; page: ThreadPage | null }> {
  const collaboration = await partyTo(memberId, id)
  const before = parseWith(messagesQuerySchema, query, 'Please check the page asked for.').before ?? null
  const state = await threadState(id)
  const etag = etagOf(state, collaboration.ownSide, before)
  if (matches(ifNoneMatch, etag)) return { etag, page: null }
  const page = await messagesPage(id, before)
  const newestRead = page.at(-1)?.id ?? 0
  if (newestRead > state.sides[collaboration.ownSide].readUpTo) await markRead(id, collaboration.ownSide, newestRead)
  const other: Side = collaboration.ownSide === 'from' ? 'to' : 'from'
  const shared = state.sides.from.shareEmail && state.sides.to.shareEmail
  return {
    etag,
    page: {
      messages: page.map((message) => toMessage(collaboration, message)),
      readUpTo: state.sides[other].readUpTo,
      sharing: { own: state.sides[collaboration.ownSide].shareEmail, other: state.sides[other].shareEmail },
      contacts: shared ? await contactsOf([collaboration.own, collaboration.other]) : null,
    },
  }
}

/** Both businesses' slugs with their members' addresses, read as they are now. */
async function contactsOf(parties: { slug: string; memberId: number | null }[]): Promise<{ slug: string; email: string }[]> {
  const found = await findMemberContacts(parties.flatMap((party) => (party.memberId === null ? [] : [party.memberId])))
  return parties.flatMap((party) => {
    const contact = party.memberId === null ? undefined : found.get(party.memberId)
    return contact ? [{ slug: party.slug, email: contact.email }] : []
  })
}

/** POST /api/collaborations/{id}/messages: 201 with the message; the other side is emailed as it chose. */
export const postMessage =
  (rawId: string): MemberHandler =>
  async (request, member) => {
    const id = idOf(rawId)
    const body = await readObject(request)
    return json(201, { success: true, message: await sendMessage(member.id, id, body) })
  }

/** Stores a message of the member's side (bounded, throttled) and emails the other side as it chose. */
export async function sendMessage(memberId: number, id: number, body: unknown): Promise<Message> {
  await partyTo(memberId, id)
  const input = parseWith(messageSchema, body, 'Please check your message.')
  const throttle = await countAttempt(await db(), `workspace:messages:${memberId}`, messageLimit())
  if (!throttle.allowed) throw new TooManyRequests(throttle.retryAfterSeconds, 'You have sent a lot of messages in a short time. Please wait a moment and try again.')
  const copy = await loadNoticeCopy()
  const { message, emailId } = await transaction(async (tx) => {
    // Read again inside the transaction: the answer and the email agree with what was stored.
    const collaboration = await partyTo(memberId, id, tx)
    const stored = await insertMessage(tx, id, collaboration.ownSide, input.body)
    return { message: toMessage(collaboration, stored), emailId: await noticeNow(tx, copy, id, collaboration.ownSide) }
  })
  if (emailId !== null) deliverInBackground(emailId)
  return message
}

/** POST /api/collaborations/{id}/contact-sharing {share}: whether the member's side shares its address. */
export const postContactSharing =
  (rawId: string): MemberHandler =>
  async (request, member) => {
    const id = idOf(rawId)
    const body = await readObject(request)
    return json(200, { success: true, sharing: await shareContact(member.id, id, body) })
  }

/** Whether the member's side shares its address; answers both sides' choices as they now are. */
export async function shareContact(memberId: number, id: number, body: unknown): Promise<{ own: boolean; other: boolean }> {
  const collaboration = await partyTo(memberId, id)
  const { share } = parseWith(contactSharingSchema, body, 'Please check your choice.')
  await setShareEmail(id, collaboration.ownSide, share)
  const state = await threadState(id)
  const other: Side = collaboration.ownSide === 'from' ? 'to' : 'from'
  return { own: state.sides[collaboration.ownSide].shareEmail, other: state.sides[other].shareEmail }
}
