// The Plans block's schema; rendered by web/src/components/blocks/PlansBlock.tsx.
import type { Block } from 'payload'

import { planFactsHint, textWithPlanFacts } from '../../fields/planFacts'
import { sectionBlock } from '../fields'

export const PlansBlock: Block = sectionBlock({
  slug: 'plans',
  interfaceName: 'PlansBlock',
  labels: { singular: 'Pricing plans', plural: 'Pricing plans' },
  fields: [
    { name: 'perMonthLabel', type: 'text', required: true, defaultValue: '/month', maxLength: 20 },
    { name: 'commissionLabel', type: 'text', required: true, defaultValue: '{percent}% commission on paid transactions', maxLength: 80 },
    {
      name: 'notes',
      type: 'array',
      maxRows: 6,
      admin: { description: planFactsHint },
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 200, validate: textWithPlanFacts }],
    },
  ],
})
