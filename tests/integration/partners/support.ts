// Helpers for the partners integration tests: real Requests into the real route handlers
// (tests/support/routes.ts), members registered through the auth API, and mail read back from
// MAIL_DIR.
import { expect } from 'vitest'

import { apiProfileFieldNames, profileFieldNames } from '@kindred/cms/profile-fields'
import { seedData } from '@kindred/content-seed'

import { register } from '~/auth/handlers/register.server'
import { settleDeliveries } from '~/server/mail.server'
import type { BusinessProfileInput } from '~/partners/partners.schema'
import { markEmailVerified } from '~/server/members.server'
import { payload } from '~/server/payload.server'

import { serveRoute } from '../../support/routes'

import { assertNoSecrets, call, ensureBusinessType, lastEmailTo, origin, uniqueEmail, validRegistration } from '../auth/support'

export { lastEmailTo, origin, serveRoute }

// The answers' shapes are what the tests assert, so their JSON is deliberately untyped here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>
export type Answer = { status: number; json: Json; text: string; headers: Headers }

type Options = { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> }

/** Calls `METHOD /path?query` as a client would, through the route module that serves it. */
export async function api(method: 'GET' | 'POST' | 'PUT', path: string, options: Options = {}): Promise<Answer> {
  const headers = new Headers(options.headers)
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body = options.raw
  if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers.set('content-type', 'application/json')
  }
  const response = await serveRoute(new Request(new URL(path, origin), { method, headers, body }))
  const text = await response.text()
  assertNoSecrets(text)
  return { status: response.status, json: text ? JSON.parse(text) : {}, text, headers: response.headers }
}

export type TestMember = { id: number; email: string; token: string; firstName: string }

/** A member registered through the auth API; verified unless asked otherwise. */
export async function newMember(options: { verified?: boolean; firstName?: string } = {}): Promise<TestMember> {
  const body = { ...validRegistration(uniqueEmail('partner')), firstName: options.firstName ?? 'Ada' }
  const response = await call(register, { body })
  expect(response.status).toBe(201)
  const id = response.json.user!.id
  if (options.verified !== false) await markEmailVerified(id)
  return { id, email: body.email, token: response.json.accessToken!, firstName: body.firstName }
}

export const businessTypes = ['coffee-shop', 'fashion-boutique', 'wine-bar'] as const

/** What the partners feature reads from the CMS: business types, and the directory copy (as seeded). */
export async function ensureBusinessTypes(): Promise<void> {
  for (const slug of businessTypes) await ensureBusinessType(slug)
  const cms = await payload()
  const copy = await cms.findGlobal({ slug: 'directory', depth: 0 })
  if (!copy.emails?.proposalSubject) {
    await cms.updateGlobal({ slug: 'directory', data: { ...seedData.directory, _status: 'published' } as never, overrideAccess: true, depth: 0 })
  }
}

let counter = 0

/** A complete, valid profile body; `name` is unique per call unless given. */
export function profileBody(overrides: Partial<BusinessProfileInput> = {}): BusinessProfileInput {
  counter += 1
  return {
    name: `Test Business ${Date.now().toString(36)} ${counter}`,
    businessType: 'coffee-shop',
    description: 'Specialty coffee and pastries, looking for local partners to share our counter space.',
    suburb: 'Fitzroy',
    postcode: '3065',
    channels: ['in-store-space'],
    offers: ['brand-exposure'],
    models: ['reciprocal'],
    website: 'https://example.com',
    listed: true,
    ...overrides,
  }
}

/** A member with a saved profile (listed unless overridden). */
export async function memberWithProfile(overrides: Partial<BusinessProfileInput> = {}, options: { verified?: boolean } = {}) {
  const member = await newMember(options)
  const saved = await api('PUT', '/auth/business-profile', { token: member.token, body: profileBody(overrides) })
  expect(saved.status, saved.text).toBe(200)
  return { ...member, profile: saved.json.profile as { slug: string; name: string } }
}

export const proposalBody = (toPartner: string, overrides: Record<string, unknown> = {}) => ({
  toPartner,
  // What profileBody's business lists: a proposal names terms its recipient lists.
  channel: 'in-store-space',
  offer: 'brand-exposure',
  model: 'reciprocal',
  message: 'We would love to place our pastries on your counter for a month.',
  ...overrides,
})

/** The newest email to `to` once background sends have finished. */
export async function emailTo(to: string, subject?: RegExp) {
  await settleDeliveries()
  return lastEmailTo(to, subject)
}

/** The keys of Partner JSON (sorted): its text fields as declared, and the rest. */
export const partnerKeys = [...apiProfileFieldNames, 'channels', 'collaborations', 'memberSince', 'models', 'offers', 'rating', 'reviewCount', 'slug', 'verified', 'verifiedPartner'].sort()
/** The member's own profile: every field, the Partner JSON's and those only the pages show, and its state. */
export const ownProfileKeys = [...new Set([...partnerKeys, ...profileFieldNames, 'listed', 'updatedAt'])].sort()
export const proposalKeys = ['channel', 'commissionPercent', 'createdAt', 'fee', 'from', 'id', 'message', 'model', 'offer', 'startDate', 'status', 'to', 'updatedAt']
