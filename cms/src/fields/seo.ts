import type { Field } from 'payload'

import { planFactsHint, textareaWithPlanFacts, textWithPlanFacts } from './planFacts'

/** Search results show about this many characters of a title and a description (decision 0056). */
export const seoLimits = { title: 60, description: 160 } as const

/** The admin input with its `n / limit` counter (components/seo/LengthCounter.tsx). */
export const lengthCounter = (limit: number) => ({ Field: { path: '/components/seo/LengthCounter#LengthCounter', clientProps: { limit } } })

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
      validate: textWithPlanFacts,
      admin: {
        description: `Browser tab and search result title; keep it within ${seoLimits.title} characters. {brand} is replaced by the brand name.`,
        components: lengthCounter(seoLimits.title),
      },
    },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      maxLength: 320,
      validate: textareaWithPlanFacts,
      admin: {
        description: `Under the title in search results and link previews; keep it within ${seoLimits.description} characters. ${planFactsHint}`,
        components: lengthCounter(seoLimits.description),
      },
    },
    { name: 'keywords', type: 'text', maxLength: 300, admin: { description: 'Comma-separated.' } },
    {
      name: 'robots',
      type: 'select',
      defaultValue: 'index, follow',
      options: ['index, follow', 'noindex, follow', 'noindex, nofollow'],
      required: true,
      admin: { description: 'noindex keeps the page out of search results; nofollow also tells them not to follow its links.' },
    },
    {
      name: 'canonicalPath',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Path of the canonical URL, e.g. /about. Empty: the page’s own path.' },
    },
  ],
})
