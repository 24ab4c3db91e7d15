// The JSON the API answers with, as zod schemas for the reference: the request schemas are the
// handlers' own (operations.server.ts), these describe the answers of the product contract.
// Each shape has an `id`, so the document lists it once under components and refers to it.
import { apiProfileFieldNames, profileFieldNames, profileFields, type ProfileFieldName } from '@kindred/cms/profile-fields'
import { z } from 'zod'

import { channels, models, offers, proposalStatuses } from '~/partners/partners.options'

const isoDateTime = z.string().meta({ format: 'date-time' })
const isoDate = z.string().meta({ format: 'date', description: 'YYYY-MM-DD' })
const cents = z.number().int().meta({ description: 'AUD cents' })
const slug = z.string().meta({ description: 'lowercase letters, digits and hyphens' })
const party = z.object({ slug, name: z.string() })

export const failureShape = z
  .object({
    success: z.literal(false),
    errorMessage: z.string().meta({ description: 'A sentence a person can read.' }),
    errors: z.record(z.string(), z.string()).optional().meta({ description: 'One message per invalid field.' }),
  })
  .meta({ id: 'Failure', description: 'Every refusal: never a stack trace.' })

export const okShape = z.object({ success: z.literal(true) }).meta({ id: 'Ok' })

export const userShape = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    phone: z.string().nullable(),
    businessType: z.string().nullable(),
    organisation: z.object({ name: z.string().nullable(), businessType: z.string().nullable() }).nullable(),
    plan: z.object({
      slug: z.string(),
      status: z.enum(['free', 'trial', 'active', 'past-due']),
      billing: z.enum(['monthly', 'annual']),
      trialEndsAt: isoDateTime.nullable(),
      renewsAt: isoDateTime.nullable(),
    }),
  })
  .meta({ id: 'User' })

export const authShape = z
  .object({
    success: z.boolean(),
    accessToken: z.string().optional().meta({ description: 'A JWT (sub, sid, exp) living at most 15 minutes.' }),
    refreshToken: z.string().optional().meta({ description: 'Opaque; a used one stops working.' }),
    user: userShape.optional(),
    errorMessage: z.string().optional(),
  })
  .meta({ id: 'AuthAnswer' })

/** A profile's text fields (@kindred/cms/profile-fields): an optional one is null when not given. */
const textShapes = (names: readonly ProfileFieldName[]) =>
  Object.fromEntries(names.map((name) => [name, profileFields[name].optional ? z.string().nullable() : z.string()])) as Record<ProfileFieldName, z.ZodString | z.ZodNullable<z.ZodString>>
/** Those the Partner JSON carries; the member's own profile carries every one. */
const profileText = textShapes(apiProfileFieldNames)
const ownProfileText = textShapes(profileFieldNames.filter((name) => !profileFields[name].api))

export const partnerShape = z
  .object({
    slug,
    ...profileText,
    channels: z.array(z.enum(channels)),
    offers: z.array(z.enum(offers)),
    models: z.array(z.enum(models)),
    verified: z.boolean(),
    memberSince: isoDate,
    collaborations: z.number().int(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    verifiedPartner: z.boolean(),
  })
  .meta({ id: 'Partner' })

export const businessProfileShape = partnerShape.extend({ ...ownProfileText, listed: z.boolean(), updatedAt: isoDateTime }).meta({ id: 'BusinessProfile' })

export const proposalShape = z
  .object({
    id: z.number().int(),
    from: party,
    to: party,
    channel: z.enum(channels),
    offer: z.enum(offers),
    model: z.enum(models),
    message: z.string(),
    startDate: isoDate.nullable(),
    commissionPercent: z.number().int().nullable(),
    fee: cents.nullable(),
    status: z.enum(proposalStatuses),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Proposal' })

export const collaborationShape = proposalShape
  .extend({
    status: z.enum(['active', 'ended']),
    agreement: z.object({ terms: z.string(), confirmedBy: z.array(slug), fixedAt: isoDateTime.nullable() }),
    milestones: z.array(
      z.object({ id: z.number().int(), title: z.string(), dueDate: isoDate.nullable(), doneBy: slug.nullable(), doneAt: isoDateTime.nullable(), confirmedAt: isoDateTime.nullable() }),
    ),
    unread: z.number().int(),
    endedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'Collaboration' })

export const offerCodeShape = z
  .object({
    code: z.string(),
    collaborationId: z.number().int(),
    redeemer: party,
    promoter: party,
    offerText: z.string(),
    destination: z.string(),
    link: z.string().meta({ description: '{PUBLIC_URL}/go/{CODE}' }),
    qr: z.string().meta({ description: '{PUBLIC_URL}/go/{CODE}/qr.svg' }),
    validFrom: isoDate.nullable(),
    validUntil: isoDate.nullable(),
    maxUses: z.number().int().nullable(),
    uses: z.number().int(),
    status: z.enum(['active', 'disabled', 'expired', 'used-up']),
    createdAt: isoDateTime,
  })
  .meta({ id: 'OfferCode' })

export const redemptionShape = z
  .object({
    id: z.number().int(),
    code: z.string(),
    collaborationId: z.number().int(),
    amount: cents,
    currency: z.literal('AUD'),
    orderRef: z.string().nullable(),
    channel: z.enum(['till', 'online', 'phone']).nullable(),
    redeemedAt: isoDateTime,
    recordedBy: z.enum(['member', 'counter', 'import', 'integration']),
    voided: z.boolean(),
  })
  .meta({ id: 'Redemption' })

const tally = { clicks: z.number().int(), qrScans: z.number().int(), redemptions: z.number().int(), revenue: cents }

export const resultsShape = z
  .object({
    ...tally,
    averageSale: cents,
    currency: z.literal('AUD'),
    codes: z.array(z.object({ code: z.string(), ...tally })),
    days: z.array(z.object({ date: isoDate, ...tally })),
  })
  .meta({ id: 'Results' })

export const counterLinkShape = z
  .object({ id: z.number().int(), label: z.string(), createdAt: isoDateTime, url: z.string().optional().meta({ description: 'Answered once, when the link is made.' }) })
  .meta({ id: 'CounterLink' })

export const integrationShape = z
  .object({
    id: z.number().int(),
    platform: z.enum(['shopify', 'woocommerce']),
    label: z.string(),
    createdAt: isoDateTime,
    url: z.string().optional().meta({ description: 'The webhook address; answered once, when the integration is made.' }),
    secret: z.string().optional().meta({ description: 'The signing secret; answered once.' }),
  })
  .meta({ id: 'Integration' })

export const messageShape = z.object({ id: z.number().int(), from: slug, body: z.string(), createdAt: isoDateTime }).meta({ id: 'Message' })

export const notificationsShape = z
  .object({ proposals: z.enum(['instant', 'daily', 'off']), messages: z.enum(['instant', 'daily', 'off']), monthlyReport: z.boolean() })
  .meta({ id: 'NotificationSettings' })

export const planShape = z
  .object({
    slug,
    name: z.string(),
    monthlyPrice: z.number(),
    annualPrice: z.number(),
    commissionPercent: z.number(),
    features: z.array(z.string()),
    limits: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Plan' })

export const ledgerEntryShape = z
  .object({
    id: z.number().int(),
    collaborationId: z.number().int().nullable(),
    kind: z.enum(['commission', 'placement-fee', 'platform-commission', 'subscription', 'proration', 'adjustment']),
    amount: cents,
    currency: z.literal('AUD'),
    payer: z.object({ slug }),
    payee: z.object({ slug }),
    status: z.enum(['pending', 'invoiced', 'paid', 'confirmed', 'disputed', 'void']),
    createdAt: isoDateTime,
    statementId: z.number().int().nullable(),
    invoiceNumber: z.string().nullable(),
  })
  .meta({ id: 'LedgerEntry' })

const business = z.object({ slug, name: z.string() })

export const invoiceShape = z
  .object({
    number: z.string(),
    month: z.string(),
    issuedAt: isoDateTime,
    currency: z.literal('AUD'),
    total: cents,
    gst: cents,
    exGst: cents,
    business,
    lines: z.array(z.object({ description: z.string(), amount: cents }).loose()),
  })
  .meta({ id: 'Invoice' })

export const statementShape = z
  .object({
    id: z.number().int(),
    month: z.string(),
    status: z.enum(['issued', 'paid', 'confirmed', 'disputed']),
    currency: z.literal('AUD'),
    amount: cents,
    payerOwes: cents,
    payeeOwes: cents,
    payer: business,
    payee: business,
    issuedAt: isoDateTime,
    disputableUntil: isoDateTime,
    paidAt: isoDateTime.nullable(),
    confirmedAt: isoDateTime.nullable(),
    disputedAt: isoDateTime.nullable(),
    disputeReason: z.string().nullable(),
  })
  .meta({ id: 'Statement' })

export const apiKeyShape = z
  .object({
    id: z.number().int(),
    name: z.string(),
    hint: z.string(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
    secret: z.string().optional().meta({ description: 'kin_…, answered once, when the key is made; only a hash is kept.' }),
  })
  .meta({ id: 'ApiKey' })

export const importShape = z
  .object({
    success: z.literal(true),
    imported: z.number().int(),
    duplicates: z.number().int(),
    errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  })
  .meta({ id: 'ImportReport' })

/** `{ success: true, …fields }`. */
export const ok = <T extends z.ZodRawShape>(fields: T) => z.object({ success: z.literal(true), ...fields })
