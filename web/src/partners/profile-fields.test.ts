// A business profile's limits are the same in the CMS and in the site's schema: the CMS refusing
// what the form accepted would be a server error on save, and the other way round a limit nobody meets.
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { BusinessProfiles } from '../../../cms/src/collections/BusinessProfiles'
import { cmsMaxLength, profileFieldNames, profileFields, type ProfileFieldName } from '../../../cms/src/profile-fields'

import { businessProfileSchema, limits } from './partners.schema'

/** Every named field of a collection, through its rows, collapsibles and unnamed groups. */
function namedFields(fields: Field[]): { name: string; maxLength?: number }[] {
  return fields.flatMap((field) => {
    if ('name' in field && field.name) return [{ name: field.name, maxLength: 'maxLength' in field ? (field.maxLength as number | undefined) : undefined }]
    return 'fields' in field ? namedFields(field.fields) : []
  })
}

const inCms = namedFields(BusinessProfiles.fields)

/** A valid value of exactly `length` characters for a field the form sends: letters, unless it takes something else. */
const others: Partial<Record<ProfileFieldName, (length: number) => string>> = {
  postcode: (length) => '3'.repeat(length),
  website: (length) => `https://a.au/${'a'.repeat(length - 'https://a.au/'.length)}`,
}
const valueOf = (name: string, length: number) => others[name as ProfileFieldName]?.(length) ?? 'a'.repeat(length)

const limitOf = (name: string): number => (name === 'slug' ? limits.slug : profileFields[name as ProfileFieldName].max)

describe("a business profile's limits", () => {
  it('give every declared text field its CMS field, with the maxLength of its declaration', () => {
    for (const name of profileFieldNames) expect(inCms.find((field) => field.name === name)?.maxLength, name).toBe(cmsMaxLength(name))
  })

  it("keep each CMS field's maxLength equal to the site schema's limit for it", () => {
    const bounded = inCms.filter((field) => field.maxLength !== undefined)
    expect(bounded.map((field) => field.name).sort()).toEqual([...profileFieldNames, 'slug'].sort())
    for (const { name, maxLength } of bounded) {
      const limit = limitOf(name)
      // The CMS counts UTF-16 units: a field taking any character allows the two a character can need.
      const ascii = name === 'slug' || profileFields[name as ProfileFieldName].ascii
      expect(maxLength, name).toBe(ascii ? limit : limit * 2)
      const field = businessProfileSchema.shape[name as ProfileFieldName | 'slug']
      expect(field.safeParse(valueOf(name, limit)).success, `${name} at its limit`).toBe(true)
      expect(field.safeParse(valueOf(name, limit + 1)).success, `${name} past its limit`).toBe(false)
    }
  })
})
