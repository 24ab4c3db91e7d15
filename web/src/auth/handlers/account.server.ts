// POST /auth/account/delete: members own their data and may delete their account (decision 0033).
// The order of every write: authenticate (bearer, or cookie + Origin + CSRF header), throttle per
// member, parse, re-authenticate, act in one transaction, send the email, clear the cookies, answer.
import { accountCopy } from '~/server/copy.server'
import { transaction } from '~/server/db.server'
import { deliverNow, enqueueEmail } from '~/server/mail.server'
import { deleteMember, findCredentials } from '~/server/members.server'

import { deleteAccountSchema } from '../account.schemas'
import { lifetimes } from '../config.server'
import { accountEmails } from '../emails.server'
import { authenticate, type Caller } from '../guards.server'
import { clearedSessionCookies, fail, readJson, reply, signInToContinue, tooManyRequests, withCookies, type Handler } from '../http.server'
import { verifyPassword } from '../password.server'
import { forgetMemberCounts, hit, type Limit } from '../rate-limit.server'

/** Five confirmations per member per 15 minutes: a stolen session cannot guess the password. */
const attemptsLimit: Limit = { max: 5, windowSeconds: 900 }

/** Proof that the account's owner is at the keyboard now: the password, or for an account without one a fresh sign-in. */
async function reauthenticate(caller: Caller, password: string | undefined): Promise<Response | null> {
  const [credentials, { deleteAccount: accountMessages }] = await Promise.all([findCredentials(caller.user.email), accountCopy()])
  const passwordHash = credentials?.passwordHash ?? null
  if (passwordHash) {
    if (!password) return fail(400, accountMessages.passwordRequired)
    return (await verifyPassword(passwordHash, password)) ? null : fail(403, accountMessages.wrongPassword)
  }
  const signedInFor = Date.now() - caller.session.signedInAt.getTime()
  return signedInFor <= lifetimes.recentSignIn ? null : fail(403, accountMessages.signInAgain)
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

export const deleteAccount: Handler = async (request) => {
  const auth = await authenticate(request)
  if ('response' in auth) return auth.response
  const { caller } = auth
  const limited = await hit(`delete:member:${caller.user.id}`, attemptsLimit)
  if (!limited.allowed) return tooManyRequests(limited.retryAfterSeconds)
  const parsed = await readJson(request, deleteAccountSchema)
  if ('response' in parsed) return parsed.response
  const refused = await reauthenticate(caller, parsed.data.password)
  if (refused) return refused
  const emailId = await deleteWithConfirmation(caller)
  if (emailId === null) return signInToContinue(withCookies(clearedSessionCookies()))
  // Sent now; a failure stays in the outbox and is retried (decision 0004).
  await deliverNow(emailId)
  return reply(200, { success: true }, withCookies(clearedSessionCookies()))
}
