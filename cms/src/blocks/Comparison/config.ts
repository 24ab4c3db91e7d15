// The Comparison block's schema; rendered by web/src/components/blocks/ComparisonBlock.tsx.
import type { Block } from 'payload'

import { linkGroup } from '../../fields/link'
import { sectionBlock } from '../fields'

export const ComparisonBlock: Block = sectionBlock({
  slug: 'comparison',
  interfaceName: 'ComparisonBlock',
  labels: { singular: 'Comparison carousel', plural: 'Comparison carousels' },
  fields: [
    {
      name: 'labels',
      type: 'group',
      fields: [
        { name: 'bigBusiness', type: 'text', required: true, defaultValue: 'Big Business Advantage', maxLength: 60 },
        { name: 'impact', type: 'text', required: true, defaultValue: 'Impact on Independents', maxLength: 60 },
        { name: 'solution', type: 'text', required: true, defaultValue: 'How {brand} Helps', maxLength: 60 },
        { name: 'result', type: 'text', required: true, defaultValue: 'The Result', maxLength: 60 },
        { name: 'previous', type: 'text', required: true, defaultValue: 'Previous card', maxLength: 40 },
        { name: 'next', type: 'text', required: true, defaultValue: 'Next card', maxLength: 40 },
      ],
    },
    linkGroup('cta', 'Call to action'),
  ],
})
