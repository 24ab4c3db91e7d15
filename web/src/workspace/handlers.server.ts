// The workspace API (decision 0105) as plain `(request, member) → Response` handlers: routes serve
// them to signed-in members (401 otherwise), and thrown AppErrors answer in the contract's shape.
import { AppError } from '~/server/errors.server'
import { json, parseWith, readJsonObject } from '~/server/http.server'
import type { User } from '~/server/member'

import { addMilestone, collaborationId, confirmAgreement, confirmMilestone, endCollaboration, getCollaboration, listCollaborations, markMilestoneDone, saveAgreement } from './collaborations.server'
import { writeReview } from './reviews.server'
import { collaborationsQuerySchema } from './workspace.schema'

export type MemberHandler = (request: Request, member: User) => Promise<Response>

/** A JSON object body; anything else is a 400, too large a 413. */
async function readObject(request: Request): Promise<Record<string, unknown>> {
  try {
    return await readJsonObject(request)
  } catch (error) {
    if (error instanceof AppError && error.code === 'unsupported-media-type') throw new AppError('bad-request', error.errorMessage)
    throw error
  }
}

/** GET /api/collaborations?before: a page of the member's collaborations, latest activity first; 400 for a malformed `before`. */
export const getCollaborations: MemberHandler = async (request, member) => {
  const { before } = parseWith(collaborationsQuerySchema, Object.fromEntries(new URL(request.url).searchParams), 'Please give a collaboration id.')
  return json(200, { success: true, collaborations: await listCollaborations(member.id, { before: before ?? null }) })
}

export const getOne =
  (id: string): MemberHandler =>
  async (_request, member) =>
    json(200, { success: true, collaboration: await getCollaboration(member.id, collaborationId(id)) })

export const putAgreement =
  (id: string): MemberHandler =>
  async (request, member) => {
    const at = collaborationId(id)
    return json(200, { success: true, collaboration: await saveAgreement(member.id, at, await readObject(request)) })
  }

export const postAgreementConfirm =
  (id: string): MemberHandler =>
  async (_request, member) =>
    json(200, { success: true, collaboration: await confirmAgreement(member.id, collaborationId(id)) })

export const postMilestone =
  (id: string): MemberHandler =>
  async (request, member) => {
    const at = collaborationId(id)
    return json(201, { success: true, milestone: await addMilestone(member.id, at, await readObject(request)) })
  }

export const milestoneActions = ['done', 'confirm'] as const
export type MilestoneAction = (typeof milestoneActions)[number]

export const postMilestoneAction =
  (id: string, milestoneId: string, action: MilestoneAction): MemberHandler =>
  async (_request, member) => {
    const at = collaborationId(id)
    const collaboration = action === 'done' ? await markMilestoneDone(member.id, at, milestoneId) : await confirmMilestone(member.id, at, milestoneId)
    return json(200, { success: true, collaboration })
  }

export const postEnd =
  (id: string): MemberHandler =>
  async (_request, member) =>
    json(200, { success: true, collaboration: await endCollaboration(member.id, collaborationId(id)) })

export const postReview =
  (id: string): MemberHandler =>
  async (request, member) => {
    const at = collaborationId(id)
    return json(201, { success: true, review: await writeReview(member.id, at, await readObject(request)) })
  }
