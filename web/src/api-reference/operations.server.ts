// Every public operation of the site's API, with the zod schemas its handler parses: the one list
// the OpenAPI document and the /docs/api page are made from. Request schemas are the handlers' own
// objects (imported, never copied), so a change to what a handler accepts changes the reference;
// answers follow the product contract (shapes.ts). The auth and contact schemas are built from the
// CMS's form words, as their handlers build them, so the caller passes those texts.
import { z } from 'zod'

import { deleteAccountSchema } from '~/auth/account.schemas'
import { authSchemas, type AuthTexts } from '~/auth/auth.schemas'
import { contactSchema, type ContactTexts } from '~/contact/contact.schema'
import { disputeSchema } from '~/money/statements.server'
import { ledgerQuerySchema } from '~/money/handlers.server'
import { businessProfileSchema, directoryFilterSchema, proposalSchema } from '~/partners/partners.schema'
import { proposalActions } from '~/partners/partners.options'
import { apiKeySchema, planChangeSchema } from '~/plans/plans.schema'
import { counterLinkSchema, integrationSchema, newCodeSchema, redemptionSchema, resultsQuerySchema } from '~/results/results.schema'
import { keyRoutes } from '~/server/api-keys.server'
import { milestoneActions } from '~/workspace/handlers.server'
import { agreementSchema, collaborationsQuerySchema, contactSharingSchema, messageSchema, messagesQuerySchema, milestoneSchema, notificationsSchema, reviewSchema } from '~/workspace/workspace.schema'

import * as shape from './shapes'

export const tags = {
  auth: 'Auth',
  account: 'Account and settings',
  contact: 'Contact',
  partners: 'Partners and proposals',
  results: 'Offer codes and results',
  sales: 'Sales ingest',
  workspace: 'Collaboration workspace',
  plans: 'Plans, ledger and invoices',
  reference: 'This reference',
} as const
export type Tag = (typeof tags)[keyof typeof tags]

/**
 * How a caller proves who it is. `session`: the access token as a bearer, or the pages' cookie (a
 * write from a browser also sends the CSRF header); `apiKey`: a member's `kin_…` key, accepted
 * only by the routes of keyRoutes; the two webhook signatures: HMAC-SHA256 of the raw body.
 */
export type Security = 'bearer' | 'cookie' | 'apiKey' | 'shopifyHmac' | 'wooSignature'

export type Method = 'get' | 'post' | 'put' | 'delete'

export type Answer = { description: string; schema?: z.ZodType; contentType?: string; headers?: Record<string, string> }

export type Operation = {
  method: Method
  /** The OpenAPI path, `{name}` for a parameter. */
  path: string
  /**
   * The file route that serves it (its TanStack path, `$name` for a parameter), or null for a path
   * answered before routing (the tracking link, in web/src/server.ts).
   */
  route: string | null
  tag: Tag
  summary: string
  description?: string
  /** Any one of these is enough; empty: no sign-in. */
  security: Security[]
  params?: z.ZodObject
  query?: z.ZodType
  body?: z.ZodType
  bodyType?: string
  responses: Record<number, Answer>
}

type Texts = AuthTexts & ContactTexts

const member: Security[] = ['bearer', 'cookie']
const positiveId = (what: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .meta({ description: `The ${what}'s id, a positive integer.` })
const idParams = (what: string) => z.object({ id: positiveId(what) })
const codeParam = z.string().max(40).meta({ description: 'An offer code, any case (KIND-7QX2PM).' })

const fail = (description: string): Answer => ({ description, schema: shape.failureShape })
const invalid = fail('Invalid input: `errors` names each field.')
const signIn = fail('No session, token or key.')
const notParty = fail('Unknown, or the caller is not one of its two businesses.')
const throttled: Answer = { ...fail('Throttled.'), headers: { 'Retry-After': 'Seconds to wait.' } }
const done = (description = 'Done.'): Answer => ({ description, schema: shape.okShape })
const answer = (description: string, fields: z.ZodRawShape): Answer => ({ description, schema: shape.ok(fields) })

/** Answers only some of a family of operations give. */
const only = (when: boolean, answers: Record<number, Answer>): Record<number, Answer> => (when ? answers : {})

/** Member operations that an API key may call too: exactly the routes the key check lets through. */
const keyed = (method: Method, path: string): Security[] => (`${method.toUpperCase()} ${path}` in keyRoutes ? [...member, 'apiKey'] : member)

export function apiOperations(texts: Texts): Operation[] {
  const auth = authSchemas(texts)
  const collaborationParams = idParams('collaboration')
  return [
    // Auth
    {
      method: 'post',
      path: '/auth/register',
      route: '/auth/register',
      tag: tags.auth,
      summary: 'Create an account',
      description: 'Signs the new member in (tokens and the session cookie) and sends the verification email.',
      security: [],
      body: auth.register,
      responses: { 201: { description: 'Registered.', schema: shape.authShape }, 400: invalid, 409: fail('The email address is taken.'), 429: throttled },
    },
    {
      method: 'post',
      path: '/auth/login',
      route: '/auth/login',
      tag: tags.auth,
      summary: 'Sign in with email and password',
      security: [],
      body: auth.login,
      responses: { 200: { description: 'Signed in.', schema: shape.authShape }, 400: invalid, 401: fail('Login failed: one message for an unknown email and a wrong password.'), 429: throttled },
    },
    {
      method: 'post',
      path: '/auth/google',
      route: '/auth/google',
      tag: tags.auth,
      summary: 'Sign in with a Google ID token',
      description: 'Creates the account, or links it by verified email.',
      security: [],
      body: auth.google,
      responses: { 200: { description: 'Signed in.', schema: shape.authShape }, 400: invalid, 401: fail('The token is invalid.'), 503: fail('Google sign-in is not configured.') },
    },
    {
      method: 'get',
      path: '/auth/google/start',
      route: '/auth/google/start',
      tag: tags.auth,
      summary: "Start Google's sign-in in the browser",
      security: [],
      query: z.object({ redirect: z.string().optional(), reason: z.string().optional() }),
      responses: { 302: { description: "To Google's consent page, or back to /login when Google sign-in is off." } },
    },
    {
      method: 'get',
      path: '/auth/google/callback',
      route: '/auth/google/callback',
      tag: tags.auth,
      summary: "Google's return to the site",
      security: [],
      query: z.object({ state: z.string(), code: z.string().max(2000) }),
      responses: { 302: { description: 'Signed in: to the dashboard or the page the member came from; otherwise back to /login.' } },
    },
    {
      method: 'post',
      path: '/auth/refresh',
      route: '/auth/refresh',
      tag: tags.auth,
      summary: 'Exchange a refresh token for new tokens',
      description: 'The used refresh token stops working; presenting it again revokes the whole session.',
      security: [],
      body: auth.refresh,
      responses: { 200: { description: 'New access and refresh tokens.', schema: shape.authShape }, 401: fail('Unknown, used or expired.') },
    },
    {
      method: 'post',
      path: '/auth/session/refresh',
      route: '/auth/session/refresh',
      tag: tags.auth,
      summary: "Renew the pages' session cookie",
      security: ['cookie'],
      responses: { 200: { description: 'A new session cookie.', schema: shape.authShape }, 401: signIn },
    },
    {
      method: 'post',
      path: '/auth/logout',
      route: '/auth/logout',
      tag: tags.auth,
      summary: 'Sign out',
      description: "The session's access and refresh tokens stop working at once.",
      security: member,
      responses: { 200: done('Signed out.') },
    },
    {
      method: 'post',
      path: '/auth/verify-email',
      route: '/auth/verify-email',
      tag: tags.auth,
      summary: "Verify the email address with the emailed link's token",
      security: [],
      body: auth.token,
      responses: { 200: { description: 'Verified.', schema: shape.authShape }, 400: fail('Bad or expired token.') },
    },
    {
      method: 'post',
      path: '/auth/verify-email/resend',
      route: '/auth/verify-email/resend',
      tag: tags.auth,
      summary: 'Send the verification email again',
      security: member,
      responses: { 202: done('Sent (or already verified).'), 401: signIn, 429: throttled },
    },
    {
      method: 'post',
      path: '/auth/forgot-password',
      route: '/auth/forgot-password',
      tag: tags.auth,
      summary: 'Email a password-reset link',
      description: 'Answers the same whether or not the address has an account.',
      security: [],
      body: auth.forgotPassword,
      responses: { 202: done('Accepted.'), 400: invalid, 429: throttled },
    },
    {
      method: 'post',
      path: '/auth/reset-password',
      route: '/auth/reset-password',
      tag: tags.auth,
      summary: "Set a new password with the emailed link's token",
      security: [],
      body: auth.resetPassword,
      responses: { 200: { description: 'The password is changed and the member signed in.', schema: shape.authShape }, 400: invalid },
    },
    // Account and settings
    {
      method: 'get',
      path: '/auth/profile',
      route: '/auth/profile',
      tag: tags.account,
      summary: "The signed-in member's profile",
      security: member,
      responses: { 200: { description: 'The member.', schema: shape.authShape }, 401: signIn },
    },
    {
      method: 'put',
      path: '/auth/profile',
      route: '/auth/profile',
      tag: tags.account,
      summary: 'Update the profile',
      security: member,
      body: auth.profile,
      responses: { 200: { description: 'The updated member.', schema: shape.authShape }, 400: invalid, 401: signIn },
    },
    {
      method: 'post',
      path: '/auth/account/delete',
      route: '/auth/account/delete',
      tag: tags.account,
      summary: 'Delete the account',
      description: 'Needs the password for an account that has one.',
      security: member,
      body: deleteAccountSchema,
      responses: { 200: done('Deleted; the session ends.'), 400: invalid, 401: signIn },
    },
    {
      method: 'get',
      path: '/auth/notifications',
      route: '/auth/notifications',
      tag: tags.account,
      summary: 'Email settings',
      security: member,
      responses: { 200: answer('The settings.', { notifications: shape.notificationsShape }), 401: signIn },
    },
    {
      method: 'put',
      path: '/auth/notifications',
      route: '/auth/notifications',
      tag: tags.account,
      summary: 'Change the email settings',
      security: member,
      body: notificationsSchema,
      responses: { 200: answer('The settings.', { notifications: shape.notificationsShape }), 400: invalid, 401: signIn },
    },
    {
      method: 'post',
      path: '/auth/plan',
      route: '/auth/plan',
      tag: tags.plans,
      summary: 'Change plan and billing',
      description: 'Takes effect at once; the first move to a paid plan starts its 14-day trial; the next invoice carries the prorated difference.',
      security: member,
      body: planChangeSchema,
      responses: { 200: answer('The member with the new plan.', { user: shape.userShape }), 400: invalid, 401: signIn },
    },
    {
      method: 'get',
      path: '/auth/api-keys',
      route: '/auth/api-keys',
      tag: tags.account,
      summary: "The member's API keys",
      security: member,
      responses: { 200: answer('The keys, without secrets.', { keys: z.array(shape.apiKeyShape) }), 401: signIn },
    },
    {
      method: 'post',
      path: '/auth/api-keys',
      route: '/auth/api-keys',
      tag: tags.account,
      summary: 'Make an API key',
      description: 'The secret (`kin_…`) is answered this once. Only on plans whose limits allow API access.',
      security: member,
      body: apiKeySchema,
      responses: {
        201: answer('The key with its secret.', { key: shape.apiKeyShape }),
        400: invalid,
        401: signIn,
        403: fail('The plan does not allow API keys; the message names the plan that does.'),
      },
    },
    {
      method: 'delete',
      path: '/auth/api-keys/{id}',
      route: '/auth/api-keys/$id',
      tag: tags.account,
      summary: 'Revoke an API key',
      security: member,
      params: idParams('key'),
      responses: { 200: done('The key stops working at once.'), 401: signIn, 404: fail('Unknown key.') },
    },
    // Contact
    {
      method: 'post',
      path: '/contact',
      route: '/contact',
      tag: tags.contact,
      summary: 'Send a message to the Kindred team',
      description: 'Also takes the same fields as a form post from the contact page.',
      security: [],
      body: contactSchema(texts),
      responses: { 201: done('Stored.'), 400: invalid, 429: throttled },
    },
    // Partners and proposals
    {
      method: 'get',
      path: '/api/partners',
      route: '/api/partners',
      tag: tags.partners,
      summary: 'Search the partner directory',
      security: [],
      query: directoryFilterSchema,
      responses: {
        200: answer('A page of listed businesses (24 a page).', { items: z.array(shape.partnerShape), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
        400: invalid,
      },
    },
    {
      method: 'get',
      path: '/api/partners/{slug}',
      route: '/api/partners/$slug',
      tag: tags.partners,
      summary: "One listed business's profile",
      security: [],
      params: z.object({ slug: z.string().max(60) }),
      responses: { 200: answer('The business.', { partner: shape.partnerShape }), 404: fail('Unknown or unlisted.') },
    },
    {
      method: 'get',
      path: '/auth/business-profile',
      route: '/auth/business-profile',
      tag: tags.partners,
      summary: "The member's own business profile",
      security: member,
      responses: { 200: answer('The profile, or null when the member has none.', { profile: shape.businessProfileShape.nullable() }), 401: signIn },
    },
    {
      method: 'put',
      path: '/auth/business-profile',
      route: '/auth/business-profile',
      tag: tags.partners,
      summary: 'Create or update the business profile',
      security: member,
      body: businessProfileSchema,
      responses: { 200: answer('The saved profile.', { profile: shape.businessProfileShape }), 400: invalid, 401: signIn, 409: fail('The slug is taken, or the profile changed elsewhere.') },
    },
    {
      method: 'get',
      path: '/api/proposals',
      route: '/api/proposals',
      tag: tags.partners,
      summary: 'Proposals received and sent',
      security: member,
      responses: { 200: answer('Both lists.', { incoming: z.array(shape.proposalShape), outgoing: z.array(shape.proposalShape) }), 401: signIn },
    },
    {
      method: 'post',
      path: '/api/proposals',
      route: '/api/proposals',
      tag: tags.partners,
      summary: 'Propose a collaboration',
      description: 'Emails the other business.',
      security: member,
      body: proposalSchema,
      responses: {
        201: answer('Sent.', { proposal: shape.proposalShape }),
        400: invalid,
        401: signIn,
        403: fail("To oneself, the sender's email is unverified, or the sender has no listed profile."),
        404: fail('Unknown partner.'),
        429: throttled,
      },
    },
    ...proposalActions.map((action): Operation => ({
      method: 'post',
      path: `/api/proposals/{id}/${action}`,
      route: '/api/proposals/$id/$action',
      tag: tags.partners,
      summary: `${action[0]!.toUpperCase()}${action.slice(1)} a proposal`,
      description: action === 'withdraw' ? 'Only the sender withdraws.' : `Only the recipient can ${action}.`,
      security: member,
      params: idParams('proposal'),
      responses: {
        200: answer('The proposal.', { proposal: shape.proposalShape }),
        401: signIn,
        403: fail('Not this side’s to answer.'),
        404: fail('Unknown proposal.'),
        409: fail('No longer pending.'),
      },
    })),
    // Offer codes and results
    {
      method: 'get',
      path: '/api/collaborations/{id}/codes',
      route: '/api/collaborations/$id/codes',
      tag: tags.results,
      summary: "A collaboration's offer codes",
      security: keyed('get', '/api/collaborations/{id}/codes'),
      params: collaborationParams,
      responses: { 200: answer('Both businesses’ codes.', { codes: z.array(shape.offerCodeShape) }), 401: signIn, 403: fail('Not accepted, or the plan does not include offer codes.'), 404: notParty },
    },
    {
      method: 'post',
      path: '/api/collaborations/{id}/codes',
      route: '/api/collaborations/$id/codes',
      tag: tags.results,
      summary: 'Make an offer code the caller honours',
      security: member,
      params: collaborationParams,
      body: newCodeSchema,
      responses: { 201: answer('The code.', { code: shape.offerCodeShape }), 400: invalid, 401: signIn, 403: fail('Not a party, not accepted, or not on the plan.'), 404: notParty },
    },
    {
      method: 'post',
      path: '/api/codes/{code}/disable',
      route: '/api/codes/$code/disable',
      tag: tags.results,
      summary: 'Disable an offer code for good',
      security: member,
      params: z.object({ code: codeParam }),
      responses: { 200: answer('The disabled code.', { code: shape.offerCodeShape }), 401: signIn, 403: fail('Only its redeemer disables it.'), 404: fail('Unknown code.') },
    },
    {
      method: 'get',
      path: '/api/collaborations/{id}/results',
      route: '/api/collaborations/$id/results',
      tag: tags.results,
      summary: "A collaboration's clicks, scans, sales and revenue",
      description: 'Both parties see the same figures; voided sales are left out.',
      security: keyed('get', '/api/collaborations/{id}/results'),
      params: collaborationParams,
      query: resultsQuerySchema,
      responses: { 200: answer('The results.', { results: shape.resultsShape }), 400: invalid, 401: signIn, 403: fail('Not accepted, or not on the plan.'), 404: notParty },
    },
    {
      method: 'get',
      path: '/go/{code}',
      route: null,
      tag: tags.results,
      summary: "An offer code's tracking link",
      description: 'Counts the click (once per visitor per code per day) and sends the visitor on with utm_source, utm_medium, utm_campaign and ref added.',
      security: [],
      params: z.object({ code: codeParam }),
      query: z.object({ qr: z.literal('1').optional().meta({ description: 'Reached through the QR code.' }) }),
      responses: {
        302: { description: 'To the destination.' },
        404: { description: 'Unknown code: the not-found page.', contentType: 'text/html' },
        410: { description: 'Disabled, expired or used up: a page naming the business.', contentType: 'text/html' },
      },
    },
    {
      method: 'get',
      path: '/go/{code}/qr.svg',
      route: '/go/$code/qr.svg',
      tag: tags.results,
      summary: "The QR code of an offer code's tracking link",
      security: [],
      params: z.object({ code: codeParam }),
      responses: { 200: { description: 'An SVG image.', contentType: 'image/svg+xml' }, 404: fail('Unknown code.') },
    },
    // Sales ingest
    {
      method: 'post',
      path: '/api/redemptions',
      route: '/api/redemptions',
      tag: tags.sales,
      summary: 'Record a sale made with an offer code',
      description: 'The same orderRef for the same code again answers 200 with the stored sale, counted once.',
      security: keyed('post', '/api/redemptions'),
      body: redemptionSchema,
      responses: {
        200: answer('Already recorded.', { redemption: shape.redemptionShape }),
        201: answer('Recorded.', { redemption: shape.redemptionShape }),
        400: invalid,
        401: signIn,
        403: fail('Not the redeemer.'),
        404: fail('Unknown code.'),
        409: fail('Disabled, expired or used up (the message says which).'),
        429: throttled,
      },
    },
    {
      method: 'post',
      path: '/api/redemptions/{id}/void',
      route: '/api/redemptions/$id/void',
      tag: tags.sales,
      summary: 'Void a recorded sale',
      description: 'By the redeemer, within 30 days.',
      security: member,
      params: idParams('redemption'),
      responses: {
        200: answer('The voided sale.', { redemption: shape.redemptionShape }),
        401: signIn,
        403: fail('Not the redeemer, or too late.'),
        404: fail('Unknown sale.'),
        409: fail('Already void.'),
      },
    },
    {
      method: 'post',
      path: '/api/redemptions/import',
      route: '/api/redemptions/import',
      tag: tags.sales,
      summary: 'Import sales from a CSV file',
      description: 'Header `code,amount,orderRef,redeemedAt`, amount in dollars (12.50); each row is checked as POST /api/redemptions checks a sale. At most 5,000 rows and 1 MB.',
      security: keyed('post', '/api/redemptions/import'),
      query: z.object({ dryRun: z.literal('1').optional().meta({ description: 'Check only; store nothing.' }) }),
      body: z.string().meta({ description: 'code,amount,orderRef,redeemedAt' }),
      bodyType: 'text/csv',
      responses: { 200: { description: 'Good rows stored, bad rows listed.', schema: shape.importShape }, 400: fail('Not CSV, or too large.'), 401: signIn },
    },
    {
      method: 'get',
      path: '/api/counter-links',
      route: '/api/counter-links',
      tag: tags.sales,
      summary: "The business's counter links",
      security: member,
      responses: { 200: answer('The links (their addresses are not kept).', { links: z.array(shape.counterLinkShape) }), 401: signIn },
    },
    {
      method: 'post',
      path: '/api/counter-links',
      route: '/api/counter-links',
      tag: tags.sales,
      summary: 'Make a counter link',
      description: 'A page at {PUBLIC_URL}/redeem/{token} where shop staff record sales without signing in.',
      security: member,
      body: counterLinkSchema,
      responses: { 201: answer('The link with its address, shown once.', { link: shape.counterLinkShape }), 400: invalid, 401: signIn },
    },
    {
      method: 'delete',
      path: '/api/counter-links/{id}',
      route: '/api/counter-links/$id',
      tag: tags.sales,
      summary: 'Close a counter link',
      security: member,
      params: idParams('counter link'),
      responses: { 200: done('The link stops working at once.'), 401: signIn, 403: fail('Not this business’s link.'), 404: fail('Unknown link.') },
    },
    {
      method: 'get',
      path: '/api/integrations',
      route: '/api/integrations',
      tag: tags.sales,
      summary: "The business's shop integrations",
      security: member,
      responses: { 200: answer('The integrations, without secrets.', { integrations: z.array(shape.integrationShape) }), 401: signIn },
    },
    {
      method: 'post',
      path: '/api/integrations',
      route: '/api/integrations',
      tag: tags.sales,
      summary: 'Connect a Shopify or WooCommerce shop',
      security: member,
      body: integrationSchema,
      responses: { 201: answer('The integration with its webhook address and secret, shown once.', { integration: shape.integrationShape }), 400: invalid, 401: signIn },
    },
    {
      method: 'delete',
      path: '/api/integrations/{id}',
      route: '/api/integrations/$id',
      tag: tags.sales,
      summary: 'Disconnect a shop',
      security: member,
      params: idParams('integration'),
      responses: { 200: done("The shop's webhooks are refused from now on."), 401: signIn, 404: fail('Unknown integration.') },
    },
    {
      method: 'post',
      path: '/api/integrations/{platform}/{token}',
      route: '/api/integrations/$platform/$token',
      tag: tags.sales,
      summary: "A shop's order webhook",
      description: "Signed with the integration's secret (base64 HMAC-SHA256 of the raw body). One sale per order id whose discount code is a Kindred code the shop's business redeems.",
      security: ['shopifyHmac', 'wooSignature'],
      params: z.object({ platform: z.enum(['shopify', 'woocommerce']), token: z.string().max(64) }),
      body: z.object({}).loose().meta({ description: "The shop's order, as the shop sends it." }),
      responses: { 200: done('Received.'), 401: fail('Bad signature.'), 404: fail('Unknown token.') },
    },
    // Collaboration workspace
    {
      method: 'get',
      path: '/api/collaborations',
      route: '/api/collaborations',
      tag: tags.workspace,
      summary: "The member's collaborations",
      description: 'Accepted proposals, latest activity first.',
      security: member,
      query: collaborationsQuerySchema,
      responses: { 200: answer('A page of collaborations.', { collaborations: z.array(shape.collaborationShape) }), 400: invalid, 401: signIn },
    },
    {
      method: 'get',
      path: '/api/collaborations/{id}',
      route: '/api/collaborations/$id',
      tag: tags.workspace,
      summary: 'One collaboration',
      security: member,
      params: collaborationParams,
      responses: { 200: answer('The collaboration.', { collaboration: shape.collaborationShape }), 401: signIn, 404: notParty },
    },
    {
      method: 'put',
      path: '/api/collaborations/{id}/agreement',
      route: '/api/collaborations/$id/agreement',
      tag: tags.workspace,
      summary: 'Rewrite the agreement',
      description: 'Clears both confirmations.',
      security: member,
      params: collaborationParams,
      body: agreementSchema,
      responses: { 200: answer('The collaboration.', { collaboration: shape.collaborationShape }), 400: invalid, 401: signIn, 404: notParty, 409: fail('Both sides already confirmed it.') },
    },
    {
      method: 'post',
      path: '/api/collaborations/{id}/agreement/confirm',
      route: '/api/collaborations/$id/agreement/confirm',
      tag: tags.workspace,
      summary: 'Confirm the agreement',
      description: 'Once both sides confirmed, the agreement is fixed.',
      security: member,
      params: collaborationParams,
      responses: { 200: answer('The collaboration.', { collaboration: shape.collaborationShape }), 401: signIn, 404: notParty, 409: fail('Already confirmed.') },
    },
    {
      method: 'post',
      path: '/api/collaborations/{id}/milestones',
      route: '/api/collaborations/$id/milestones',
      tag: tags.workspace,
      summary: 'Add a milestone',
      security: member,
      params: collaborationParams,
      body: milestoneSchema,
      responses: { 201: answer('The milestone.', { milestone: z.object({}).loose() }), 400: invalid, 401: signIn, 404: notParty },
    },
    ...milestoneActions.map((action): Operation => ({
      method: 'post',
      path: `/api/collaborations/{id}/milestones/{mid}/${action}`,
      route: '/api/collaborations/$id/milestones/$mid/$action',
      tag: tags.workspace,
      summary: action === 'done' ? 'Mark a milestone done' : 'Confirm a milestone the other side marked done',
      security: member,
      params: z.object({ id: positiveId('collaboration'), mid: positiveId('milestone') }),
      responses: {
        200: answer('The collaboration.', { collaboration: shape.collaborationShape }),
        401: signIn,
        ...only(action === 'confirm', { 403: fail('The side that marked it done cannot confirm it.') }),
        404: notParty,
        409: fail(action === 'done' ? 'Already done.' : 'Not done, or already confirmed.'),
      },
    })),
    {
      method: 'get',
      path: '/api/collaborations/{id}/messages',
      route: '/api/collaborations/$id/messages',
      tag: tags.workspace,
      summary: 'Read messages',
      description: '50 a page, newest last; reading marks them read.',
      security: member,
      params: collaborationParams,
      query: messagesQuerySchema,
      responses: { 200: answer('A page of messages.', { messages: z.array(shape.messageShape), readUpTo: z.number().int().nullable() }), 400: invalid, 401: signIn, 404: notParty },
    },
    {
      method: 'post',
      path: '/api/collaborations/{id}/messages',
      route: '/api/collaborations/$id/messages',
      tag: tags.workspace,
      summary: 'Write a message',
      security: member,
      params: collaborationParams,
      body: messageSchema,
      responses: { 201: answer('The message.', { message: shape.messageShape }), 400: invalid, 401: signIn, 404: notParty, 429: throttled },
    },
    {
      method: 'post',
      path: '/api/collaborations/{id}/contact-sharing',
      route: '/api/collaborations/$id/contact-sharing',
      tag: tags.workspace,
      summary: "Share (or stop sharing) the member's email address with the other side",
      description: 'The addresses appear in the messages once both sides share.',
      security: member,
      params: collaborationParams,
      body: contactSharingSchema,
      responses: { 200: answer('Both sides’ choices.', { sharing: z.object({}).loose() }), 400: invalid, 401: signIn, 404: notParty },
    },
    {
      method: 'post',
      path: '/api/collaborations/{id}/end',
      route: '/api/collaborations/$id/end',
      tag: tags.workspace,
      summary: 'End the collaboration',
      security: member,
      params: collaborationParams,
      responses: { 200: answer('The collaboration.', { collaboration: shape.collaborationShape }), 401: signIn, 404: notParty, 409: fail('Already ended.') },
    },
    {
      method: 'post',
      path: '/api/collaborations/{id}/review',
      route: '/api/collaborations/$id/review',
      tag: tags.workspace,
      summary: 'Review the other business',
      description: 'Shown on its profile once both sides reviewed, or 14 days after the end.',
      security: member,
      params: collaborationParams,
      body: reviewSchema,
      responses: { 201: answer('The review.', { review: z.object({}).loose() }), 400: invalid, 401: signIn, 404: notParty, 409: fail('Not ended, or already reviewed.') },
    },
    // Plans, ledger and invoices
    {
      method: 'get',
      path: '/api/plans',
      route: '/api/plans',
      tag: tags.plans,
      summary: 'The published plans',
      security: [],
      responses: { 200: answer('The plans, from the CMS.', { plans: z.array(shape.planShape) }) },
    },
    {
      method: 'get',
      path: '/api/ledger',
      route: '/api/ledger',
      tag: tags.plans,
      summary: "What the member's business pays and receives in a month",
      security: member,
      query: ledgerQuerySchema,
      responses: { 200: answer('The entries and their totals.', { entries: z.array(shape.ledgerEntryShape), totals: z.object({}).loose() }), 400: invalid, 401: signIn },
    },
    {
      method: 'get',
      path: '/api/invoices',
      route: '/api/invoices',
      tag: tags.plans,
      summary: "Kindred's invoices to the member's business",
      description: 'Each has a printable page at /dashboard/invoices/{number}.',
      security: member,
      responses: { 200: answer('The invoices.', { invoices: z.array(shape.invoiceShape) }), 401: signIn },
    },
    {
      method: 'get',
      path: '/api/statements',
      route: '/api/statements',
      tag: tags.plans,
      summary: 'Monthly statements between the business and its partners',
      security: member,
      responses: { 200: answer('The statements.', { statements: z.array(shape.statementShape) }), 401: signIn },
    },
    ...(['paid', 'confirm', 'dispute'] as const).map((action): Operation => ({
      method: 'post',
      path: `/api/statements/{id}/${action}`,
      route: `/api/statements/$id/${action}`,
      tag: tags.plans,
      summary: { paid: 'Mark a statement paid (the payer)', confirm: 'Confirm a statement was paid (the payee)', dispute: 'Dispute a statement (either side, within 14 days of issue)' }[action],
      security: member,
      params: idParams('statement'),
      ...(action === 'dispute' ? { body: disputeSchema } : {}),
      responses: {
        200: answer('The statement.', { statement: shape.statementShape }),
        ...only(action === 'dispute', { 400: invalid }),
        401: signIn,
        403: fail('Not this side’s to do.'),
        404: fail('Unknown statement.'),
        409: fail('Not in a state that allows it.'),
      },
    })),
    // This reference
    {
      method: 'get',
      path: '/api/openapi.json',
      route: '/api/openapi.json',
      tag: tags.reference,
      summary: 'This document, in OpenAPI 3.1',
      description: 'Readable at /docs/api.',
      security: [],
      responses: { 200: { description: 'The OpenAPI document.', schema: z.object({ openapi: z.literal('3.1.0') }).loose() } },
    },
  ]
}
