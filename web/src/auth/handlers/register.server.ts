// POST /auth/register, and the registration page's own form (POST /register) for a browser whose
// script has not run: rate limit, parse, validate, act (member + verification email in one
// transaction), sign in. An email already taken answers 409 (the page: its message).
import { transaction } from '~/server/db.server'
import { deliverNow, enqueueEmail } from '~/server/mail.server'
import { seeOther } from '~/server/http.server'

import { type RegisterInput } from '../auth.schemas'
import { serverSchemas } from '../texts.server'
import { lifetimes } from '../config.server'
import { isForeignOrigin } from '../csrf.server'
import { accountEmails } from '../emails.server'
import { authHandler, clientIp, readInput, type Handler, type HandlerContext } from '../http.server'
import { issueMemberToken } from '../member-tokens.server'
import { pageForm, refusedWith, type FormRefusal, type PageNext } from '../page-form.server'
import { foreignOrigin, refusalError, throttled } from '../refusals.server'
import { returnPathOf } from '../search-params'
import { insertMember } from '~/server/members.server'
import { hashPassword, isCommonPassword } from '../password.server'
import { hit, limits } from '../rate-limit.server'
import { issueSession, signedIn } from '../sign-in.server'
import type { User } from '../user'

/**
 * Creates the member and queues the verification email atomically. Null: the email is taken,
 * also when the same address registers twice at once (the insert skips a conflicting row).
 */
async function createMember(input: RegisterInput, passwordHash: string): Promise<{ user: User; emailId: number } | null> {
  const emails = await accountEmails()
  return transaction(async (tx) => {
    const user = await insertMember(tx, { email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash, organisationName: input.company || null })
    if (!user) return null
    const token = await issueMemberToken(tx, user.id, 'verify-email', lifetimes.verifyEmail)
    const emailId = await enqueueEmail(tx, { ...emails.verification(user.email, input.firstName, token), ref: `members:${user.id}` })
    return { user, emailId }
  })
}

type Refusal = { status: 400 | 409; message: string; field?: 'password' }

/** The per-IP allowance for new accounts, spent before the body is read: malformed bodies count too. */
const admitRegistration = (request: Request, context?: HandlerContext) => hit(`register:ip:${clientIp(request, context)}`, limits.registerIp())

/** The common-password check, then the member and their first email; signs nobody in. */
async function createAccount(input: RegisterInput): Promise<{ user: User } | { refused: Refusal }> {
  const { messages } = await serverSchemas()
  if (isCommonPassword(input.password)) return { refused: { status: 400, field: 'password', message: messages.commonPassword } }
  const created = await createMember(input, await hashPassword(input.password))
  if (!created) return { refused: { status: 409, message: messages.emailTaken } }
  // The first verification email goes out right away; a failure stays in the outbox for retries.
  await deliverNow(created.emailId)
  return { user: created.user }
}

export const register: Handler = authHandler(async (request, context) => {
  if (isForeignOrigin(request)) throw foreignOrigin()
  const limited = await admitRegistration(request, context)
  if (!limited.allowed) throw await throttled(limited.retryAfterSeconds)
  const input = await readInput(request, (await serverSchemas()).register)
  const result = await createAccount(input)
  if ('refused' in result) throw refusalError(result.refused)
  return signedIn(201, result.user, request)
})

/** What the registration page shows after its form, posted without script, was refused: why, and what was typed but the password. */
export type RegisterFailure = { message: string; values: Omit<RegisterInput, 'password'> }
type Next<R> = PageNext<'registerFailure', RegisterFailure, R>

/**
 * POST /register: the registration form as a browser sends it without script (the page's script
 * sends POST /auth/register instead). Created: 303 to the page's `redirect`, else the dashboard's
 * welcome, with the session cookie. Refused: the page again with why, the fields as typed, never the password.
 */
export function registerForm<R>(request: Request, context: HandlerContext | undefined, next: Next<R>): Promise<Response | R> {
  return pageForm(request, (fields) => {
    const field = (name: string, max: number) => (fields.get(name) ?? '').slice(0, max)
    const values = { firstName: field('firstName', 200), lastName: field('lastName', 200), email: field('email', 320), company: field('company', 400) }
    const refuse = (message: string, refusal?: FormRefusal) => refusedWith(next({ context: { registerFailure: { message, values } } }), refusal)
    const run = async () => {
      const limited = await admitRegistration(request, context)
      const { register: schema, messages } = await serverSchemas()
      if (!limited.allowed) return refuse(messages.tooManyAttempts(limited.retryAfterSeconds), { status: 429, retryAfterSeconds: limited.retryAfterSeconds })
      const company = values.company.trim()
      const parsed = schema.safeParse({ ...values, company: company || undefined, password: fields.get('password') ?? '' })
      if (!parsed.success) return refuse(parsed.error.issues[0]!.message)
      const result = await createAccount(parsed.data)
      if ('refused' in result) return refuse(result.refused.message, result.refused)
      const { cookies } = await issueSession(result.user, request)
      const returnTo = returnPathOf(request)
      return seeOther(returnTo ?? '/dashboard?registered=1', cookies)
    }
    return { refuse, run }
  })
}
