// POST /auth/register: rate limit, parse, validate, act (member + verification email in one
// transaction), sign in, answer 201. An email already taken answers 409.
import { enqueueEmail } from '@kindred/cms/mail'

import { transaction } from '~/server/db.server'

import { type RegisterInput } from '../auth.schemas'
import { serverSchemas } from '../texts.server'
import { lifetimes } from '../config.server'
import { isForeignOrigin } from '../csrf.server'
import { accountEmails } from '../emails.server'
import { clientIp, fail, failField, readJson, tooManyRequests, type Handler } from '../http.server'
import { issueMemberToken } from '../member-tokens.server'
import { findMemberById, normaliseEmail } from '~/server/members.server'
import { hashPassword, isCommonPassword } from '../password.server'
import { hit, limits } from '../rate-limit.server'
import { deliverNow, signedIn } from '../sign-in.server'

/** Creates the member and queues the verification email atomically. Null: the email is taken. */
async function createMember(input: RegisterInput, passwordHash: string): Promise<{ memberId: number; emailId: number } | null> {
  const emails = await accountEmails()
  try {
    return await transaction(async (tx) => {
      const email = normaliseEmail(input.email)
      const existing = await tx.payload.count({ collection: 'members', where: { email: { equals: email } }, overrideAccess: true, req: tx.req })
      if (existing.totalDocs > 0) throw new EmailTaken()
      const member = await tx.payload.create({
        collection: 'members',
        data: { email, firstName: input.firstName, lastName: input.lastName, passwordHash, emailVerified: false, organisation: { name: input.company || null } },
        overrideAccess: true,
        depth: 0,
        req: tx.req,
      })
      const token = await issueMemberToken(tx, member.id, 'verify-email', lifetimes.verifyEmail)
      const emailId = await enqueueEmail(tx.payload, { ...emails.verification(email, input.firstName, token), ref: `members:${member.id}` }, tx.req)
      return { memberId: member.id, emailId }
    })
  } catch (error) {
    if (error instanceof EmailTaken || /unique|already (registered|in use|exists)/i.test(String((error as Error)?.message))) return null
    throw error
  }
}

class EmailTaken extends Error {}

export const register: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const limited = await hit(`register:ip:${clientIp(request, context)}`, limits.registerIp())
  if (!limited.allowed) return tooManyRequests(limited.retryAfterSeconds)
  const { register: schema, messages } = await serverSchemas()
  const parsed = await readJson(request, schema)
  if ('response' in parsed) return parsed.response
  if (isCommonPassword(parsed.data.password)) return failField('password', messages.commonPassword)
  const created = await createMember(parsed.data, await hashPassword(parsed.data.password))
  if (!created) return fail(409, messages.emailTaken)
  const user = await findMemberById(created.memberId)
  if (!user) return fail(500, messages.registrationFailed)
  // The first verification email goes out right away; a failure stays in the outbox for retries.
  await deliverNow(created.emailId)
  return signedIn(201, user, request)
}
