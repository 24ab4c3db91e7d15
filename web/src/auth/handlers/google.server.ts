// POST /auth/google (an ID token from Google Identity Services) and the redirect flow for
// browsers without the script: GET /auth/google/start and GET /auth/google/callback (arctic,
// state + PKCE; docs/decisions/0012-google-sign-in.md).
import { Google, generateCodeVerifier, generateState } from 'arctic'

import { serverSchemas } from '../texts.server'
import { cookieNames, publicUrl } from '../config.server'
import { isForeignOrigin } from '../csrf.server'
import { memberForGoogle, googleClientId, verifyGoogleIdToken } from '../google.server'
import { authHandler, clientIp, readCookie, readInput, serializeCookie, type Handler } from '../http.server'
import { hit, limits } from '../rate-limit.server'
import { foreignOrigin, throttled } from '../refusals.server'
import { optionalReturnPath, optionalSignInReason, returnPathOf, type SignInReason } from '../search-params'
import { issueSession, signedIn } from '../sign-in.server'
import { serverEnv } from '~/server/env.server'
import { AppError } from '~/server/errors.server'

// A 503 that says no more to the caller; the server's log says why (README, Configuration: unset client id).
const unavailable = () => new AppError('unavailable', 'Google sign-in is not available.', { cause: new Error('GOOGLE_CLIENT_ID is not set') })

export const googleSignIn: Handler = authHandler(async (request, context) => {
  if (!googleClientId()) throw unavailable()
  if (isForeignOrigin(request)) throw foreignOrigin()
  const limited = await hit(`google:ip:${clientIp(request, context)}`, limits.googleIp())
  if (!limited.allowed) throw await throttled(limited.retryAfterSeconds)
  const { google: googleSchema, messages } = await serverSchemas()
  const { googleToken } = await readInput(request, googleSchema)
  const identity = await verifyGoogleIdToken(googleToken)
  const user = identity && (await memberForGoogle(identity))
  if (!user) throw new AppError('unauthorized', messages.googleFailed)
  return signedIn(200, user, request)
})

function oauthClient(): Google | null {
  const clientId = googleClientId()
  const secret = serverEnv().GOOGLE_CLIENT_SECRET
  if (!clientId || !secret) return null
  return new Google(clientId, secret, new URL('/auth/google/callback', publicUrl()).toString())
}

const redirect = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' })
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return new Response(null, { status: 302, headers })
}

const tenMinutes = 600

/** The sign-in page again, with Google's error and, if there were, the page to come back to and why the visitor was sent. */
function backToLogin(returnTo: string | undefined, reason: SignInReason | undefined, cookies: string[] = []) {
  const search = new URLSearchParams({ error: 'google' })
  if (returnTo) search.set('redirect', returnTo)
  if (reason) search.set('reason', reason)
  return redirect(`/login?${search.toString()}`, cookies)
}

// The page to come back to travels through Google in a cookie beside the state: the sign-in page's
// `redirect` (a visitor sent to sign in from a partner's profile), checked as that page checks it;
// so does its `reason`, which the sign-in page shows again if the attempt fails.
export const googleStart: Handler = async (request) => {
  const returnTo = returnPathOf(request)
  const reason = optionalSignInReason(new URL(request.url).searchParams.get('reason'))
  const client = oauthClient()
  if (!client) return backToLogin(returnTo, reason)
  const state = generateState()
  const verifier = generateCodeVerifier()
  const url = client.createAuthorizationURL(state, verifier, ['openid', 'email', 'profile'])
  const cookies = [
    serializeCookie(cookieNames.oauthState, state, { maxAge: tenMinutes, httpOnly: true }),
    serializeCookie(cookieNames.oauthVerifier, verifier, { maxAge: tenMinutes, httpOnly: true }),
    // Always written, so a return path left by an abandoned attempt cannot apply to this one.
    serializeCookie(cookieNames.oauthReturn, returnTo ?? '', { maxAge: returnTo ? tenMinutes : 0, httpOnly: true }),
    serializeCookie(cookieNames.oauthReason, reason ?? '', { maxAge: reason ? tenMinutes : 0, httpOnly: true }),
  ]
  return redirect(url.toString(), cookies)
}

export const googleCallback: Handler = async (request) => {
  const client = oauthClient()
  const url = new URL(request.url)
  const state = url.searchParams.get('state')
  const code = url.searchParams.get('code')
  const storedState = readCookie(request, cookieNames.oauthState)
  const verifier = readCookie(request, cookieNames.oauthVerifier)
  const returnTo = optionalReturnPath(readCookie(request, cookieNames.oauthReturn))
  const reason = optionalSignInReason(readCookie(request, cookieNames.oauthReason))
  const spent = [cookieNames.oauthState, cookieNames.oauthVerifier, cookieNames.oauthReturn, cookieNames.oauthReason].map((name) => serializeCookie(name, '', { maxAge: 0, httpOnly: true }))
  if (!client || !state || !code || !storedState || !verifier || state !== storedState || code.length > 2000) return backToLogin(returnTo, reason, spent)
  let idToken: string
  try {
    idToken = (await client.validateAuthorizationCode(code, verifier)).idToken()
  } catch (error) {
    // A spent, forged or expired code, or Google unreachable: the member starts again from the sign-in page.
    console.warn('[auth] Google code exchange failed:', error instanceof Error ? error.message : error)
    return backToLogin(returnTo, reason, spent)
  }
  // Verified like any other ID token (signature, iss, aud, exp, email_verified), though it came straight from Google.
  const identity = await verifyGoogleIdToken(idToken)
  const user = identity && (await memberForGoogle(identity))
  if (!user) return backToLogin(returnTo, reason, spent)
  const { cookies } = await issueSession(user, request)
  return redirect(returnTo ?? '/dashboard', [...spent, ...cookies])
}
