// What a client receives when the auth API refuses: every header and the body's exact text. Auth's
// handlers throw typed errors that the platform's one mapping answers; these answers are the
// contract's (decision 0010), so they are pinned here byte for byte, Set-Cookie and Retry-After included.
import { afterEach, describe, expect, it } from 'vitest'

import { cookieNames } from '~/auth/config.server'
import { deleteAccount } from '~/auth/handlers/account.server'
import { verifyEmail } from '~/auth/handlers/email.server'
import { login, loginForm } from '~/auth/handlers/login.server'
import { getProfile, putProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { logout, refresh, refreshCookie } from '~/auth/handlers/session.server'
import { serverSchemas } from '~/auth/texts.server'
import { Route as businessProfileRoute } from '~/routes/auth/business-profile'
import { Route as partnerRoute } from '~/routes/api/partners/$slug'
// The route tree registers the file routes' paths with the router's types.
import type {} from '~/routeTree.gen'

import { call, cookieHeader, cookieValue, lastEmailTo, origin, postForm, tokenFromLink, uniqueEmail, validRegistration } from './support'

const jsonType = 'application/json; charset=utf-8'
const blocked = 'This request was blocked for your security.'
const blockedReload = 'This request was blocked for your security. Please reload the page and try again.'

/** Every header but Set-Cookie, by name, and the Set-Cookie values in order. */
function seen(response: { status: number; headers: Headers; text: string }) {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  return { status: response.status, headers, cookies: response.headers.getSetCookie(), text: response.text }
}

/** The failure as the contract words it: the JSON's text, member for member in this order. */
const failure = (status: number, body: Record<string, unknown>, extra: Record<string, string> = {}, cookies: string[] = []) => ({
  status,
  headers: { 'cache-control': 'no-store', 'content-type': jsonType, ...extra },
  cookies,
  text: JSON.stringify({ success: false, ...body }),
})

const cleared = () => [`${cookieNames.session}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`, `${cookieNames.csrf}=; Path=/; Max-Age=0; SameSite=Lax`]

async function signedIn() {
  const body = validRegistration()
  const registered = await call(register, { body })
  const token = registered.json.accessToken!
  const cookie = cookieHeader(registered.cookies)
  return { body, token, cookie, csrf: cookieValue(registered.cookies, cookieNames.csrf)! }
}

afterEach(() => {
  delete process.env.AUTH_REGISTER_IP_MAX
})

describe('auth refusals, as clients see them', () => {
  it('a foreign Origin: 403 with the blocked message, nothing else', async () => {
    expect(seen(await call(login, { body: { email: 'a@example.com', password: 'whatever-1' }, headers: { origin: 'https://evil.example' } }))).toEqual(failure(403, { errorMessage: blocked }))
  })

  it('a body that is not JSON, not an object, or too large: 400, 400, 413 (a 415 is answered as 400)', async () => {
    const notJson = await call(login, { raw: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    expect(seen(notJson)).toEqual(failure(400, { errorMessage: 'Please send the request as JSON.' }))
    const broken = await call(login, { raw: '{', headers: { 'content-type': 'application/json' } })
    expect(seen(broken)).toEqual(failure(400, { errorMessage: 'The request body is not valid JSON.' }))
    const array = await call(login, { raw: '[]', headers: { 'content-type': 'application/json' } })
    expect(seen(array)).toEqual(failure(400, { errorMessage: 'The request body must be a JSON object.' }))
    const huge = await call(login, { raw: JSON.stringify({ email: 'x'.repeat(60_000) }), headers: { 'content-type': 'application/json' } })
    expect(seen(huge)).toEqual(failure(413, { errorMessage: 'The request is too large.' }))
  })

  it('invalid input: 400 with the first message and every field at fault', async () => {
    const { messages } = await serverSchemas()
    const answer = await call(login, { body: { email: 'not-an-email', password: '' } })
    expect(answer.json.errors?.email).toBeTruthy()
    expect(seen(answer)).toEqual(failure(400, { errorMessage: answer.json.errors!.email, errors: answer.json.errors }))
    expect(answer.json.errorMessage).not.toBe(messages.loginFailed)
  })

  it('a wrong password: 401 in the CMS’s words', async () => {
    const { body } = await signedIn()
    const { messages } = await serverSchemas()
    expect(seen(await call(login, { body: { email: body.email, password: 'wrong-password' } }))).toEqual(failure(401, { errorMessage: messages.loginFailed }))
  })

  it('a common password: 400 naming the field; an address taken: 409', async () => {
    const { messages } = await serverSchemas()
    const common = await call(register, { body: { ...validRegistration(), password: 'password123' } })
    expect(seen(common)).toEqual(failure(400, { errorMessage: messages.commonPassword, errors: { password: messages.commonPassword } }))
    const { body } = await signedIn()
    expect(seen(await call(register, { body: validRegistration(body.email) }))).toEqual(failure(409, { errorMessage: messages.emailTaken }))
  })

  it('throttled: 429 with Retry-After and the wait in words', async () => {
    process.env.AUTH_REGISTER_IP_MAX = '1'
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`
    await call(register, { raw: '{', headers: { 'content-type': 'application/json' }, ip })
    const limited = await call(register, { body: validRegistration(), ip })
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    const { messages } = await serverSchemas()
    expect(seen(limited)).toEqual(failure(429, { errorMessage: messages.tooManyAttempts(retryAfter) }, { 'retry-after': String(retryAfter) }))
  })

  it('no session: 401 asking to sign in; a cookie write without the CSRF proofs: 403', async () => {
    const { messages } = await serverSchemas()
    expect(seen(await call(getProfile, { method: 'GET' }))).toEqual(failure(401, { errorMessage: messages.signInToContinue }))
    expect(seen(await call(getProfile, { method: 'GET', headers: { authorization: 'Bearer nonsense' } }))).toEqual(failure(401, { errorMessage: messages.signInToContinue }))
    const { cookie } = await signedIn()
    const write = await call(putProfile, { method: 'PUT', body: { firstName: 'Changed' }, headers: { cookie, origin } })
    expect(seen(write)).toEqual(failure(403, { errorMessage: blockedReload }))
  })

  it('a refusal that ends the session clears both cookies with it', async () => {
    const { messages } = await serverSchemas()
    expect(seen(await call(logout))).toEqual(failure(401, { errorMessage: messages.signInToContinue }, {}, cleared()))
    const { cookie } = await signedIn()
    expect(seen(await call(logout, { headers: { cookie, origin } }))).toEqual(failure(403, { errorMessage: blockedReload }, {}, cleared()))
    const unknown = await call(refresh, { body: { refreshToken: 'a'.repeat(26) + '.' + 'b'.repeat(52) } })
    expect(seen(unknown)).toEqual(failure(401, { errorMessage: messages.sessionEnded }, {}, cleared()))
    const stale = { cookie: `${cookieNames.session}=nonsense; ${cookieNames.csrf}=echoed`, origin }
    expect(seen(await call(refreshCookie, { headers: { ...stale, 'x-csrf-token': 'echoed' } }))).toEqual(failure(401, { errorMessage: messages.sessionEnded }, {}, cleared()))
    // Without the CSRF proofs nothing is rotated or cleared.
    expect(seen(await call(refreshCookie, { headers: stale }))).toEqual(failure(403, { errorMessage: blockedReload }))
  })

  it('a verification link spent before: 400 that says the address is verified', async () => {
    const { body } = await signedIn()
    const token = tokenFromLink((await lastEmailTo(body.email)).link)
    expect((await call(verifyEmail, { body: { token } })).status).toBe(200)
    const again = await call(verifyEmail, { body: { token } })
    expect(seen(again)).toEqual(failure(400, { errorMessage: 'Your email address is already verified', emailVerified: true }))
  })

  it('deleting an account without its password: 400 in the CMS’s words', async () => {
    const { token } = await signedIn()
    const answer = await call(deleteAccount, { body: {}, headers: { authorization: `Bearer ${token}` } })
    expect(answer.status).toBe(400)
    expect(seen(answer)).toEqual(failure(400, { errorMessage: answer.json.errorMessage }))
  })

  it('a page form from another site: 403 JSON, the page never rendered', async () => {
    const { response, rendered } = await postForm(loginForm, '/login', { email: uniqueEmail(), password: 'whatever-1' }, { from: 'https://evil.example' })
    expect(rendered).toBeNull()
    expect(seen({ status: response.status, headers: response.headers, text: await response.text() })).toEqual(failure(403, { errorMessage: blocked }))
  })

  it('a member endpoint of another feature refuses a visitor as auth does', async () => {
    const { messages } = await serverSchemas()
    const handler = (businessProfileRoute as unknown as { options: { server: { handlers: { GET: (context: { request: Request }) => Promise<Response> } } } }).options.server.handlers.GET
    const response = await handler({ request: new Request(`${origin}/auth/business-profile`) })
    expect(seen({ status: response.status, headers: response.headers, text: await response.text() })).toEqual(failure(401, { errorMessage: messages.signInToContinue }))
  })
})

describe('one JSON answer for every feature', () => {
  it('a partners refusal has the content type of auth’s and of its own successes', async () => {
    const handler = (partnerRoute as unknown as { options: { server: { handlers: { GET: (context: { request: Request; params: Record<string, string> }) => Promise<Response> } } } }).options.server
      .handlers.GET
    const response = await handler({ request: new Request(`${origin}/api/partners/no-such-business`), params: { slug: 'no-such-business' } })
    // 404, or 503 while the directory's copy is unseeded: either is the one mapping's answer.
    expect([404, 503]).toContain(response.status)
    expect(response.headers.get('content-type')).toBe(jsonType)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })
})
