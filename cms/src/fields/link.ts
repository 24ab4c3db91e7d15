import type { Field, FieldHook } from 'payload'

/** snake_case for analytics names: 'Get Started' → 'get_started'. */
const snake = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 50)

/**
 * Fills an empty tracking key once, from the label as it is at that moment; from then on the key
 * is stored and a label edit leaves it alone, so analytics keep counting the same button.
 */
const keyFromLabel =
  (labelField: string): FieldHook =>
  ({ value, siblingData }) => {
    if (typeof value === 'string' && value.trim()) return value.trim()
    const label = (siblingData as Record<string, unknown> | undefined)?.[labelField]
    return typeof label === 'string' && snake(label) ? `${snake(label)}_cta` : value
  }

/** The stable analytics name of a button (`button_clicked`'s `button_name`), kept when its label changes. */
export const trackingKeyField = (labelField = 'label'): Field => ({
  name: 'trackingKey',
  type: 'text',
  maxLength: 60,
  admin: {
    description: 'Analytics name of this button (e.g. get_started_cta). Filled from the first label; keep it when the label changes.',
  },
  validate: (value: string | null | undefined) => (!value || /^[a-z0-9_]{1,60}$/.test(value) ? true : 'Lowercase letters, digits and underscores only.'),
  hooks: { beforeChange: [keyFromLabel(labelField)] },
})

/** A labelled link to a site path (/contact) or a full URL. */
export const linkFields = (): Field[] => [
  { name: 'label', type: 'text', required: true, maxLength: 80 },
  {
    name: 'href',
    type: 'text',
    required: true,
    maxLength: 300,
    validate: (value: string | null | undefined) => (!value || /^(\/|#|https?:\/\/|mailto:)/.test(value) ? true : 'Use a path starting with / or a full URL.'),
  },
  trackingKeyField(),
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
