// The Industries block's schema; rendered by web/src/components/blocks/IndustriesBlock.tsx.
import type { Block } from 'payload'

import { linkGroup } from '../../fields/link'
import { sectionBlock } from '../fields'

export const IndustriesBlock: Block = sectionBlock({
  slug: 'industries',
  interfaceName: 'IndustriesBlock',
  labels: { singular: 'Industries (business types)', plural: 'Industries (business types)' },
  fields: [
    { name: 'notListedHeading', type: 'text', required: true, maxLength: 120 },
    { name: 'notListedBody', type: 'textarea', maxLength: 400 },
    linkGroup('notListedCta', 'Not-listed call to action'),
  ],
})
