// POST /auth/login. The throttle counts the attempt BEFORE the password is checked, so while a
// client is blocked even the right password gets 429 (no bypass, no oracle). Which budget it
// counts against depends on the client (decision 0032): a known device token for this member
// spends its own; anyone else passes the per-IP limit first, then the account's shared one.
// Unknown email and wrong password take the same time and get the same 401.
import { serverSchemas } from '../texts.server'
import { isForeignOrigin } from '../csrf.server'
import { deviceCookie, knownDevice } from '../device.server'
import { clientIp, fail, readJson, tooManyRequests, type Handler } from '../http.server'
import { findCredentials, normaliseEmail } from '~/server/members.server'
import { verifyPassword } from '../password.server'
import { admitLogin, clear } from '../rate-limit.server'
import { signedIn } from '../sign-in.server'

export const login: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const schemas = await serverSchemas()
  const parsed = await readJson(request, schemas.login)
  if ('response' in parsed) return parsed.response
  const email = normaliseEmail(parsed.data.email)
  const found = await findCredentials(email)
  const device = knownDevice(request, found?.user.id)
  const admitted = await admitLogin({ email, ip: clientIp(request, context), device })
  if (!admitted.allowed) return tooManyRequests(admitted.retryAfterSeconds)

  const valid = await verifyPassword(found?.passwordHash ?? null, parsed.data.password)
  if (!found || !valid) return fail(401, schemas.messages.loginFailed)
  await clear(admitted.budget)
  const response = await signedIn(200, found.user, request)
  // A fresh token on every success (OWASP): this client is now a known device of this member.
  response.headers.append('Set-Cookie', deviceCookie(found.user.id))
  return response
}
