// The Steps block's schema; rendered by web/src/components/blocks/StepsBlock.tsx.
import type { Block } from 'payload'

import { linkArray } from '../../fields/link'
import { sectionBlock } from '../fields'

export const StepsBlock: Block = sectionBlock({
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: 'How it works (steps)', plural: 'How it works (steps)' },
  fields: [
    { name: 'learnMoreLabel', type: 'text', required: true, defaultValue: 'Learn More', maxLength: 40 },
    { name: 'modalCtaLabel', type: 'text', required: true, defaultValue: 'Get Started', maxLength: 40 },
    linkArray('actions', 'Buttons', 3),
  ],
})
