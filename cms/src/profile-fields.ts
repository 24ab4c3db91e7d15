// A business profile's own text fields, declared once (decision 0121). The CMS collection takes
// each field's `maxLength` from here; the site derives from it the `Partner` type, the profile
// schema's plain fields, the SQL columns a card reads and how a row becomes a card, the document
// a save writes, and the editor's starting values. Plain data, so the site's pages can load it.
//
// - `column`: the business_profiles column Payload gives the field.
// - `max`: the most characters a member may write (zod counts characters).
// - `ascii`: only ASCII is accepted, so the CMS's `maxLength` (UTF-16 units) is the same number;
//   otherwise the CMS allows the units its characters can need (`cmsMaxLength`).
// - `optional`: may be left out; stored and answered as null.
// - `rule`: `'text'` (one line) and `'lines'` (free text keeping line breaks) are the plain rule,
//   required text within `max`, its messages naming the field by `label`; an `'own'` field has its
//   rule written in web/src/partners/partners.schema.ts.
// - `card`: a directory card carries it (web/src/partners/partners.options.ts `directoryCards`).
// - `api`: the API's Partner JSON carries it. Those keys are a fixed interface (docs/api: Partner);
//   a field outside it shows on the pages and in the member's own profile only.
import { unitsFor } from './fields/characters'

export const profileFields = {
  name: { column: 'name', max: 120, ascii: false, optional: false, rule: 'text', label: 'Business name', card: true, api: true },
  businessType: { column: 'business_type', max: 60, ascii: true, optional: false, rule: 'own', card: true, api: true },
  description: { column: 'description', max: 2000, ascii: false, optional: false, rule: 'lines', label: 'Description', card: true, api: true },
  suburb: { column: 'suburb', max: 80, ascii: false, optional: false, rule: 'own', card: true, api: true },
  postcode: { column: 'postcode', max: 5, ascii: true, optional: false, rule: 'own', card: true, api: true },
  website: { column: 'website', max: 200, ascii: false, optional: true, rule: 'own', card: false, api: true },
  // The handle alone, without the @ (Instagram's own limit and characters).
  instagram: { column: 'instagram', max: 30, ascii: true, optional: true, rule: 'own', card: false, api: false },
} as const

export type ProfileFieldName = keyof typeof profileFields
type Fields = typeof profileFields

/** The fields in their declared order. */
export const profileFieldNames = Object.keys(profileFields) as ProfileFieldName[]

/** The fields' values as a profile holds them: optional ones are null when not given. */
export type ProfileText = { [K in ProfileFieldName]: Fields[K]['optional'] extends true ? string | null : string }

/** The fields with the plain rule for one line (`text`) or free text (`lines`). */
export type PlainFieldName = { [K in ProfileFieldName]: Fields[K]['rule'] extends 'own' ? never : K }[ProfileFieldName]

/** The fields a directory card leaves out. */
export type OffCardFieldName = { [K in ProfileFieldName]: Fields[K]['card'] extends true ? never : K }[ProfileFieldName]

/** The fields the API's Partner JSON leaves out. */
export type OffApiFieldName = { [K in ProfileFieldName]: Fields[K]['api'] extends true ? never : K }[ProfileFieldName]

/** The fields the API's Partner JSON carries, in their declared order. */
export const apiProfileFieldNames = profileFieldNames.filter((name) => profileFields[name].api)

/** Each field's limit by name: `limits` in web/src/partners/partners.options.ts. */
export const profileLimits = Object.fromEntries(profileFieldNames.map((name) => [name, profileFields[name].max])) as { [K in ProfileFieldName]: Fields[K]['max'] }

/** The field's `maxLength` in the CMS (UTF-16 units, `unitsFor`); an ASCII-only field's units are its characters. */
export const cmsMaxLength = (name: ProfileFieldName): number => (profileFields[name].ascii ? profileFields[name].max : unitsFor(profileFields[name].max))
