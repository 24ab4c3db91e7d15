// The RichText block's schema; rendered by web/src/components/blocks/RichTextBlock.tsx.
import type { Block } from 'payload'

import { imageField } from '../../fields/image'
import { anchor, heading } from '../fields'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [anchor, ...heading(false), { name: 'body', type: 'richText', required: true }, imageField('image', 'Optional. Shown above the text.')],
}
