// How the plan page and the trial emails write money and days (AUD, Melbourne). Browser-safe.

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

/** Integer cents as AUD, e.g. $49.00. */
export const aud = (cents: number) => money.format(cents / 100)

const longDay = (timeZone: string) => new Intl.DateTimeFormat('en-AU', { timeZone, day: 'numeric', month: 'long', year: 'numeric' })

/** A moment as its day in Melbourne, e.g. 13 December 2026. */
export const melbourneDay = (iso: string) => longDay('Australia/Melbourne').format(new Date(iso))

/** A calendar day (YYYY-MM-DD), already Melbourne's, in words. */
export const calendarDay = (day: string) => longDay('UTC').format(new Date(`${day}T00:00:00Z`))
