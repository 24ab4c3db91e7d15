import type { Field } from 'payload'

/** Per-route head data: title, description, keywords, robots and canonical path. */
export const seoField = (): Field => ({
  name: 'seo',
  type: 'group',
  admin: { description: 'What search engines and link previews show for this page.' },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'Browser tab and search result title. {brand} is replaced by the brand name.' },
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 320 },
    { name: 'keywords', type: 'text', maxLength: 300, admin: { description: 'Comma-separated.' } },
    {
      name: 'robots',
      type: 'select',
      defaultValue: 'index, follow',
      options: ['index, follow', 'noindex, follow', 'noindex, nofollow'],
      required: true,
    },
    {
      name: 'canonicalPath',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Path of the canonical URL, e.g. /about. Empty: the page’s own path.' },
    },
  ],
})
