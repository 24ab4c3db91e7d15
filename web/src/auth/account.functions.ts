// What the dashboard's "Delete account" section needs to ask for: the password, or (for an
// account signed in with Google only) a sign-in from the last few minutes. The API checks again.
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'

import { findCredentials } from '~/server/members.server'

import { cookieNames, lifetimes } from './config.server'
import { googleClientId } from './google.server'
import { validateSessionToken } from './session.server'
import { serverEnv } from '~/server/env.server'

export type AccountSecurity = {
  hasPassword: boolean
  /** Signed in within `lifetimes.recentSignIn`, which is what a Google-only account needs. */
  recentSignIn: boolean
  /** Where to sign in again with Google (the redirect flow), when it is configured. */
  googleSignIn: string | null
  recentSignInMinutes: number
}

export const getAccountSecurity = createServerFn({ method: 'GET' }).handler(async (): Promise<AccountSecurity | null> => {
  const result = await validateSessionToken(getCookie(cookieNames.session))
  if (!result) return null
  const credentials = await findCredentials(result.user.email)
  return {
    hasPassword: Boolean(credentials?.passwordHash),
    recentSignIn: Date.now() - result.session.signedInAt.getTime() <= lifetimes.recentSignIn,
    googleSignIn: googleClientId() && serverEnv().GOOGLE_CLIENT_SECRET ? '/auth/google/start' : null,
    recentSignInMinutes: Math.round(lifetimes.recentSignIn / 60_000),
  }
})
