// Search-parameter readers for the account routes. Route options are part of every page's
// JavaScript, so they stay plain functions rather than zod schemas (zod would ship on every page).
// Like `.optional().catch(undefined)`: anything unexpected reads as absent.

export function optionalString(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined
}

export function optionalNumber(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) ? number : undefined
}

export function optionalOneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.includes(value as T) ? (value as T) : undefined
}

/** A path on this site to come back to after signing in: one leading slash, never `//` or `/\` (another host). */
export function optionalReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 200 && /^\/(?![/\\])[\w\-./?=&%~]*$/.test(value) ? value : undefined
}

/** The `redirect` of a request's address, when it is a path on this site (optionalReturnPath). */
export const returnPathOf = (request: Request): string | undefined => optionalReturnPath(new URL(request.url).searchParams.get('redirect') ?? undefined)

/**
 * Why a visitor was sent to sign in (`?reason=`), kept beside `redirect` between sign-in and
 * registration. Only a known key: the page shows the CMS's words for it, never text from the address.
 */
export const signInReasons = ['propose'] as const
export type SignInReason = (typeof signInReasons)[number]
export const optionalSignInReason = (value: unknown): SignInReason | undefined => optionalOneOf(value, signInReasons)
