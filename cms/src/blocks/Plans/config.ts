// The Plans block's schema; rendered by web/src/components/blocks/PlansBlock.tsx.
import type { Block } from 'payload'

import { planFactsHint, textWithPlanFacts } from '../../fields/planFacts'
import { anchor, heading } from '../fields'

export const PlansBlock: Block = {
  slug: 'plans',
  interfaceName: 'PlansBlock',
  labels: { singular: 'Pricing plans', plural: 'Pricing plans' },
  fields: [
    anchor,
    ...heading(),
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
}
