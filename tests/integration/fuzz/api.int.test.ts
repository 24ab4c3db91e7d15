// Property-based fuzzing of every auth route and POST /contact, in process: real Requests into the
// real handlers (composed as their routes compose them) on the run's throw-away database. Bodies are
// JSON of the right shape with hostile values, any JSON, deep nesting, oversized text, invalid UTF-8,
// forms; headers and query strings are junk. Every answer: below 500, no internal detail, and a
// readable `{ success: false, errorMessage }` when it refuses. The pages, server functions and the
// HTTP layer are fuzzed over HTTP by web/tests/e2e/security/fuzz.spec.ts.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deleteAccount } from '~/auth/handlers/account.server'
import { verifyEmail, resendVerification, forgotPassword, resetPassword } from '~/auth/handlers/email.server'
import { googleCallback, googleSignIn, googleStart } from '~/auth/handlers/google.server'
import { login } from '~/auth/handlers/login.server'
import { provideMemberLookup } from '~/auth/member-lookup.server'
import { getProfile, putProfile } from '~/auth/handlers/profile.server'
import { register } from '~/auth/handlers/register.server'
import { logout, refresh, refreshCookie } from '~/auth/handlers/session.server'
import { handleContactPost } from '~/contact/contact.server'
import { errorResponse } from '~/server/errors.server'
import type { Handler } from '~/server/http.server'

import { SignJWT, exportJWK, generateKeyPair } from '../auth/jose'
import { call, uniqueEmail, validRegistration } from '../auth/support'
import { body, contentType, headerJunk, hostileString, hostileValue, newTally, queryJunk, summary } from '../../support/fuzz'
import { expectSafeAnswer, generatedRequest, type GeneratedParts } from './support'

const runs = Number(process.env.FUZZ_RUNS ?? 4000)
const clientId = 'fuzz-client.apps.googleusercontent.com'
const tally = newTally()

type Endpoint = { name: string; method: 'GET' | 'POST' | 'PUT'; path: string; handler: Handler; fields: Record<string, fc.Arbitrary<unknown>>; sessions?: 'spareBearers' | 'deleteBearers' }

let server: Server
// Sessions for the endpoints that end or rotate them (logout, refresh) are kept apart from the
// ones the other endpoints use, so those stay signed in for the whole run.
const pools = { bearers: ['Bearer x'], spareBearers: ['Bearer x'], deleteBearers: ['Bearer x'], refreshTokens: ['x.y'], googleTokens: ['x'] }
const pick = (pool: keyof typeof pools) => fc.integer({ min: 0, max: 1000 }).map((i) => pools[pool][i % pools[pool].length]!)

/** Google ID tokens signed by the key set the handler trusts, with hostile names and addresses. */
async function signedGoogleTokens(key: CryptoKey): Promise<string[]> {
  const names = [...fc.sample(hostileString, { numRuns: 20, seed: 7 }), 'Ada\u0000', 'Grace\u2028Hopper', '\u0007', 'x'.repeat(300)]
  return Promise.all(
    names.map((name, i) =>
      new SignJWT({
        email_verified: true,
        given_name: name,
        family_name: name.slice(0, 5),
        name,
        email: i % 3 ? uniqueEmail('g') : `${name}@example.com`,
        iss: 'https://accounts.google.com',
        aud: clientId,
        sub: `sub-${i}-${name}`,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'fuzz-key' })
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key),
    ),
  )
}

beforeAll(async () => {
  // POST /contact asks who is signed in, as the server entry sets it up.
  provideMemberLookup()
  const pair = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'fuzz-key', alg: 'RS256', use: 'sig' }
  server = createServer((_, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  Object.assign(process.env, { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs` })
  pools.googleTokens.push(...(await signedGoogleTokens(pair.privateKey)))
  for (let i = 0; i < 16; i++) {
    const { json } = await call(register, { body: validRegistration() })
    if (i < 3) {
      pools.bearers.push(`Bearer ${json.accessToken}`)
    } else if (i < 8) {
      pools.deleteBearers.push(`Bearer ${json.accessToken}`)
    } else {
      pools.spareBearers.push(`Bearer ${json.accessToken}`)
      pools.refreshTokens.push(json.refreshToken!)
    }
  }
})

afterAll(async () => {
  delete process.env.GOOGLE_CLIENT_ID
  delete process.env.GOOGLE_JWKS_URL
  await new Promise((resolve) => server.close(resolve))
  console.info(summary('fuzz api', tally))
})

const email = fc.oneof(
  fc.constant('ada@example.com'),
  fc.uuid().map((id) => `fuzz-${id}@example.com`),
)
const newEmail = fc.uuid().map((id) => `fuzz-${id}@example.com`)
const password = fc.constantFrom('analytical-engine-42', 'short')
const name = fc.constantFrom('Ada', 'Grace')
const token = fc.constantFrom('abc', 'x'.repeat(43))
const profileFields = {
  firstName: name,
  lastName: name,
  phone: fc.constantFrom('+61 400 000 000', ''),
  businessType: fc.constantFrom('coffee-shop', '', null),
  organisation: fc.record({ name: hostileValue, businessType: hostileValue }),
}
const contactFields = {
  name,
  email,
  phone: fc.constant('+61 400 000 000'),
  company: name,
  type: fc.constantFrom('other', ''),
  message: fc.constant('Hello\nthere'),
  website: fc.constantFrom('', 'bot'),
}

const endpoints: Endpoint[] = [
  {
    name: 'POST /auth/register',
    method: 'POST',
    path: '/auth/register',
    handler: register,
    fields: { firstName: name, lastName: name, email: newEmail, password: fc.constant('analytical-engine-42'), company: name },
  },
  { name: 'POST /auth/login', method: 'POST', path: '/auth/login', handler: login, fields: { email, password } },
  { name: 'POST /auth/google', method: 'POST', path: '/auth/google', handler: googleSignIn, fields: { googleToken: pick('googleTokens') } },
  { name: 'POST /auth/refresh', method: 'POST', path: '/auth/refresh', handler: refresh, fields: { refreshToken: pick('refreshTokens') } },
  { name: 'POST /auth/session/refresh', method: 'POST', path: '/auth/session/refresh', handler: refreshCookie, fields: {} },
  { name: 'POST /auth/account/delete', method: 'POST', path: '/auth/account/delete', handler: deleteAccount, fields: { password }, sessions: 'deleteBearers' },
  { name: 'POST /auth/logout', method: 'POST', path: '/auth/logout', handler: logout, fields: {}, sessions: 'spareBearers' },
  { name: 'GET /auth/profile', method: 'GET', path: '/auth/profile', handler: getProfile, fields: {} },
  { name: 'PUT /auth/profile', method: 'PUT', path: '/auth/profile', handler: putProfile, fields: profileFields },
  { name: 'POST /auth/verify-email', method: 'POST', path: '/auth/verify-email', handler: verifyEmail, fields: { token } },
  { name: 'POST /auth/verify-email/resend', method: 'POST', path: '/auth/verify-email/resend', handler: resendVerification, fields: {} },
  { name: 'POST /auth/forgot-password', method: 'POST', path: '/auth/forgot-password', handler: forgotPassword, fields: { email } },
  { name: 'POST /auth/reset-password', method: 'POST', path: '/auth/reset-password', handler: resetPassword, fields: { token, password } },
  { name: 'GET /auth/google/start', method: 'GET', path: '/auth/google/start', handler: googleStart, fields: {} },
  { name: 'GET /auth/google/callback', method: 'GET', path: '/auth/google/callback', handler: googleCallback, fields: {} },
  { name: 'POST /contact', method: 'POST', path: '/contact', handler: (request, context) => handleContactPost(request, { ip: context?.ip }) as Promise<Response>, fields: contactFields },
]

/** One generated request for `endpoint`. */
function requestFor(endpoint: Endpoint): fc.Arbitrary<Input> {
  return fc.record({
    body: body(endpoint.fields),
    contentType: fc.oneof({ weight: 3, arbitrary: fc.constant('application/json') }, { weight: 2, arbitrary: contentType }),
    headers: headerJunk,
    bearer: fc.option(pick(endpoint.sessions ?? 'bearers'), { nil: undefined }),
    query: queryJunk,
    ip: fc.ipV4(),
  })
}

type Input = GeneratedParts & { ip: string }

/** The route's composition: the handler, and any throw mapped by the platform's one error mapping. */
async function answer(endpoint: Endpoint, request: Request, ip: string): Promise<Response> {
  try {
    return await endpoint.handler(request, { ip })
  } catch (error) {
    return errorResponse(error, `fuzz ${endpoint.name}`)
  }
}

describe('fuzzing the auth API and the contact endpoint', () => {
  it(`never answers 5xx or leaks internals (${runs} generated requests)`, { timeout: 300_000 }, async () => {
    const generated = fc.constantFrom(...endpoints).chain((endpoint) => requestFor(endpoint).map((input) => ({ endpoint, input })))
    await fc.assert(
      fc.asyncProperty(generated, async ({ endpoint, input }) => {
        await expectSafeAnswer(tally, endpoint.name, await answer(endpoint, generatedRequest(endpoint.method, `http://localhost:3000${endpoint.path}`, input), input.ip))
      }),
      { numRuns: runs, endOnFailure: false },
    )
    expect(tally.serverErrors).toBe(0)
  })
})
