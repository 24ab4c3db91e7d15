import type { Field } from 'payload'

/** A URL-safe, unique key used by routes and by the content seed to upsert. */
export const slugField = (description = 'URL-safe key, e.g. coffee-shop.'): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  maxLength: 120,
  admin: { position: 'sidebar', description },
  validate: (value: string | null | undefined) => (value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? true : 'Lower-case letters, digits and single hyphens only.'),
})
