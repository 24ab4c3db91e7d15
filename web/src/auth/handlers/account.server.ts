// POST /auth/account/delete: members own their data and may delete their account (decision 0033).
// The order of every write: authenticate (bearer, or cookie + Origin + CSRF header), throttle per
// member, parse, re-authenticate, act in one transaction, send the email, clear the cookies, answer.
import { accountCopy } from '~/server/copy.server'
import { transaction } from '~/server/db.server'
import { AppError } from '~/server/errors.server'
import { deliverNow, enqueueEmail } from '~/server/mail.server'
import { deleteMember, findCredentials } from '~/server/members.server'

import { deleteAccountSchema } from '../account.schemas'
import { lifetimes } from '../config.server'
import { accountEmails } from '../emails.server'
import { requireCaller, type Caller } from '../guards.server'
import { authHandler, clearedSessionCookies, readInput, reply, withCookies, type Handler } from '../http.server'
import { verifyPassword } from '../password.server'
import { forgetMemberCounts, hit, type Limit } from '../rate-limit.server'
import { signInRequired, throttled } from '../refusals.server'

/** Five confirmations per member per 15 minutes: a stolen session cannot guess the password. */
const attemptsLimit: Limit = { max: 5, windowSeconds: 900 }

/**
 * Proof that the account's owner is at the keyboard now: the password, or for an account without
 * one a fresh sign-in. Without it, throws the refusal (400 no password given, 403 wrong or stale).
 */
async function reauthenticate(caller: Caller, password: string | undefined): Promise<void> {
  const [credentials, { deleteAccount: accountMessages }] = await Promise.all([findCredentials(caller.user.email), accountCopy()])
  const passwordHash = credentials?.passwordHash ?? null
  if (passwordHash) {
    if (!password) throw new AppError('bad-request', accountMessages.passwordRequired)
    if (!(await verifyPassword(passwordHash, password))) throw new AppError('forbidden', accountMessages.wrongPassword)
    return
  }
  const signedInFor = Date.now() - caller.session.signedInAt.getTime()
  if (signedInFor > lifetimes.recentSignIn) throw new AppError('forbidden', accountMessages.signInAgain)
}

/**
 * Removes the member (sessions and tokens cascade, its emails go in the collection's hook), its
 * throttle counts, and queues the confirmation: all in one transaction, so either the account is
 * gone and the email is on its way, or nothing happened. Null when the member was already gone.
 */
async function deleteWithConfirmation(caller: Caller): Promise<number | null> {
  const { user } = caller
  const emails = await accountEmails()
  return transaction(async (tx) => {
    if (!(await deleteMember(tx, user.id))) return null
    await forgetMemberCounts(tx, user)
    return enqueueEmail(tx, { ...emails.accountDeleted(user.email, user.firstName), ref: `members:${user.id}` })
  })
}

export const deleteAccount: Handler = authHandler(async (request) => {
  const caller = await requireCaller(request)
  const limited = await hit(`delete:member:${caller.user.id}`, attemptsLimit)
  if (!limited.allowed) throw await throttled(limited.retryAfterSeconds)
  const { password } = await readInput(request, deleteAccountSchema)
  await reauthenticate(caller, password)
  const emailId = await deleteWithConfirmation(caller)
  if (emailId === null) throw await signInRequired(withCookies(clearedSessionCookies()))
  // Sent now; a failure stays in the outbox and is retried (decision 0004).
  await deliverNow(emailId)
  return reply(200, { success: true }, withCookies(clearedSessionCookies()))
})
