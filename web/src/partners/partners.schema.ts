// The partners feature's schemas, written once and used by the pages (react-hook-form), the API
// handlers and the server functions, so browser and server give the same field errors.
// Browser-safe: no server imports. Every string and array has a maximum.
import { profileFieldNames, profileFields, type PlainFieldName, type ProfileFieldName } from '@kindred/cms/profile-fields'
import { z } from 'zod'

import { isReadableLine, isSingleLine, multiLine, singleLine, textMessages, type TextMessages } from '~/server/text-fields'

import { channels, dollarsOf, limits, models, offers, proposalActions, slugShape } from './partners.options'
import { suburbName } from './place'
import { canonicalWebsite } from './website'

export * from './partners.options'

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-AU')} characters`
const required = (label: string) => `${label} is required`

/** '' (an empty form field, an empty query parameter) and null read as "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** The text fields' words here: limits written as people read them ("2,000"), and "required" for a missing field. */
const partnersText: TextMessages = { ...textMessages, tooLong, required }

/** A required text field, by the rules of every text field (server/text-fields.ts); free text (`lines`) keeps tabs and line breaks. */
const requiredText = (label: string, max: number, lines: 'single' | 'multi' = 'single') => (lines === 'multi' ? multiLine : singleLine)(label, max, partnersText).min(1, required(label))

/** A business-type slug; whether it names a published type is checked on the server. */
export const businessTypeField = z
  .string({ error: 'Please choose a business type' })
  .trim()
  .min(1, 'Please choose a business type')
  .max(limits.businessType, 'Please choose a business type from the list')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Please choose a business type from the list')

/** Why a new or changed address is refused when its characters are right but its hyphens are not. */
export const slugRuleMessage = 'Use lowercase letters and digits, with single hyphens between words'

/**
 * An address as sent: the characters any stored address has. Whether a new or changed one follows
 * the stricter `slugPattern` (no stray or doubled hyphen) is the save's to check, against the
 * profile's current address, so a member whose address predates that rule can still save.
 */
export const slugField = z
  .string({ error: 'The address must be text' })
  .trim()
  .toLowerCase()
  .min(limits.slugMin, `The address must be at least ${limits.slugMin} characters`)
  .max(limits.slug, tooLong('The address', limits.slug))
  .regex(slugShape, 'Use only lowercase letters, digits and hyphens')

/** A set of options: at least one, each known, duplicates dropped. */
const optionSet = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .array(z.enum(values, { error: `Please choose ${label} from the list` }), { error: `Please choose at least one ${label}` })
    .min(1, `Please choose at least one ${label}`)
    .max(values.length * 2, `Please choose ${label} from the list`)
    .transform((list) => [...new Set(list)])

const websiteField = z
  .string({ error: 'The website must be text' })
  .trim()
  .max(limits.website, tooLong('The website', limits.website))
  // Checked apart from the address: the URL parser accepts a NUL in a path (as %00), but the
  // address is stored as typed.
  .refine(isReadableLine, textMessages.notAllowed('The website'))
  // People write addresses as they say them ("bakery.com.au"): without a scheme, https is meant.
  // A colon followed by a digit is a port ("bakery.com.au:8443"), not a scheme.
  // "//bakery.com.au", copied from a page's source, is the same address.
  .transform((value) => (value === '' || /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`))
  // Kept in the URL standard's form (scheme and host in lower case, the path as typed but encoded):
  // what the card links is the site it shows.
  .transform((value, context) => {
    if (value === '') return null
    const canonical = canonicalWebsite(value)
    if (canonical === null) context.addIssue({ code: 'custom', message: 'Please enter a web address, such as https://example.com.au' })
    return canonical
  })
  .refine((value) => value === null || value.length <= limits.website, tooLong('The website', limits.website))

/** Instagram's own rule for a username: letters, digits, full stops (not first, last or doubled) and underscores. */
const instagramHandle = /^(?!\.)(?!.*\.\.)[a-z0-9._]+(?<!\.)$/
const instagramRule = 'Please enter an Instagram handle, such as @fitzroybeans: letters, digits, full stops and underscores'

/**
 * The handle of an Instagram account as people write it: "@fitzroybeans", a copied profile link
 * ("https://www.instagram.com/fitzroybeans/?hl=en") or the name alone. Kept as the name in lower
 * case (Instagram's usernames are), so the profile links the account whichever way it was typed.
 */
const instagramField = z
  .string({ error: 'The Instagram handle must be text' })
  .trim()
  // A profile link with its query parameters is longer than the handle it names.
  .max(limits.website, instagramRule)
  .transform((value, context) => {
    const link = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]*)\/?(?:[?#].*)?$/i.exec(value)
    const handle = (link ? link[1]! : value.replace(/^@/, '')).toLowerCase()
    if (value === '') return null
    if (handle.length > limits.instagram) context.addIssue({ code: 'custom', message: tooLong('The Instagram handle', limits.instagram) })
    else if (!instagramHandle.test(handle)) context.addIssue({ code: 'custom', message: instagramRule })
    return handle
  })

const postcodeRule = 'Please enter a 4-digit postcode (5 digits in the United States)'
const notATime = 'updatedAt must be a time, as the profile gives it'

/** The profile fields with the plain rule (@kindred/cms/profile-fields): required text within the field's limit. */
const plainRules = Object.fromEntries(
  profileFieldNames.flatMap((name) => {
    const field = profileFields[name]
    return field.rule === 'own' ? [] : [[name, requiredText(field.label, field.max, field.rule === 'lines' ? 'multi' : 'single')]]
  }),
) as Record<PlainFieldName, ReturnType<typeof requiredText>>

/** The profile fields with rules of their own. */
const ownRules = {
  businessType: businessTypeField,
  // Kept without a postcode or state typed after it, so a location search by what the card shows finds it.
  suburb: requiredText('Suburb', limits.suburb)
    // A place has a name: "3053", "-" or "🍷🍷" would be found by no one searching for where the business is.
    .refine((value) => /\p{L}/u.test(value), "Please enter the suburb's name, such as Fitzroy")
    .transform(suburbName),
  postcode: z
    .string({ error: (issue) => (issue.input == null ? required('Postcode') : partnersText.notText('Postcode')) })
    .trim()
    .min(1, required('Postcode'))
    .regex(/^\d{4,5}$/, postcodeRule)
    // No place has it: a placeholder typed to get past the form.
    .refine((value) => !/^0+$/.test(value), postcodeRule),
  website: z.preprocess((value) => (value === null || value === undefined ? '' : value), websiteField),
  // Left out, null or empty: none.
  instagram: instagramField.nullish().transform((value) => value ?? null),
} satisfies Record<Exclude<ProfileFieldName, PlainFieldName>, z.ZodType>

/** The PUT /auth/business-profile body and the /dashboard/business form. */
export const businessProfileSchema = z.object({
  ...plainRules,
  ...ownRules,
  slug: z.preprocess(blankToUndefined, slugField.optional()),
  channels: optionSet(channels, 'channel'),
  offers: optionSet(offers, 'offer'),
  models: optionSet(models, 'model'),
  listed: z.boolean({ error: 'Listed must be true or false' }),
  /** The profile's `updatedAt` the edit started from; given, a save over a later change is refused (409). */
  updatedAt: z
    .string({ error: notATime })
    .max(40, notATime)
    .refine((value) => !Number.isNaN(Date.parse(value)), notATime)
    .optional(),
})
export type BusinessProfileInput = z.input<typeof businessProfileSchema>
export type BusinessProfileData = z.output<typeof businessProfileSchema>

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/** A real calendar date `YYYY-MM-DD`. */
function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The first day a proposal may start: today where its sender is. A browser knows its own day; the
 * server cannot see the sender's, so it takes the earliest today anywhere (UTC−12), the day a
 * sender far to the west may still be on.
 */
export function firstStartDay(now: number, inBrowser = typeof document !== 'undefined'): string {
  return inBrowser ? new Date(now).toLocaleDateString('en-CA') : new Date(now - 12 * 3_600_000).toISOString().slice(0, 10)
}

/** Start dates from today up to two years ahead (ISO dates compare as strings). */
function isPlausibleStart(value: string, now = Date.now()): boolean {
  return value >= firstStartDay(now) && new Date(`${value}T00:00:00Z`).getTime() <= now + 731 * 86_400_000
}

/** A whole number between `min` and `max`; a form's digits ('12') read as the number. */
const wholeNumber = (label: string, min: number, max: number, shown: (value: number) => string = String) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,12}\s*$/.test(value) ? Number(value) : blankToUndefined(value)),
    z
      .number({ error: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${shown(min)}`)
      .max(max, `${label} must be at most ${shown(max)}`)
      .optional(),
  )

/** A model's terms (decision 0107): a commission needs its percent, a paid placement its fee, and neither goes with another model. */
const termsOfModel = [
  { field: 'commissionPercent', model: 'commission', missing: 'Please enter the commission on each sale, in percent', refused: 'A commission goes only with the commission model' },
  { field: 'fee', model: 'paid-placement', missing: 'Please enter the placement fee', refused: 'A placement fee goes only with the paid placement model' },
] as const

/** The POST /api/proposals body and the proposal form. */
export const proposalSchema = z
  .object({
    toPartner: z.string({ error: 'Please choose a partner' }).trim().min(1, 'Please choose a partner').max(limits.slug, 'Unknown partner').refine(isSingleLine, 'Unknown partner'),
    channel: z.enum(channels, { error: 'Please choose a channel' }),
    offer: z.enum(offers, { error: 'Please choose an offer' }),
    model: z.enum(models, { error: 'Please choose a model' }),
    message: requiredText('Message', limits.message, 'multi'),
    startDate: z.preprocess(
      blankToUndefined,
      z
        .string({ error: 'Please enter a date' })
        .refine(isCalendarDate, 'Please enter a date as YYYY-MM-DD')
        .refine((value) => isPlausibleStart(value), 'Please choose a start date from today up to two years ahead')
        .optional(),
    ),
    commissionPercent: wholeNumber('The commission', limits.commissionPercentMin, limits.commissionPercentMax, (value) => `${value}%`),
    /** AUD cents. */
    fee: wholeNumber('The fee', limits.feeMin, limits.feeMax, dollarsOf),
  })
  .superRefine((data, context) => {
    for (const { field, model, missing, refused } of termsOfModel) {
      const given = data[field] !== undefined
      if (data.model === model && !given) context.addIssue({ code: 'custom', path: [field], message: missing })
      if (data.model !== undefined && data.model !== model && given) context.addIssue({ code: 'custom', path: [field], message: refused })
    }
  })
export type ProposalInput = z.input<typeof proposalSchema>
export type ProposalData = z.output<typeof proposalSchema>

const optionalFilterText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string({ error: `${label} must be text` })
      .trim()
      .max(max, tooLong(label, max))
      .refine(isSingleLine, textMessages.notAllowed(label))
      .optional(),
  )

/** The GET /api/partners query (strict: a bad value is a 400). Empty parameters read as absent. */
export const directoryFilterSchema = z.object({
  q: optionalFilterText('Search', limits.q),
  type: z.preprocess(blankToUndefined, businessTypeField.optional()),
  channel: z.preprocess(blankToUndefined, z.enum(channels, { error: 'Unknown channel' }).optional()),
  offer: z.preprocess(blankToUndefined, z.enum(offers, { error: 'Unknown offer' }).optional()),
  model: z.preprocess(blankToUndefined, z.enum(models, { error: 'Unknown model' }).optional()),
  location: optionalFilterText('Location', limits.location),
  page: z.preprocess(
    // Digits only: Number() would also read "1e3", "0x10" or " 2 " as a page.
    (value) => (typeof value === 'string' && value !== '' && !/^\d+$/.test(value) ? Number.NaN : blankToUndefined(value)),
    z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page starts at 1').max(limits.maxPage, `Page must be at most ${limits.maxPage}`).optional(),
  ),
})
export type DirectoryFilterData = z.output<typeof directoryFilterSchema>

export const answerSchema = z.object({
  id: z.coerce
    .number({ error: 'Unknown proposal' })
    .int('Unknown proposal')
    .positive('Unknown proposal')
    .max(2 ** 31 - 1, 'Unknown proposal'),
  action: z.enum(proposalActions, { error: 'Unknown action' }),
})
export type AnswerInput = z.input<typeof answerSchema>
