// POST /auth/login. The throttle counts the attempt BEFORE the password is checked, so while an
// account or IP is blocked even the right password gets 429 (no bypass, no oracle).
// Unknown email and wrong password take the same time and get the same 401.
import { loginSchema } from '../auth.schemas'
import { messages } from '../auth.schemas'
import { isForeignOrigin } from '../csrf.server'
import { clientIp, fail, readJson, tooManyRequests, type Handler } from '../http.server'
import { findCredentials, normaliseEmail } from '~/server/members.server'
import { verifyPassword } from '../password.server'
import { clear, hitAll, limits } from '../rate-limit.server'
import { signedIn } from '../sign-in.server'

export const login: Handler = async (request, context) => {
  if (isForeignOrigin(request)) return fail(403, 'This request was blocked for your security.')
  const parsed = await readJson(request, loginSchema)
  if ('response' in parsed) return parsed.response
  const email = normaliseEmail(parsed.data.email)
  const accountKey = `login:account:${email}`
  const limited = await hitAll([
    [accountKey, limits.loginAccount()],
    [`login:ip:${clientIp(request, context)}`, limits.loginIp()],
  ])
  if (!limited.allowed) return tooManyRequests(limited.retryAfterSeconds)

  const found = await findCredentials(email)
  const valid = await verifyPassword(found?.passwordHash ?? null, parsed.data.password)
  if (!found || !valid) return fail(401, messages.loginFailed)
  await clear(accountKey)
  return signedIn(200, found.user, request)
}
