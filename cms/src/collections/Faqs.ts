import type { CollectionConfig } from 'payload'

import { planFactsHint, textareaWithPlanFacts, textWithPlanFacts } from '../fields/planFacts'
import { slugField } from '../fields/slug'
import { contentAccess, contentVersions } from './content'

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  access: contentAccess,
  admin: { useAsTitle: 'question', defaultColumns: ['question', 'group', 'order', '_status'], group: 'Site content' },
  defaultSort: 'order',
  fields: [
    slugField(),
    {
      name: 'group',
      type: 'text',
      required: true,
      defaultValue: 'pricing',
      maxLength: 40,
      index: true,
      admin: { description: 'Which FAQ section shows it: the FAQ block on a page names its group (pricing: /subscriptions).' },
    },
    { name: 'order', type: 'number', required: true, defaultValue: 100, admin: { description: 'Lower numbers come first.' } },
    { name: 'question', type: 'text', required: true, maxLength: 200, validate: textWithPlanFacts, admin: { description: 'The line a visitor clicks to open the answer.' } },
    { name: 'answer', type: 'textarea', required: true, maxLength: 1500, validate: textareaWithPlanFacts, admin: { description: `Plain text, shown under the question. ${planFactsHint}` } },
  ],
  versions: contentVersions,
}
