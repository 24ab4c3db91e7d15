// The Cards block's schema; rendered by web/src/components/blocks/CardsBlock.tsx.
import type { Block } from 'payload'

import { iconField } from '../../fields/icon'
import { linkArray, linkFields } from '../../fields/link'
import { sectionBlock } from '../fields'

export const CardsBlock: Block = sectionBlock({
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards / list', plural: 'Cards / lists' },
  fields: [
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'cards',
      options: ['cards', 'list', 'numbered', 'stats'],
      required: true,
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [
        iconField(),
        { name: 'stat', type: 'text', maxLength: 24, admin: { description: 'A figure such as 70% (stats variant).' } },
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'body', type: 'textarea', maxLength: 800 },
        { name: 'bullets', type: 'array', maxRows: 10, fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }] },
        { name: 'link', type: 'group', fields: linkFields().map((f) => ({ ...f, required: false })) },
      ],
    },
    linkArray('actions', 'Buttons', 3),
  ],
})
