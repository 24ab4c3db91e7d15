// POST /auth/login, and the sign-in page's own form (POST /login) for a browser whose script has
// not run. The throttle counts the attempt BEFORE the password is checked, so while a client is
// blocked even the right password gets 429 (no bypass, no oracle). Which budget it counts against
// depends on the client (decision 0032): a known device token for this member spends its own;
// anyone else passes the per-IP limit first, then the account's shared one. Unknown email and wrong
// password take the same time and get the same 401.
import { seeOther } from '~/server/http.server'
import { findCredentials, normaliseEmail } from '~/server/members.server'

import { serverSchemas } from '../texts.server'
import { isForeignOrigin } from '../csrf.server'
import { deviceCookie, knownDevice } from '../device.server'
import { authHandler, clientIp, readInput, type Handler, type HandlerContext } from '../http.server'
import { verifyPassword } from '../password.server'
import { admitLogin, clear } from '../rate-limit.server'
import { pageForm, refusedWith, type FormRefusal, type PageNext } from '../page-form.server'
import { foreignOrigin, refusalError } from '../refusals.server'
import { returnPathOf } from '../search-params'
import { SignInSuperseded } from '../session.server'
import { issueSession, signedIn } from '../sign-in.server'
import type { User } from '../user'

/** Why a sign-in was refused: 401 (unknown address or wrong password) or 429 (throttled). */
type Refusal = { status: 401; message: string } | { status: 429; message: string; retryAfterSeconds: number }
type Attempt = { user: User; passwordHash: string } | { refused: Refusal }

/** Throttle, then check the password. */
async function attempt(credentials: { email: string; password: string }, request: Request, context?: HandlerContext): Promise<Attempt> {
  const email = normaliseEmail(credentials.email)
  const found = await findCredentials(email)
  const device = await knownDevice(request, found)
  const admitted = await admitLogin({ email, ip: clientIp(request, context), device })
  const { messages } = await serverSchemas()
  if (!admitted.allowed) return { refused: { status: 429, message: messages.tooManyAttempts(admitted.retryAfterSeconds), retryAfterSeconds: admitted.retryAfterSeconds } }
  const valid = await verifyPassword(found?.passwordHash ?? null, credentials.password)
  if (!found?.passwordHash || !valid) return { refused: { status: 401, message: messages.loginFailed } }
  await clear(admitted.budget)
  return { user: found.user, passwordHash: found.passwordHash }
}

/**
 * Signs in with the session written only while the password checked is still the member's (a reset
 * that committed meanwhile, or a deletion, refuses it as a wrong password would be). Null: refused.
 */
async function unlessSuperseded<T>(signIn: () => Promise<T>): Promise<T | null> {
  try {
    return await signIn()
  } catch (error) {
    if (error instanceof SignInSuperseded) return null
    throw error
  }
}

export const login: Handler = authHandler(async (request, context) => {
  if (isForeignOrigin(request)) throw foreignOrigin()
  const input = await readInput(request, (await serverSchemas()).login)
  const result = await attempt(input, request, context)
  if ('refused' in result) throw refusalError(result.refused)
  const response = await unlessSuperseded(() => signedIn(200, result.user, request, result.passwordHash))
  if (!response) throw refusalError({ status: 401, message: (await serverSchemas()).messages.loginFailed })
  // A fresh token on every success (OWASP): this client is now a known device of this member.
  response.headers.append('Set-Cookie', await deviceCookie(result.user.id, result.passwordHash))
  return response
})

/** What the sign-in page shows after its form, posted without script, was refused. */
export type SignInFailure = { message: string; email: string }
type Next<R> = PageNext<'signInFailure', SignInFailure, R>

/**
 * POST /login: the sign-in form as a browser sends it without script (the page's script sends
 * POST /auth/login instead). Signed in: 303 to the page's `redirect`, or the dashboard, with the
 * session cookie. Refused: the sign-in page again, with the API's message and the email typed.
 */
export function loginForm<R>(request: Request, context: HandlerContext | undefined, next: Next<R>): Promise<Response | R> {
  return pageForm(request, (fields) => {
    const email = (fields.get('email') ?? '').slice(0, 320)
    const refuse = (message: string, refusal?: FormRefusal) => refusedWith(next({ context: { signInFailure: { message, email } } }), refusal)
    const run = async () => {
      const schemas = await serverSchemas()
      const parsed = schemas.login.safeParse({ email, password: fields.get('password') ?? '' })
      // An empty or malformed form is told what a wrong password is told; it is no attempt to throttle.
      const result: Attempt = parsed.success ? await attempt(parsed.data, request, context) : { refused: { status: 401, message: schemas.messages.loginFailed } }
      if ('refused' in result) return refuse(result.refused.message, result.refused)
      const issued = await unlessSuperseded(() => issueSession(result.user, request, result.passwordHash))
      if (!issued) return refuse(schemas.messages.loginFailed, { status: 401 })
      const { cookies } = issued
      const returnTo = returnPathOf(request) ?? '/dashboard'
      return seeOther(returnTo, [...cookies, await deviceCookie(result.user.id, result.passwordHash)])
    }
    return { refuse, run }
  })
}
