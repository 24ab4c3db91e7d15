// How invoices, statements and their emails write money and months (AUD, Melbourne). Browser-safe.

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

/** Integer cents as AUD, e.g. $49.00 (a credit as -$12.00). */
export const aud = (cents: number) => money.format(cents / 100)

const monthFormat = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', month: 'long', year: 'numeric' })

/** A month (YYYY-MM) in words, e.g. November 2026. */
export const monthInWords = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`))

const dayFormat = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: 'numeric', month: 'long', year: 'numeric' })

/** A moment as its day in Melbourne, e.g. 1 December 2026. */
export const melbourneDay = (iso: string) => dayFormat.format(new Date(iso))
