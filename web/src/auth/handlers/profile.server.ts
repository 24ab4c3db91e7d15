// GET and PUT /auth/profile.
import { payload } from '~/server/payload.server'

import { type ProfileInput } from '../auth.schemas'
import { serverSchemas } from '../texts.server'
import { authenticate } from '../guards.server'
import { fail, readJson, reply, signInToContinue, type Handler } from '../http.server'
import { updateProfile } from '~/server/members.server'

/** CONTRACT §2 "200 User", in the shape every auth response has: `{ success: true, user }`. */
export const getProfile: Handler = async (request) => {
  const auth = await authenticate(request)
  if ('response' in auth) return auth.response
  return reply(200, { success: true, user: auth.caller.user })
}

/** The slugs of published business types: a profile may name only one of those. */
async function unknownBusinessTypes(input: ProfileInput): Promise<boolean> {
  const slugs = [input.businessType, input.organisation?.businessType].filter((slug): slug is string => Boolean(slug))
  if (slugs.length === 0) return false
  const cms = await payload()
  const found = await cms.find({ collection: 'business-types', where: { slug: { in: slugs } }, depth: 0, limit: 10, pagination: false, overrideAccess: false })
  const known = new Set(found.docs.map((doc) => (doc as { slug?: string }).slug))
  return slugs.some((slug) => !known.has(slug))
}

export const putProfile: Handler = async (request) => {
  const auth = await authenticate(request)
  if ('response' in auth) return auth.response
  const { profile, messages } = await serverSchemas()
  const parsed = await readJson(request, profile)
  if ('response' in parsed) return parsed.response
  if (await unknownBusinessTypes(parsed.data)) return fail(400, messages.chooseBusinessType)
  const user = await updateProfile(auth.caller.user.id, parsed.data)
  if (!user) return signInToContinue()
  return reply(200, { success: true, user })
}
