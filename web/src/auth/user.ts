// The User JSON of `GET /auth/profile` (decision 0010) and the Viewer the site renders: safe for the browser.
// The derived helpers the dashboard shows (full name, initials, profile complete, membership duration).

import type { User } from '~/server/member'

export type { User }

export type AuthResponse = {
  success: boolean
  accessToken?: string
  refreshToken?: string
  user?: User
  errorMessage?: string
  /** Field errors of a 400, keyed by field name. */
  errors?: Record<string, string>
  /** On a verification link's 400: the link was spent before and the address is verified. */
  emailVerified?: true
}

export const fullName = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim()

export const initials = (user: Pick<User, 'firstName' | 'lastName'>) => `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()

export const isProfileComplete = (user: Pick<User, 'firstName' | 'lastName' | 'email' | 'businessType'>) => Boolean(user.firstName && user.lastName && user.email && user.businessType)

/** Membership duration: days under 30, months under 365, otherwise years. */
export function membershipDuration(createdAt: string, now = Date.now()): string {
  const days = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 86_400_000))
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`
  if (days < 30) return plural(days, 'day')
  if (days < 365) return plural(Math.floor(days / 30), 'month')
  return plural(Math.floor(days / 365), 'year')
}
