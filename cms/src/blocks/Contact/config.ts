// The Contact block's schema; rendered by the /contact route (web/src/routes/contact.tsx, with web/src/components/ContactSection.tsx).
import type { Block } from 'payload'

import { iconField } from '../../fields/icon'
import { sectionBlock } from '../fields'

export const ContactBlock: Block = sectionBlock({
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: { singular: 'Contact form and panel', plural: 'Contact form and panel' },
  fields: [
    {
      name: 'earlyAccess',
      type: 'group',
      admin: { description: 'The box guests see above the form.' },
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 80 },
        { name: 'body', type: 'textarea', maxLength: 300 },
        { name: 'signUpLabel', type: 'text', required: true, maxLength: 40 },
        { name: 'loginPrompt', type: 'text', required: true, maxLength: 60 },
        { name: 'loginLabel', type: 'text', required: true, maxLength: 40 },
      ],
    },
    { name: 'formHeading', type: 'text', required: true, maxLength: 120 },
    {
      name: 'typeOptions',
      type: 'array',
      admin: { description: 'Labels of the "I\'m looking for..." choices.' },
      minRows: 3,
      maxRows: 3,
      fields: [
        { name: 'value', type: 'select', required: true, options: ['partnership-opportunities', 'new-channels', 'other'] },
        { name: 'label', type: 'text', required: true, maxLength: 80 },
      ],
    },
    {
      name: 'panel',
      type: 'group',
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 120 },
        { name: 'emailLabel', type: 'text', required: true, maxLength: 60 },
        {
          name: 'blurbs',
          type: 'array',
          maxRows: 4,
          fields: [iconField(), { name: 'title', type: 'text', required: true, maxLength: 120 }, { name: 'body', type: 'textarea', maxLength: 400 }],
        },
      ],
    },
  ],
})
