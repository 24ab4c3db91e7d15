// POST /auth/verify-email (and the verification page's form, POST /verify-email),
// POST /auth/verify-email/resend, POST /auth/forgot-password, POST /auth/reset-password.
import { enqueueEmail } from '@kindred/cms/mail'

import { transaction } from '~/server/db.server'

import { serverSchemas } from '../texts.server'
import { lifetimes } from '../config.server'
import { isForeignOrigin } from '../csrf.server'
import { knownDevice } from '../device.server'
import { accountEmails } from '../emails.server'
import { authenticate } from '../guards.server'
import { clientIp, fail, failField, readJson, reply, tooManyRequests, type Handler, type HandlerContext } from '../http.server'
import { readBody } from '~/server/http.server'
import { consumeMemberToken, issueMemberToken, type TokenPurpose } from '../member-tokens.server'
import { findCredentials, markEmailVerified, normaliseEmail, setPassword } from '~/server/members.server'
import { hashPassword, isCommonPassword } from '../password.server'
import { admitPasswordReset, hit, hitAll, limits } from '../rate-limit.server'
import { invalidateMemberSessions } from '../session.server'
import { deliverNow, signedIn } from '../sign-in.server'
import type { User } from '../user'

/** Issues a token and queues its email in one transaction, then sends it. */
async function sendTokenEmail(user: User, purpose: TokenPurpose): Promise<void> {
  const emails = await accountEmails()
  const emailId = await transaction(async (tx) => {
    const lifetime = purpose === 'verify-email' ? lifetimes.verifyEmail : lifetimes.resetPassword
    const token = await issueMemberToken(tx, user.id, purpose, lifetime)
    const email = purpose === 'verify-email' ? emails.verification(user.email, user.firstName, token) : emails.passwordReset(user.email, user.firstName, token)
    return enqueueEmail(tx.payload, { ...email, ref: `members:${user.id}` }, tx.req)
  })
  await deliverNow(emailId)
}

/**
 * Spends a verification link: the link is spent and the address verified together, or neither. A
 * failure counts against the address's allowance, so links cannot be guessed at speed.
 */
async function spendVerifyLink(token: string, request: Request, context?: HandlerContext): Promise<{ user: User } | { retryAfterSeconds: number | null }> {
  const user = await transaction(async (tx) => {
    const memberId = await consumeMemberToken('verify-email', token, tx)
    return memberId ? markEmailVerified(memberId, tx) : null
  })
  if (user) return { user }
  const limited = await hit(`verify:ip:${clientIp(request, context)}`, limits.tokenIp())
  return { retryAfterSeconds: limited.allowed ? null : limited.retryAfterSeconds }
}

export const verifyEmail: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const parsed = await readJson(request, (await serverSchemas()).token)
  if ('response' in parsed) return parsed.response
  const spent = await spendVerifyLink(parsed.data.token, request, context)
  if ('user' in spent) return reply(200, { success: true, user: spent.user })
  return spent.retryAfterSeconds === null ? fail(400, (await serverSchemas()).messages.invalidLink) : tooManyRequests(spent.retryAfterSeconds)
}

/**
 * POST /verify-email: the verification page's own form, sent by a browser whose script has not run
 * (none, blocked, or still loading). It answers with the page to show (303), so reloading the
 * result never posts again.
 */
export const verifyEmailForm: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const token = new URLSearchParams(await readBody(request)).get('token')
  const parsed = (await serverSchemas()).token.safeParse({ token })
  const spent = parsed.success ? await spendVerifyLink(parsed.data.token, request, context) : null
  const outcome = spent && 'user' in spent ? 'verified' : 'failed'
  return new Response(null, { status: 303, headers: { Location: `/verify-email?outcome=${outcome}`, 'Cache-Control': 'no-store' } })
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

/**
 * Always the same 202, whether or not the address has an account (no enumeration). A stranger's
 * requests spend the address's shared budget; the member's known device has its own (decision 0032).
 */
export const forgotPassword: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const parsed = await readJson(request, (await serverSchemas()).forgotPassword)
  if ('response' in parsed) return parsed.response
  const email = normaliseEmail(parsed.data.email)
  // Looked up for every address, known or not, so both take the same path up to the answer.
  const found = await findCredentials(email)
  const device = knownDevice(request, found?.user.id)
  const admitted = await admitPasswordReset({ email, ip: clientIp(request, context), device })
  if (!admitted.allowed) return tooManyRequests(admitted.retryAfterSeconds)
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
  const parsed = await readJson(request, (await serverSchemas()).resetPassword)
  if ('response' in parsed) return parsed.response
  if (isCommonPassword(parsed.data.password)) return failField('password', 'This password is too common. Please choose a less predictable one.')
  const passwordHash = await hashPassword(parsed.data.password)
  // Spending the link, the new password and ending the old sessions commit together.
  const user = await transaction(async (tx) => {
    const memberId = await consumeMemberToken('reset-password', parsed.data.token, tx)
    if (!memberId) return null
    await invalidateMemberSessions(memberId, null, tx)
    return setPassword(memberId, passwordHash, tx)
  })
  if (!user) {
    const limited = await hit(`reset:ip:${clientIp(request, context)}`, limits.tokenIp())
    return limited.allowed ? fail(400, (await serverSchemas()).messages.invalidLink) : tooManyRequests(limited.retryAfterSeconds)
  }
  return signedIn(200, user, request)
}
