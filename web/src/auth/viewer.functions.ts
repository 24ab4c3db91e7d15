// The signed-in member as the site renders them, read from the session cookie on the server.
// The root route puts it in the router context; guards use it for redirects, never as authority.
import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'

import { cookieNames } from './config.server'
import { validateSessionToken } from './session.server'

export type Viewer = {
  id: number
  firstName: string
  lastName: string
  email: string
  emailVerified: boolean
  businessType: string | null
  organisation: { name: string | null; businessType: string | null } | null
  /** The CSRF cookie's value: the header's Logout form echoes it where no script sends the header. */
  formToken: string | null
}

export const getViewer = createServerFn({ method: 'GET' }).handler(async (): Promise<Viewer | null> => {
  // A page still renders while the database is away: the member then sees it signed out, and the error is logged.
  const result = await validateSessionToken(getCookie(cookieNames.session)).catch((error: unknown) => {
    console.error('[auth] reading the session failed:', error)
    return null
  })
  if (!result) return null
  const { id, firstName, lastName, email, emailVerified, businessType, organisation } = result.user
  return { id, firstName, lastName, email, emailVerified, businessType, organisation, formToken: getCookie(cookieNames.csrf) ?? null }
})
