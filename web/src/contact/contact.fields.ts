// The contact form's fields as plain values, without zod: the form's first JavaScript reads its
// limits here, and its schema (contact.schema.ts) loads on first use.

/** The `type` values `POST /contact` accepts (decision 0020) (the CMS select has the same list; a unit test checks). */
export const contactTypes = ['partnership-opportunities', 'new-channels', 'other'] as const
export type ContactType = (typeof contactTypes)[number]

/** Each string's maximum, matching the column limits of cms/src/collections/ContactMessages/index.ts. */
export const contactLimits = { name: 200, email: 254, emailLocal: 64, phone: 40, company: 200, message: 5000 } as const

/** The honeypot: a visually hidden field people never fill in and simple bots do. */
export const honeypotField = 'website'
