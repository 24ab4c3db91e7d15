// Money and counts of results as people read them (en-AU, AUD), the same on server and browser.
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })
const count = new Intl.NumberFormat('en-AU')

/** Integer cents as dollars, e.g. 1250 → "$12.50". */
export const formatCents = (cents: number): string => money.format(cents / 100)

export const formatCount = (value: number): string => count.format(value)

/**
 * Dollars as typed ("12.50", "12", "1,200.5") in integer cents, or null when it is not an amount.
 * Read as text, so no floating-point rounding ever moves a cent.
 */
export function dollarsToCents(typed: string): number | null {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(typed.trim())
  if (!match) return null
  const whole = Number(match[1]!.replace(/,/g, ''))
  const fraction = Number((match[2] ?? '').padEnd(2, '0'))
  return whole * 100 + fraction
}

const day = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: 'numeric', month: 'short', year: 'numeric' })

/** An ISO instant as its day in Melbourne, e.g. "29 Nov 2026". */
export const formatDay = (iso: string): string => day.format(new Date(iso))
