// Server functions for the account pages: each re-checks the session itself.
import { createServerFn } from '@tanstack/react-start'
import { getCookie, getRequest } from '@tanstack/react-start/server'

import { z } from 'zod'

import { cookieNames } from './config.server'
import { googleClientId } from './google.server'
import { clientIp } from './http.server'
import { isLiveMemberToken } from './member-tokens.server'
import { hit, limits } from './rate-limit.server'
import { validateSessionToken } from './session.server'
import type { User } from './user'
import { serverEnv } from '~/server/env.server'
import { parseWith, socketIp } from '~/server/http.server'

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' })

/** Google settings for the sign-in pages: the buttons are hidden without a client id. */
export const getGoogleConfig = createServerFn({ method: 'GET' }).handler(async () => ({
  clientId: googleClientId(),
  redirectFlow: Boolean(googleClientId() && serverEnv().GOOGLE_CLIENT_SECRET),
}))

export type DashboardData = {
  user: User
  memberSince: string
  profileUpdated: string
} | null

/** The dashboard's member (full User) with dates formatted once, on the server, so hydration matches. */
export const getDashboard = createServerFn({ method: 'GET' }).handler(async (): Promise<DashboardData> => {
  const result = await validateSessionToken(getCookie(cookieNames.session))
  if (!result) return null
  return {
    user: result.user,
    memberSince: dateFormat.format(new Date(result.user.createdAt)),
    profileUpdated: dateFormat.format(new Date(result.user.updatedAt)),
  }
})

const resetLinkSchema = z.object({ token: z.string().max(200) })

/**
 * Whether a password-reset link can still be used, asked when its page opens, so a spent or expired
 * link says so at once instead of after a new password is typed. Nothing is spent: a mail scanner
 * opening the link changes nothing.
 */
export const isResetLinkLive = createServerFn({ method: 'GET' })
  .validator((input: unknown) => parseWith(resetLinkSchema, input))
  .handler(async ({ data }) => {
    if (await isLiveMemberToken('reset-password', data.token)) return true
    // A link that cannot be used counts against the client's allowance, as a refused reset does:
    // links cannot be tried at speed here either. The page says the same either way.
    await hit(`reset:ip:${clientIp(getRequest(), { ip: socketIp() })}`, limits.tokenIp())
    return false
  })
