// Server functions for sales that arrive without the dashboard's form: the member's counter links
// and shop integrations (list, make, delete) and the counter page's own data (a file of sales goes
// to POST /api/redemptions/import itself). Each checks the session itself from the request (never
// trusting beforeLoad). Mutations answer `{ success: true, … }` or a Failure
// (the API's failure shape plus its status) instead of throwing, so the dashboard shows why.
import { createMiddleware, createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'

import { businessOfMember } from '~/server/businesses.server'
import { resultsCopy } from '~/server/copy.server'
import { csrfHeaderName, csrfToken } from '~/server/csrf-token'
import { AppError, asAppError } from '~/server/errors.server'
import type { User } from '~/server/member'
import { signedInMember } from '~/server/viewer.server'

import { createCounterLink, deleteCounterLink, listCounterLinks, openCounterLink, type CounterLink, type NewCounterLink } from './counter-links.server'
import { createIntegration, deleteIntegration, listIntegrations, type Integration, type NewIntegration } from './integrations.server'
import { counterLinkSchema, idSchema, integrationSchema } from './results.schema'

/** A refused action; `requiredPlan` names the plan that allows it when the member's plan does not. */
export type Failure = { success: false; status: number; errorMessage: string; errors?: Record<string, string>; requiredPlan?: string }

/** Cookie-authenticated writes carry the CSRF header (decision 0013), as the site's own fetches do. */
const csrfHeader = createMiddleware({ type: 'function' }).client(async ({ next }) => {
  const token = csrfToken()
  return next({ headers: token ? { [csrfHeaderName]: token } : {} })
})

/** Known errors become the Failure the dashboard can show; anything else stays an error (a 500). */
async function attempt<T extends object>(work: (member: User, profileId: number | null) => Promise<T>): Promise<({ success: true } & T) | Failure> {
  try {
    const member = await signedInMember(getRequest())
    if (!member) throw new AppError('unauthorized', 'Please sign in to continue.')
    const business = await businessOfMember(member.id)
    return { success: true, ...(await work(member, business?.profileId ?? null)) }
  } catch (error) {
    const known = asAppError(error)
    if (!known) throw error
    const requiredPlan = known.options.details?.requiredPlan
    return {
      success: false,
      status: known.status,
      errorMessage: known.errorMessage,
      ...(known.options.fields ? { errors: known.options.fields } : {}),
      ...(typeof requiredPlan === 'string' && requiredPlan ? { requiredPlan } : {}),
    }
  }
}

const needsBusiness = (profileId: number | null): number => {
  if (profileId === null) throw new AppError('forbidden', 'Create your business profile first: sales are recorded for a business.')
  return profileId
}

/** The business's counter links (without their URLs, which are shown once). */
export const listMyCounterLinks = createServerFn({ method: 'GET' }).handler(async () =>
  attempt(async (_member, profileId): Promise<{ links: CounterLink[] }> => ({ links: profileId === null ? [] : await listCounterLinks(profileId) })),
)

/** A new counter link: its URL is in this answer only. */
export const makeCounterLink = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => counterLinkSchema.parse(input))
  .handler(async ({ data }) => attempt(async (_member, profileId): Promise<{ link: NewCounterLink }> => ({ link: await createCounterLink(needsBusiness(profileId), data.label) })))

/** Deletes a counter link: its page stops working at once. */
export const revokeCounterLink = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => idSchema.parse(input))
  .handler(async ({ data }) => attempt(async (_member, profileId) => (await deleteCounterLink(profileId, data.id), {})))

/** The business's shop integrations (without their URLs or secrets, which are shown once). */
export const listMyIntegrations = createServerFn({ method: 'GET' }).handler(async () =>
  attempt(async (_member, profileId): Promise<{ integrations: Integration[] }> => ({ integrations: profileId === null ? [] : await listIntegrations(profileId) })),
)

/** A new shop integration: its webhook URL and secret are in this answer only. */
export const makeIntegration = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => integrationSchema.parse(input))
  .handler(async ({ data }) =>
    attempt(async (_member, profileId): Promise<{ integration: NewIntegration }> => ({ integration: await createIntegration(needsBusiness(profileId), data.platform, data.label) })),
  )

/** Deletes a shop integration: its webhooks are refused from now on. */
export const revokeIntegration = createServerFn({ method: 'POST' })
  .middleware([csrfHeader])
  .validator((input: unknown) => idSchema.parse(input))
  .handler(async ({ data }) => attempt(async (_member, profileId) => (await deleteIntegration(profileId, data.id), {})))

/** A counter link's token as the route passes it from the URL; anything else opens nothing (a 404). */
const tokenInput = z.object({ token: z.string().max(64).catch('') }).catch({ token: '' })

export type CounterPageData = { business: string; copy: NonNullable<Awaited<ReturnType<typeof resultsCopy>>['counterPage']> }

/** What the counter page shows: its business and words, or null when the link is unknown or deleted. */
export const getCounterPage = createServerFn({ method: 'GET' })
  .validator((input: unknown) => tokenInput.parse(input))
  .handler(async ({ data }): Promise<CounterPageData | null> => {
    const link = await openCounterLink(data.token)
    if (!link) return null
    return { business: link.business, copy: (await resultsCopy()).counterPage }
  })
