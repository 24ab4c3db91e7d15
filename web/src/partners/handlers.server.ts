// The partners API (decision 0040) as plain `Request → Response` handlers, so integration tests call
// them directly. Handlers for members take the caller the route authenticated; thrown AppErrors
// are answered by the platform's `serve` in the contract's failure shape.
import { profileFieldNames, profileFields, type OffApiFieldName } from '@kindred/cms/profile-fields'

import { AppError } from '~/server/errors.server'
import { json, parseWith, readJsonObject } from '~/server/http.server'
import type { User } from '~/server/member'

import { refusal } from './copy.server'
import { directoryFilterSchema } from './partners.schema'
import { findListedPartner, findOwnProfile, isBusinessType, listedBusinessTypes, searchProfiles } from './profiles.server'
import { answerProposal, listProposals, sendProposal } from './proposals.server'
import type { Partner, ProposalAction } from './partners.options'
import { saveProfile } from './save-profile.server'

export type MemberHandler = (request: Request, member: User) => Promise<Response>

/** A JSON object body; anything else is a 400 (the contract's "invalid input"), too large a 413. */
async function readObject(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readJsonObject(request)
  } catch (error) {
    if (error instanceof AppError && error.code === 'unsupported-media-type') throw new AppError('bad-request', error.errorMessage)
    throw error
  }
}

const filtersMessage = 'Please check the search filters.'

/** GET /api/partners: the directory with the filters of /partners (strict: a bad filter is a 400). */
export async function listPartners(request: Request): Promise<Response> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const filters = parseWith(directoryFilterSchema, params, filtersMessage)
  // A type no one could be listed under is a mistake the caller should hear of, as an unknown
  // channel is, not an empty list. The types someone is listed under answer from the cache.
  if (filters.type && !(await listedBusinessTypes()).includes(filters.type) && !(await isBusinessType(filters.type))) {
    throw new AppError('bad-request', filtersMessage, { fields: { type: 'Unknown business type' } })
  }
  const found = await searchProfiles(filters)
  return json(200, { success: true, ...found, items: found.items.map(apiPartner) })
}

/** The Partner JSON's keys are a fixed interface: a profile field outside it shows on the pages only. */
function apiPartner(partner: Partner): Omit<Partner, OffApiFieldName> {
  const shown: Partial<Partner> = { ...partner }
  for (const name of profileFieldNames) if (!profileFields[name].api) delete shown[name]
  return shown as Omit<Partner, OffApiFieldName>
}

/** GET /api/partners/{slug}: one listed business. */
export async function getPartner(slug: string): Promise<Response> {
  const found = await findListedPartner(slug)
  if (!found) throw await refusal('not-found', 'businessNotFound')
  return json(200, { success: true, partner: apiPartner(found.partner) })
}

/** GET /auth/business-profile: the member's own profile, or null. */
export const getBusinessProfile: MemberHandler = async (_request, member) => json(200, { success: true, profile: await findOwnProfile(member.id) })

/** PUT /auth/business-profile: create or update it. */
export const putBusinessProfile: MemberHandler = async (request, member) => json(200, { success: true, profile: await saveProfile(member, await readObject(request)) })

/** GET /api/proposals. */
export const getProposals: MemberHandler = async (_request, member) => {
  const { incoming, outgoing } = await listProposals(member)
  return json(200, { success: true, incoming, outgoing })
}

/** POST /api/proposals. */
export const postProposal: MemberHandler = async (request, member) => json(201, { success: true, proposal: await sendProposal(member, await readObject(request)) })

/** POST /api/proposals/{id}/accept|decline|withdraw: an id that is not a positive integer is unknown. */
export function answer(action: ProposalAction, id: string): MemberHandler {
  return async (_request, member) => {
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) throw await refusal('not-found', 'proposalNotFound')
    return json(200, { success: true, proposal: await answerProposal(member, { id: Number(id), action }) })
  }
}
