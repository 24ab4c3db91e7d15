// GET and PUT /auth/profile.
import { AppError } from '~/server/errors.server'
import { payload } from '~/server/payload.server'

import { type ProfileInput } from '../auth.schemas'
import { serverSchemas } from '../texts.server'
import { requireCaller } from '../guards.server'
import { authHandler, readInput, reply, type Handler } from '../http.server'
import { signInRequired } from '../refusals.server'
import { updateProfile } from '~/server/members.server'

/** `GET /auth/profile` answers 200 with the User, in the shape every auth response has: `{ success: true, user }`. */
export const getProfile: Handler = authHandler(async (request) => reply(200, { success: true, user: (await requireCaller(request)).user }))

/** The slugs of published business types: a profile may name only one of those. */
async function unknownBusinessTypes(input: ProfileInput): Promise<boolean> {
  const slugs = [input.businessType, input.organisation?.businessType].filter((slug): slug is string => Boolean(slug))
  if (slugs.length === 0) return false
  const cms = await payload()
  const found = await cms.find({ collection: 'business-types', where: { slug: { in: slugs } }, depth: 0, limit: 10, pagination: false, overrideAccess: false })
  const known = new Set(found.docs.map((doc) => (doc as { slug?: string }).slug))
  return slugs.some((slug) => !known.has(slug))
}

export const putProfile: Handler = authHandler(async (request) => {
  const caller = await requireCaller(request)
  const { profile, messages } = await serverSchemas()
  const input = await readInput(request, profile)
  if (await unknownBusinessTypes(input)) throw new AppError('bad-request', messages.chooseBusinessType)
  const user = await updateProfile(caller.user.id, input)
  if (!user) throw await signInRequired()
  return reply(200, { success: true, user })
})
