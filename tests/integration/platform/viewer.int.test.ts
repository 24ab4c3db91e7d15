// The platform's "who is signed in" (server/viewer.server.ts) as auth implements it: features get
// the member without importing auth, with auth's rules (bearer, or cookie with CSRF on writes).
import { describe, expect, it } from 'vitest'

import { register } from '~/auth/handlers/register.server'
import { provideMemberLookup } from '~/auth/member-lookup.server'
import { signedInMember } from '~/server/viewer.server'

import { bearer, call, cookieHeader, origin, uniqueEmail, validRegistration } from '../auth/support'

describe('signedInMember', () => {
  it('refuses to guess before the server entry installs auth’s lookup', async () => {
    await expect(signedInMember(new Request(`${origin}/`))).rejects.toThrow(/No member lookup is installed/)
  })

  it('answers the member of a bearer token or session cookie, and null otherwise', async () => {
    provideMemberLookup()
    const email = uniqueEmail('viewer')
    const registered = await call(register, { body: validRegistration(email) })
    expect(registered.status).toBe(201)
    const id = registered.json.user!.id

    const viaBearer = await signedInMember(new Request(`${origin}/`, { headers: bearer(registered.json.accessToken) }))
    expect(viaBearer).toMatchObject({ id, email })
    const viaCookie = await signedInMember(new Request(`${origin}/`, { headers: { cookie: cookieHeader(registered.cookies) } }))
    expect(viaCookie).toMatchObject({ id, email })

    expect(await signedInMember(new Request(`${origin}/`))).toBeNull()
    expect(await signedInMember(new Request(`${origin}/`, { headers: bearer('not-a-token') }))).toBeNull()
    // A cookie-authenticated write without the CSRF header is not signed in.
    const write = new Request(`${origin}/`, { method: 'POST', headers: { cookie: cookieHeader(registered.cookies), origin } })
    expect(await signedInMember(write)).toBeNull()
  })
})
