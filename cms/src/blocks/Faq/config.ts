// The Faq block's schema; rendered by web/src/components/blocks/FaqBlock.tsx.
import type { Block } from 'payload'

import { sectionBlock } from '../fields'

export const FaqBlock: Block = sectionBlock({
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  fields: [{ name: 'group', type: 'text', required: true, defaultValue: 'pricing', maxLength: 40, admin: { description: 'Which FAQ group to show.' } }],
})
