// Fields landing-page blocks begin with: an optional in-page anchor and its heading group.
import type { Block, Field } from 'payload'

export const anchor: Field = {
  name: 'anchor',
  type: 'text',
  maxLength: 60,
  admin: { description: 'Optional in-page anchor id, e.g. built-for-business.' },
  validate: (value: string | null | undefined) => (!value || /^[a-z0-9-]+$/.test(value) ? true : 'Lower-case letters, digits and hyphens only.'),
}

export const heading = (required = true): Field[] => [
  { name: 'eyebrow', type: 'text', maxLength: 80 },
  { name: 'heading', type: 'text', required, maxLength: 160 },
  { name: 'intro', type: 'textarea', maxLength: 800 },
]

/** A page section: its anchor and heading group first, then the block's own fields. */
export const sectionBlock = ({ fields, ...block }: Block): Block => ({ ...block, fields: [anchor, ...heading(), ...fields] })
