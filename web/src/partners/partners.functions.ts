// Server functions for the partners pages (directory, profile, business editor, collaborations,
// dashboard cards). Each checks the session itself from the request (never trusting beforeLoad)
// and hands the member to the partners modules. Mutations answer `{ success: true, … }` or a
// Failure (the API's failure shape plus its status) instead of throwing, so forms show field errors.
import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

import { csrfHeaderName, csrfToken } from '~/server/csrf-token'
import { formsCopy } from '~/server/copy.server'
import { asAppError } from '~/server/errors.server'
import { socketIp } from '~/server/http.server'
import type { User } from '~/server/member'
import { signedInMember as memberOf } from '~/server/viewer.server'

import { memberActivity } from './activity.server'
import { recordProfileView } from './events.server'
import { boundedInput } from './input'
import { readDirectoryFilters, type BusinessProfile, type DirectoryResult, type Eligibility, type Failure, type MemberActivity, type Partner, type ProposalLists } from './partners.options'
import { currentSlugOf, findListedPartner, findOwnProfile, isHeldBySupport, listedBusinessTypes, searchProfiles, typesNamedBy, viewerKey } from './profiles.server'
import { answerProposal as answer, answeredOnPage, listProposals, proposalEligibility, sendProposal as send } from './proposals.server'
import { saveProfile } from './save-profile.server'

/**
 * Cookie-authenticated writes carry the CSRF header (decision 0013), as the site's own fetches do;
 * the server checks it when it looks the member up. Reads need none.
 */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = csrfToken()
  return next({ headers: token ? { [csrfHeaderName]: token } : {} })
})

/** The signed-in member of this request, or null (the platform asks the auth feature). */
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

/**
 * A business's address as a route passes it from the URL. Anything else, or anything longer than a
 * slug can be, names no business: it reads as '' and finds nothing (a 404), never a 400.
 */
const slugInput = z.object({ slug: z.string().max(80).catch('') }).catch({ slug: '' })

/** The directory's filters, read leniently, as from a URL. */
const directoryInput = (input: unknown) => readDirectoryFilters(boundedInput(input))

/** The directory (public). */
export const searchDirectory = createServerFn({ method: 'GET' })
  .validator(directoryInput)
  .handler(async ({ data }): Promise<DirectoryResult> => searchProfiles(data))

/**
 * The business types whose names share a word with the directory's free text (slugs), offered as
 * filters beside the results; read leniently, as the search itself is.
 */
export const suggestDirectoryTypes = createServerFn({ method: 'GET' })
  .validator(directoryInput)
  .handler(async ({ data }): Promise<string[]> => (data.q ? typesNamedBy(data.q, data.type ?? null) : []))

/** The business types the directory can find (slugs): its type filter's choices. */
export const getListedBusinessTypes = createServerFn({ method: 'GET' }).handler(async (): Promise<string[]> => listedBusinessTypes())

/** One listed business, or null (unknown or unlisted); counts a view for anyone but its owner. */
export const getPartner = createServerFn({ method: 'GET' })
  .validator((input: unknown) => slugInput.parse(boundedInput(input)))
  .handler(async ({ data }): Promise<Partner | null> => {
    const found = await findListedPartner(data.slug)
    if (!found) return null
    const member = await signedInMember()
    if (member?.id !== found.memberId) {
      const key = viewerKey(member, getRequest(), { ip: socketIp() })
      // A lost view count must not cost the visitor the page: logged, and the page is served.
      await recordProfileView(found.memberId, found.profileId, key).catch((error: unknown) => console.warn(`[partners] profile view not counted: ${String(error)}`))
    }
    return found.partner
  })

/** The current address of a listed business that used to be at `slug`, or null. */
export const findMovedPartner = createServerFn({ method: 'GET' })
  .validator((input: unknown) => slugInput.parse(boundedInput(input)))
  .handler(async ({ data }): Promise<string | null> => currentSlugOf(data.slug))

/** Whether the signed-in viewer may propose to `slug`, and if not why (for the profile page's action). */
export const getProposalEligibility = createServerFn({ method: 'GET' })
  .validator((input: unknown) => slugInput.parse(boundedInput(input)))
  .handler(async ({ data }): Promise<Eligibility> => {
    const member = await signedInMember()
    return proposalEligibility(member, data.slug)
  })

export const getMyBusinessProfile = createServerFn({ method: 'GET' }).handler(async (): Promise<BusinessProfile | null> => {
  const member = await signedInMember()
  return member ? findOwnProfile(member.id) : null
})

/** The profile editor's data: the member's profile, and whether support keeps it off the directory. */
export const getMyBusinessEditor = createServerFn({ method: 'GET' }).handler(async (): Promise<{ profile: BusinessProfile | null; heldBySupport: boolean }> => {
  const member = await signedInMember()
  if (!member) return { profile: null, heldBySupport: false }
  const [profile, heldBySupport] = await Promise.all([findOwnProfile(member.id), isHeldBySupport(member.id)])
  return { profile, heldBySupport }
})

export const saveMyBusinessProfile = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => boundedInput(input))
  .handler(async ({ data }) => attempt(async (member) => ({ profile: await saveProfile(member, data) })))

/** A list's page from the address: a malformed cursor reads as the first page. */
const cursor = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)
  .optional()
  .catch(undefined)
const pagesInput = z.object({ receivedBefore: cursor, sentBefore: cursor }).catch({})

/** The proposals of /dashboard/collaborations: a page of each list, answered ones bounded (older ones a link away). */
export const getMyProposals = createServerFn({ method: 'GET' })
  .validator((input: unknown) => pagesInput.parse(input ?? {}))
  .handler(async ({ data }): Promise<ProposalLists | null> => {
    const member = await signedInMember()
    return member ? listProposals(member, { answered: answeredOnPage, pages: data }) : null
  })

export const sendProposal = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => boundedInput(input))
  .handler(async ({ data }) => attempt(async (member) => ({ proposal: await send(member, data) })))

export const answerProposal = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => boundedInput(input))
  .handler(async ({ data }) => attempt(async (member) => ({ proposal: await answer(member, data) })))

export const getMyActivity = createServerFn({ method: 'GET' }).handler(async (): Promise<MemberActivity | null> => {
  const member = await signedInMember()
  return member ? memberActivity(member) : null
})
