// Server functions for the workspace's pages (decision 0108). Each checks the session itself from the
// request (never trusting beforeLoad) and calls the same modules as the API, so a page and an API
// client meet the same rules. Mutations answer `{ success: true, … }` or a Failure (the API's
// failure shape plus its status; `plan` when a plan refused it), so forms show the refusal.
import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

import { collaborationOf } from '~/server/businesses.server'
import { formsCopy } from '~/server/copy.server'
import { csrfHeaderName, csrfToken } from '~/server/csrf-token'
import { entitlementDecision, PlanRequired } from '~/server/entitlements.server'
import { asAppError } from '~/server/errors.server'
import type { User } from '~/server/member'
import { signedInMember } from '~/server/viewer.server'

import { addMilestone, confirmAgreement, confirmMilestone, endCollaboration, fixedAgreement, getCollaboration, markMilestoneDone, saveAgreement } from './collaborations.server'
import { collaborationListPage } from './collaboration-list.server'
import { readThread, sendMessage, shareContact, type ThreadPage } from './messages.handlers.server'
import { nextSteps, type NextStep } from './next-steps'
import { ownReview, writeReview } from './reviews.server'
import type { Collaboration, CollaborationListPage, Review, Side } from './workspace.options'

export type PrintableAgreement =
  | { state: 'signed-out' }
  | { state: 'not-found' }
  | { state: 'not-fixed' }
  /** The member's plan does not include agreement templates: the page names the plan that does. */
  | { state: 'plan'; message: string }
  | { state: 'fixed'; collaboration: Collaboration }

const idInput = z.object({ id: z.string().max(12) })

/**
 * The printable agreement of collaboration `id` as the signed-in member may see it. A formatted,
 * printable agreement is what the plans call "agreement templates" (decision 0103); the draft, its
 * editing and its confirmation in the workspace are every member's.
 */
export const getPrintableAgreement = createServerFn({ method: 'GET' })
  .validator((input: unknown) => idInput.parse(input))
  .handler(async ({ data }): Promise<PrintableAgreement> => {
    const member = await signedInMember(getRequest())
    if (!member) return { state: 'signed-out' }
    if (!/^[1-9]\d{0,9}$/.test(data.id) || Number(data.id) > 2 ** 31 - 1) return { state: 'not-found' }
    const found = await fixedAgreement(member.id, Number(data.id))
    if (!found) return { state: 'not-found' }
    if (!found.fixed) return { state: 'not-fixed' }
    const decision = await entitlementDecision(member, 'agreement-templates')
    if (!decision.allowed) return { state: 'plan', message: decision.message }
    return { state: 'fixed', collaboration: found.collaboration }
  })

/** A refused action as a form shows it; `plan` when the member's plan does not include it (the message names the plan that does). */
export type Failure = { success: false; status: number; errorMessage: string; errors?: Record<string, string>; plan?: true }

export type WorkspaceView = {
  collaboration: Collaboration
  ownSide: Side
  ownSlug: string
  other: { slug: string; name: string; left: boolean }
  thread: ThreadPage
  /** The thread's ETag, for the page's polling (If-None-Match). */
  etag: string
  review: Review | null
  steps: NextStep[]
}

export type { CollaborationListItem, CollaborationListPage } from './workspace.options'

/** Cookie-authenticated writes carry the CSRF header (decision 0013); the server checks it when it looks the member up. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = csrfToken()
  return next({ headers: token ? { [csrfHeaderName]: token } : {} })
})

const currentMember = (): Promise<User | null> => signedInMember(getRequest())

/** Known errors become the Failure a form can show; anything else stays an error (a 500). */
async function attempt<T extends object>(work: (member: User) => Promise<T>): Promise<({ success: true } & T) | Failure> {
  const member = await currentMember()
  if (!member) return { success: false, status: 401, errorMessage: (await formsCopy()).session.signInToContinue }
  try {
    return { success: true, ...(await work(member)) }
  } catch (error) {
    const known = asAppError(error)
    if (!known) throw error
    return {
      success: false,
      status: known.status,
      errorMessage: known.errorMessage,
      ...(known.options.fields ? { errors: known.options.fields } : {}),
      ...(error instanceof PlanRequired ? { plan: true as const } : {}),
    }
  }
}

/** A collaboration id as a route passes it from the URL; anything else names none (0 finds nothing). */
const idField = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1)
const pageIdInput = z.object({ id: idField.catch(0) }).catch({ id: 0 })
const byId = z.object({ id: idField })
const termsInput = z.object({ id: idField, terms: z.string().max(20000) })
const milestoneInput = z.object({ id: idField, title: z.string().max(1000), dueDate: z.string().max(40).nullable().optional() })
const milestoneActionInput = z.object({ id: idField, milestoneId: idField, action: z.enum(['done', 'confirm']) })
const messageInput = z.object({ id: idField, body: z.string().max(4000) })
const olderInput = z.object({ id: idField, before: idField })
const listInput = z.object({ before: idField.optional().catch(undefined) }).catch({})
const shareInput = z.object({ id: idField, share: z.boolean() })
const reviewInput = z.object({ id: idField, rating: z.number().int().min(0).max(10), comment: z.string().max(4000).nullable().optional() })

/**
 * One collaboration's page as the signed-in member sees it: its state, the newest page of messages
 * (read by opening it, as the API's GET marks them), the member's review and the next steps.
 * `signed-out` sends the page to sign in; `not-found` for anyone not a party (the API's 404).
 */
export const getWorkspace = createServerFn({ method: 'GET' })
  .validator((input: unknown) => pageIdInput.parse(input))
  .handler(async ({ data }): Promise<{ state: 'signed-out' } | { state: 'not-found' } | { state: 'found'; view: WorkspaceView }> => {
    const member = await currentMember()
    if (!member) return { state: 'signed-out' }
    if (!data.id) return { state: 'not-found' }
    try {
      // The unread count is taken before the thread is read: the steps say what waited on opening.
      const collaboration = await getCollaboration(member.id, data.id)
      const [parties, review] = await Promise.all([collaborationOf(member.id, data.id), ownReview(member.id, data.id)])
      if (!parties) return { state: 'not-found' }
      const { page, etag } = await readThread(member.id, data.id, {})
      const ownSlug = parties.own.slug
      return {
        state: 'found',
        view: {
          collaboration,
          ownSide: parties.ownSide,
          ownSlug,
          other: { slug: parties.other.slug, name: parties.other.name, left: parties.other.profileId === null },
          thread: page!,
          etag,
          review,
          steps: nextSteps(collaboration, ownSlug, review !== null),
        },
      }
    } catch (error) {
      if (asAppError(error)?.status === 404) return { state: 'not-found' }
      throw error
    }
  })

/**
 * A page of the member's collaborations for the dashboard's list, after collaboration `before` when
 * given (a malformed one reads as the first page); null without a session.
 */
export const getCollaborationList = createServerFn({ method: 'GET' })
  .validator((input: unknown) => listInput.parse(input ?? {}))
  .handler(async ({ data }): Promise<CollaborationListPage | null> => {
    const member = await currentMember()
    if (!member) return null
    return collaborationListPage(member.id, data.before ?? null)
  })

/** Messages before message `before` (the "older messages" button). */
export const getOlderMessages = createServerFn({ method: 'GET' })
  .validator((input: unknown) => olderInput.parse(input))
  .handler(async ({ data }) =>
    attempt(async (member) => {
      const { page } = await readThread(member.id, data.id, { before: String(data.before) })
      return { messages: page!.messages }
    }),
  )

/** New terms, which both sides confirm again (PUT …/agreement). */
export const saveAgreementTerms = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => termsInput.parse(input))
  .handler(async ({ data }) => attempt(async (member) => ({ collaboration: await saveAgreement(member.id, data.id, { terms: data.terms }) })))

/** The member's side agrees to the terms as they are (POST …/agreement/confirm). */
export const confirmAgreementTerms = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => byId.parse(input))
  .handler(async ({ data }) => attempt(async (member) => ({ collaboration: await confirmAgreement(member.id, data.id) })))

/** A milestone with a title and an optional due date (POST …/milestones). */
export const addWorkspaceMilestone = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => milestoneInput.parse(input))
  .handler(async ({ data }) => attempt(async (member) => ({ milestone: await addMilestone(member.id, data.id, { title: data.title, dueDate: data.dueDate || null }) })))

/** Marks a milestone done, or confirms one the other side marked done (POST …/milestones/{mid}/{action}). */
export const actOnMilestone = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => milestoneActionInput.parse(input))
  .handler(async ({ data }) =>
    attempt(async (member) => {
      const milestoneId = String(data.milestoneId)
      const collaboration = data.action === 'done' ? await markMilestoneDone(member.id, data.id, milestoneId) : await confirmMilestone(member.id, data.id, milestoneId)
      return { collaboration }
    }),
  )

/** A message to the other side (POST …/messages): the same bounds and throttle. */
export const sendWorkspaceMessage = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => messageInput.parse(input))
  .handler(async ({ data }) => attempt(async (member) => ({ message: await sendMessage(member.id, data.id, { body: data.body }) })))

/** Whether the member's side shares its email address (POST …/contact-sharing). */
export const setContactSharing = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => shareInput.parse(input))
  .handler(async ({ data }) => attempt(async (member) => ({ sharing: await shareContact(member.id, data.id, { share: data.share }) })))

/** Ends the collaboration (POST …/end). */
export const endWorkspace = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => byId.parse(input))
  .handler(async ({ data }) => attempt(async (member) => ({ collaboration: await endCollaboration(member.id, data.id) })))

/** The member's review once the collaboration has ended (POST …/review). */
export const reviewWorkspace = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => reviewInput.parse(input))
  .handler(async ({ data }) => attempt(async (member) => ({ review: await writeReview(member.id, data.id, { rating: data.rating, comment: data.comment ?? null }) })))
