// POST /auth/verify-email, POST /auth/verify-email/resend, POST /auth/forgot-password,
// POST /auth/reset-password.
import type { PayloadRequest } from 'payload'

import { enqueueEmail } from '@kindred/cms/mail'

import { payload } from '~/content/payload.server'

import { forgotPasswordSchema, resetPasswordSchema, tokenSchema } from '../auth.schemas'
import { lifetimes } from '../config.server'
import { isForeignOrigin } from '../csrf.server'
import { db } from '../db.server'
import { resetPasswordEmail, verificationEmail } from '../emails.server'
import { authenticate } from '../guards.server'
import { clientIp, fail, readJson, reply, tooManyRequests, type Handler } from '../http.server'
import { consumeMemberToken, issueMemberToken, type TokenPurpose } from '../member-tokens.server'
import { findCredentials, findMemberById, normaliseEmail } from '../members.server'
import { hashPassword, isCommonPassword } from '../password.server'
import { hit, hitAll, limits } from '../rate-limit.server'
import { invalidateMemberSessions } from '../session.server'
import { deliverNow, signedIn } from '../sign-in.server'
import type { User } from '../user'

const badLink = 'This link is invalid or has expired.'

/** Issues a token and queues its email in one transaction, then sends it. */
async function sendTokenEmail(user: User, purpose: TokenPurpose): Promise<void> {
  const cms = await payload()
  const transactionID = (await cms.db.beginTransaction()) ?? undefined
  const req: Partial<PayloadRequest> = transactionID ? { transactionID } : {}
  let emailId: number
  try {
    const lifetime = purpose === 'verify-email' ? lifetimes.verifyEmail : lifetimes.resetPassword
    const token = await issueMemberToken(cms, user.id, purpose, lifetime, req)
    const email = purpose === 'verify-email' ? verificationEmail(user.email, user.firstName, token) : resetPasswordEmail(user.email, user.firstName, token)
    emailId = await enqueueEmail(cms, { ...email, ref: `members:${user.id}` }, req)
    if (transactionID) await cms.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await cms.db.rollbackTransaction(transactionID)
    throw error
  }
  await deliverNow(emailId)
}

export const verifyEmail: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const parsed = await readJson(request, tokenSchema)
  if ('response' in parsed) return parsed.response
  const memberId = await consumeMemberToken('verify-email', parsed.data.token)
  if (!memberId) {
    const limited = await hit(`verify:ip:${clientIp(request, context)}`, limits.tokenIp())
    return limited.allowed ? fail(400, badLink) : tooManyRequests(limited.retryAfterSeconds)
  }
  await (await db()).query(`update members set email_verified = true, updated_at = now() where id = $1`, [memberId])
  const user = await findMemberById(memberId)
  return user ? reply(200, { success: true, user }) : fail(400, badLink)
}

/** 202 with one new email; an address already verified gets 202 and no email. */
export const resendVerification: Handler = async (request) => {
  const auth = await authenticate(request)
  if ('response' in auth) return auth.response
  const { user } = auth.caller
  if (user.emailVerified) return reply(202, { success: true })
  const limited = await hitAll([
    [`resend:minute:${user.id}`, limits.resendMinute()],
    [`resend:hour:${user.id}`, limits.resendHour()],
  ])
  if (!limited.allowed) return tooManyRequests(limited.retryAfterSeconds)
  await sendTokenEmail(user, 'verify-email')
  return reply(202, { success: true })
}

/** Always the same 202, whether or not the address has an account (no enumeration). */
export const forgotPassword: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const parsed = await readJson(request, forgotPasswordSchema)
  if ('response' in parsed) return parsed.response
  const email = normaliseEmail(parsed.data.email)
  const limited = await hitAll([
    [`forgot:email:${email}`, limits.forgotEmail()],
    [`forgot:ip:${clientIp(request, context)}`, limits.forgotIp()],
  ])
  if (!limited.allowed) return tooManyRequests(limited.retryAfterSeconds)
  const found = await findCredentials(email)
  // Sent after the answer: a known address must not answer measurably slower than an unknown one.
  if (found) void sendTokenEmail(found.user, 'reset-password').catch((error: unknown) => console.warn(`[auth] reset email: ${String(error)}`))
  return reply(202, { success: true })
}

/**
 * Sets the new password, ends every session of the member (a thief signed in elsewhere is out),
 * marks the address verified (the link proved it) and signs this browser in with a fresh session.
 */
export const resetPassword: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const parsed = await readJson(request, resetPasswordSchema)
  if ('response' in parsed) return parsed.response
  if (isCommonPassword(parsed.data.password)) return fail(400, 'This password is too common. Please choose a less predictable one.')
  const memberId = await consumeMemberToken('reset-password', parsed.data.token)
  if (!memberId) {
    const limited = await hit(`reset:ip:${clientIp(request, context)}`, limits.tokenIp())
    return limited.allowed ? fail(400, badLink) : tooManyRequests(limited.retryAfterSeconds)
  }
  const passwordHash = await hashPassword(parsed.data.password)
  await (await db()).query(`update members set password_hash = $2, email_verified = true, updated_at = now() where id = $1`, [memberId, passwordHash])
  await invalidateMemberSessions(memberId)
  const user = await findMemberById(memberId)
  return user ? signedIn(200, user, request) : fail(400, badLink)
}
