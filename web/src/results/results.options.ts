// The fixed vocabulary of results (decision 0102): the codes' alphabet and form, statuses, channels,
// who recorded a sale, and the Melbourne day everything is counted on. Browser-safe.

/** Capitals and digits a person cannot mistake for one another: no 0, O, 1 or I. */
export const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

/** 6-16 characters of the alphabet, with at most one hyphen between two runs of them. */
export const codeForm = /^(?=.{6,16}$)[A-HJ-NP-Z2-9]+(?:-[A-HJ-NP-Z2-9]+)?$/

/** A code as typed or linked (any case, spaces around) in its stored form, or null when it cannot be one. */
export function normaliseCode(raw: string): string | null {
  if (raw.length > 40) return null
  const code = raw.trim().toUpperCase()
  return codeForm.test(code) ? code : null
}

export const codeStatuses = ['active', 'disabled', 'expired', 'used-up'] as const
export type CodeStatus = (typeof codeStatuses)[number]

export const redemptionChannels = ['till', 'online', 'phone'] as const
export type RedemptionChannel = (typeof redemptionChannels)[number]

export const recorders = ['member', 'counter', 'import', 'integration'] as const
export type RecordedBy = (typeof recorders)[number]

export const currency = 'AUD'

/** The time zone every day of results is counted in. */
export const resultsTimeZone = 'Australia/Melbourne'

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: resultsTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The Melbourne calendar day of `moment`, as YYYY-MM-DD. */
export const melbourneDay = (moment: Date = new Date()): string => dayFormat.format(moment)

/** `day` (YYYY-MM-DD) moved by `days`, calendar arithmetic only. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The most a sale may be: a million dollars, in cents (decision 0102). */
export const maxAmountCents = 100_000_000

/**
 * Dollars as people and shops write them (`12`, `12.5`, `12.50`) in whole cents, or null when the
 * text is not such an amount or is above the bound. Digits only, so no float ever rounds a cent.
 */
export function centsOf(dollars: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(dollars.trim())
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return cents <= maxAmountCents ? cents : null
}

/** Cents as dollars for people to read: `$12.50`. */
export const dollarsOf = (cents: number): string => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

export const integrationPlatforms = ['shopify', 'woocommerce'] as const
export type IntegrationPlatform = (typeof integrationPlatforms)[number]
