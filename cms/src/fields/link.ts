import type { Field } from 'payload'

/** A labelled link to a site path (/contact) or a full URL. */
export const linkFields = (): Field[] => [
  { name: 'label', type: 'text', required: true, maxLength: 80 },
  {
    name: 'href',
    type: 'text',
    required: true,
    maxLength: 300,
    validate: (value: string | null | undefined) =>
      !value || /^(\/|#|https?:\/\/|mailto:)/.test(value) ? true : 'Use a path starting with / or a full URL.',
  },
]

export const linkGroup = (name: string, label?: string): Field => ({
  name,
  label,
  type: 'group',
  fields: linkFields(),
})

export const linkArray = (name: string, label?: string, maxRows = 12): Field => ({
  name,
  label,
  type: 'array',
  maxRows,
  fields: linkFields(),
})
