// POST /auth/verify-email (and the verification page's form, POST /verify-email),
// POST /auth/verify-email/resend, POST /auth/forgot-password, POST /auth/reset-password.
import { formsCopy } from '~/server/copy.server'
import { transaction } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { deliverNow, enqueueEmail } from '~/server/mail.server'

import { serverSchemas } from '../texts.server'
import { lifetimes } from '../config.server'
import { isForeignOrigin } from '../csrf.server'
import { knownDevice } from '../device.server'
import { accountEmails } from '../emails.server'
import { requireCaller } from '../guards.server'
import { authHandler, clientIp, readInput, reply, type Handler, type HandlerContext } from '../http.server'
import { seeOther } from '~/server/http.server'
import { consumeMemberToken, consumeMemberTokenAndSiblings, issueMemberToken, spentTokenOwner, type TokenPurpose } from '../member-tokens.server'
import { pageForm, refusedWith, type FormRefusal, type PageNext } from '../page-form.server'
import { findCredentials, findMemberById, markEmailVerified, normaliseEmail, setPassword } from '~/server/members.server'
import { hashPassword, isCommonPassword } from '../password.server'
import { admit, admitPasswordReset, hit, limits } from '../rate-limit.server'
import { foreignOrigin, refusalError, throttled } from '../refusals.server'
import { invalidateMemberSessions } from '../session.server'
import { issueSession, signedIn } from '../sign-in.server'
import type { User } from '../user'

/** Issues a token and queues its email in one transaction, then sends it. */
async function sendTokenEmail(user: User, purpose: TokenPurpose): Promise<void> {
  const emails = await accountEmails()
  const emailId = await transaction(async (tx) => {
    const lifetime = purpose === 'verify-email' ? lifetimes.verifyEmail : lifetimes.resetPassword
    const token = await issueMemberToken(tx, user.id, purpose, lifetime)
    const email = purpose === 'verify-email' ? emails.verification(user.email, user.firstName, token) : emails.passwordReset(user.email, user.firstName, token)
    return enqueueEmail(tx, { ...email, ref: `members:${user.id}` })
  })
  await deliverNow(emailId)
}

type SpentLink = { user: User } | { alreadyVerified: true } | { retryAfterSeconds: number | null }

/**
 * Spends a verification link: the link is spent and the address verified together, or neither. A
 * link spent before, whose member's address is verified (the email opened twice, or on a second
 * device), says so rather than calling itself invalid. Every answer but a verification counts
 * against the client's allowance, so links cannot be guessed at speed.
 */
async function spendVerifyLink(token: string, request: Request, context?: HandlerContext): Promise<SpentLink> {
  const outcome = await transaction(async (tx): Promise<SpentLink | null> => {
    const memberId = await consumeMemberToken('verify-email', token, tx)
    if (memberId) {
      const user = await markEmailVerified(memberId, tx)
      return user ? { user } : null
    }
    const owner = await spentTokenOwner('verify-email', token, tx)
    return owner && (await findMemberById(owner, tx))?.emailVerified ? { alreadyVerified: true } : null
  })
  if (outcome && 'user' in outcome) return outcome
  // A spent link opened again counts too: it costs the same work each time.
  const limited = await hit(`verify:ip:${clientIp(request, context)}`, limits.tokenIp())
  if (!limited.allowed) return { retryAfterSeconds: limited.retryAfterSeconds }
  return outcome ?? { retryAfterSeconds: null }
}

export const verifyEmail: Handler = authHandler(async (request, context) => {
  if (isForeignOrigin(request)) throw foreignOrigin()
  const { token } = await readInput(request, (await serverSchemas()).token)
  const spent = await spendVerifyLink(token, request, context)
  if ('user' in spent) return reply(200, { success: true, user: spent.user })
  // Still the contract's 400 for a link that cannot be spent, marked so the page can tell the two apart.
  if ('alreadyVerified' in spent) throw new AppError('bad-request', (await formsCopy()).verifyEmail.alreadyVerifiedHeading, { details: { emailVerified: true } })
  if (spent.retryAfterSeconds === null) throw new AppError('bad-request', (await serverSchemas()).messages.invalidLink)
  throw await throttled(spent.retryAfterSeconds)
})

/**
 * Why the verification page's own form could not be answered, and the link it carried (the form
 * posts to the bare page): the page shows both again, with a way to try again.
 */
export type VerifyFormFailure = { message: string; token: string }

/**
 * POST /verify-email: the verification page's own form, sent by a browser whose script has not run
 * (none, blocked, or still loading). It answers with the page to show (303), so reloading the
 * result never posts again. When the link could not be tried at all (the database away), the page
 * is rendered again with the reason and the same form: the link is not spent, and works later.
 */
export function verifyEmailForm<R>(request: Request, context: HandlerContext | undefined, next: PageNext<'verifyFormFailure', VerifyFormFailure, R>): Promise<Response | R> {
  return pageForm(request, (fields) => ({
    refuse: (message: string) => next({ context: { verifyFormFailure: { message, token: (fields.get('token') ?? '').slice(0, 200) } } }),
    run: async () => {
      const parsed = (await serverSchemas()).token.safeParse({ token: fields.get('token') })
      const spent = parsed.success ? await spendVerifyLink(parsed.data.token, request, context) : null
      const outcome = !spent ? 'failed' : 'user' in spent ? 'verified' : 'alreadyVerified' in spent ? 'already-verified' : 'failed'
      return seeOther(`/verify-email?outcome=${outcome}`)
    },
  }))
}

/** 202 with one new email; an address already verified gets 202 and no email. */
export const resendVerification: Handler = authHandler(async (request) => {
  const { user } = await requireCaller(request)
  if (user.emailVerified) return reply(202, { success: true })
  // Each budget counts only what the one before admitted, so the hour's and the day's counts are of
  // emails sent: a second click within the minute spends neither.
  const limited = await admit([
    [`resend:minute:${user.id}`, limits.resendMinute()],
    [`resend:hour:${user.id}`, limits.resendHour()],
    [`resend:day:${user.id}`, limits.resendDay()],
  ])
  if (!limited.allowed) throw await throttled(limited.retryAfterSeconds)
  await sendTokenEmail(user, 'verify-email')
  return reply(202, { success: true })
})

/**
 * A reset link for `email` if it has an account, with the same answer either way (no enumeration).
 * A stranger's requests spend the address's shared budget; the member's known device has its own
 * (decision 0032). Null when admitted; otherwise how long the client must wait.
 */
async function requestPasswordReset(email: string, request: Request, context?: HandlerContext): Promise<{ retryAfterSeconds: number } | null> {
  const address = normaliseEmail(email)
  // Looked up for every address, known or not, so both take the same path up to the answer.
  const found = await findCredentials(address)
  const device = await knownDevice(request, found)
  const admitted = await admitPasswordReset({ email: address, ip: clientIp(request, context), device })
  if (!admitted.allowed) return { retryAfterSeconds: admitted.retryAfterSeconds }
  // Sent after the answer: a known address must not answer measurably slower than an unknown one.
  if (found) void sendTokenEmail(found.user, 'reset-password').catch((error: unknown) => console.warn(`[auth] reset email: ${String(error)}`))
  return null
}

/** Always the same 202, whether or not the address has an account. */
export const forgotPassword: Handler = authHandler(async (request, context) => {
  if (isForeignOrigin(request)) throw foreignOrigin()
  const { email } = await readInput(request, (await serverSchemas()).forgotPassword)
  const refused = await requestPasswordReset(email, request, context)
  if (refused) throw await throttled(refused.retryAfterSeconds)
  return reply(202, { success: true })
})

/** What a password page shows after its form, posted without script, was refused. */
export type PasswordFormFailure = { message: string; email?: string }
type Next<R> = PageNext<'passwordFormFailure', PasswordFormFailure, R>

/**
 * POST /forgot-password: the page's form as a browser sends it without script. Admitted: 303 to
 * /forgot-password?sent=1 (the same words for every address). Refused: the page again, with why
 * and the email typed.
 */
export function forgotPasswordForm<R>(request: Request, context: HandlerContext | undefined, next: Next<R>): Promise<Response | R> {
  return pageForm(request, (fields) => {
    const email = (fields.get('email') ?? '').slice(0, 320)
    const refuse = (message: string, refusal?: FormRefusal) => refusedWith(next({ context: { passwordFormFailure: { message, email } } }), refusal)
    const run = async () => {
      const { forgotPassword: schema, messages } = await serverSchemas()
      const parsed = schema.safeParse({ email })
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message)
      const refused = await requestPasswordReset(parsed.data.email, request, context)
      if (refused) return refuse(messages.tooManyAttempts(refused.retryAfterSeconds), { status: 429, retryAfterSeconds: refused.retryAfterSeconds })
      return seeOther('/forgot-password?sent=1')
    }
    return { refuse, run }
  })
}

type ResetRefusal = { status: 400; message: string; field?: 'password' } | { status: 429; message: string; retryAfterSeconds: number }

/**
 * Sets the new password, ends every session of the member (a thief signed in elsewhere is out) and
 * marks the address verified (the link proved it). A spent, expired or unknown link counts against
 * the client's allowance, so links cannot be guessed at speed.
 */
async function spendResetLink(input: { token: string; password: string }, request: Request, context?: HandlerContext): Promise<{ user: User } | { refused: ResetRefusal }> {
  const { messages } = await serverSchemas()
  if (isCommonPassword(input.password)) return { refused: { status: 400, field: 'password', message: messages.commonPassword } }
  const passwordHash = await hashPassword(input.password)
  // Spending the link, the new password and ending the old sessions commit together. The password
  // changes first: that locks the member, so a sign-in with the old one either wrote its session
  // before (and it is ended here) or waits and is refused (createSession).
  const user = await transaction(async (tx) => {
    // No other reset link of the member's outlives the new password: spent together with this one.
    const memberId = await consumeMemberTokenAndSiblings('reset-password', input.token, tx)
    if (!memberId) return null
    const updated = await setPassword(memberId, passwordHash, tx)
    await invalidateMemberSessions(memberId, null, tx)
    return updated
  })
  if (user) return { user }
  const limited = await hit(`reset:ip:${clientIp(request, context)}`, limits.tokenIp())
  if (limited.allowed) return { refused: { status: 400, message: messages.invalidLink } }
  return { refused: { status: 429, message: messages.tooManyAttempts(limited.retryAfterSeconds), retryAfterSeconds: limited.retryAfterSeconds } }
}

/** The new password, and this browser signed in with a fresh session. */
export const resetPassword: Handler = authHandler(async (request, context) => {
  if (isForeignOrigin(request)) throw foreignOrigin()
  const input = await readInput(request, (await serverSchemas()).resetPassword)
  const spent = await spendResetLink(input, request, context)
  if ('refused' in spent) throw refusalError(spent.refused)
  return signedIn(200, spent.user, request)
})

/**
 * POST /reset-password: the page's form (the link's token and the new password) as a browser sends
 * it without script. Done: 303 to the dashboard with the new session's cookie, where
 * `?password=changed` says so. Refused: the page again with why; the password is never sent back.
 */
export function resetPasswordForm<R>(request: Request, context: HandlerContext | undefined, next: Next<R>): Promise<Response | R> {
  return pageForm(request, (fields) => {
    const refuse = (message: string, refusal?: FormRefusal) => refusedWith(next({ context: { passwordFormFailure: { message } } }), refusal)
    const run = async () => {
      const parsed = (await serverSchemas()).resetPassword.safeParse({ token: fields.get('token') ?? '', password: fields.get('password') ?? '' })
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message)
      const spent = await spendResetLink(parsed.data, request, context)
      if ('refused' in spent) return refuse(spent.refused.message, spent.refused)
      const { cookies } = await issueSession(spent.user, request)
      return seeOther('/dashboard?password=changed', cookies)
    }
    return { refuse, run }
  })
}
