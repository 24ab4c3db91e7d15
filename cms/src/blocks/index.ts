// The sections a landing page is built from. Each block holds its own copy; blocks that show
// a collection (steps, industries, comparison cards, plans, FAQ) hold only the copy around it.
import type { Block, Field } from 'payload'

import { iconField } from '../fields/icon'
import { imageField } from '../fields/image'
import { linkArray, linkFields, linkGroup } from '../fields/link'
import { planFactsHint, textWithPlanFacts } from '../fields/planFacts'

const anchor: Field = {
  name: 'anchor',
  type: 'text',
  maxLength: 60,
  admin: { description: 'Optional in-page anchor id, e.g. built-for-business.' },
  validate: (value: string | null | undefined) =>
    !value || /^[a-z0-9-]+$/.test(value) ? true : 'Lower-case letters, digits and hyphens only.',
}

const heading = (required = true): Field[] => [
  { name: 'eyebrow', type: 'text', maxLength: 80 },
  { name: 'heading', type: 'text', required, maxLength: 160 },
  { name: 'intro', type: 'textarea', maxLength: 800 },
]

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  fields: [
    ...heading(),
    linkGroup('primaryCta', 'Primary call to action'),
    linkArray('links', 'Secondary links', 6),
    { name: 'note', type: 'text', maxLength: 200 },
    imageField('image', 'Optional. Shown under the hero text and preloaded; wide images (16:9) look best.'),
  ],
}

export const CardsBlock: Block = {
  slug: 'cards',
  interfaceName: 'CardsBlock',
  labels: { singular: 'Cards / list', plural: 'Cards / lists' },
  fields: [
    anchor,
    ...heading(),
    {
      name: 'variant',
      type: 'select',
      defaultValue: 'cards',
      options: ['cards', 'list', 'numbered', 'stats'],
      required: true,
    },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      fields: [
        iconField(),
        { name: 'stat', type: 'text', maxLength: 24, admin: { description: 'A figure such as 70% (stats variant).' } },
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'body', type: 'textarea', maxLength: 800 },
        { name: 'bullets', type: 'array', maxRows: 10, fields: [{ name: 'text', type: 'text', required: true, maxLength: 200 }] },
        { name: 'link', type: 'group', fields: linkFields().map((f) => ({ ...f, required: false })) },
      ],
    },
    linkArray('actions', 'Buttons', 3),
  ],
}

export const StepsBlock: Block = {
  slug: 'steps',
  interfaceName: 'StepsBlock',
  labels: { singular: 'How it works (steps)', plural: 'How it works (steps)' },
  fields: [
    anchor,
    ...heading(),
    { name: 'learnMoreLabel', type: 'text', required: true, defaultValue: 'Learn More', maxLength: 40 },
    { name: 'modalCtaLabel', type: 'text', required: true, defaultValue: 'Get Started', maxLength: 40 },
    linkArray('actions', 'Buttons', 3),
  ],
}

export const IndustriesBlock: Block = {
  slug: 'industries',
  interfaceName: 'IndustriesBlock',
  labels: { singular: 'Industries (business types)', plural: 'Industries (business types)' },
  fields: [
    anchor,
    ...heading(),
    { name: 'notListedHeading', type: 'text', required: true, maxLength: 120 },
    { name: 'notListedBody', type: 'textarea', maxLength: 400 },
    linkGroup('notListedCta', 'Not-listed call to action'),
  ],
}

export const ComparisonBlock: Block = {
  slug: 'comparison',
  interfaceName: 'ComparisonBlock',
  labels: { singular: 'Comparison carousel', plural: 'Comparison carousels' },
  fields: [
    anchor,
    ...heading(),
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
}

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

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ', plural: 'FAQ' },
  fields: [
    anchor,
    ...heading(),
    { name: 'group', type: 'text', required: true, defaultValue: 'pricing', maxLength: 40, admin: { description: 'Which FAQ group to show.' } },
  ],
}

export const CtaBlock: Block = {
  slug: 'cta',
  interfaceName: 'CtaBlock',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [anchor, ...heading(), linkArray('actions', 'Buttons', 3), imageField('image', 'Optional. Shown beside the call to action.')],
}

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [anchor, ...heading(false), { name: 'body', type: 'richText', required: true }, imageField('image', 'Optional. Shown above the text.')],
}

export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: { singular: 'Contact form and panel', plural: 'Contact form and panel' },
  fields: [
    anchor,
    ...heading(),
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
}

export const pageBlocks: Block[] = [
  HeroBlock,
  CardsBlock,
  StepsBlock,
  IndustriesBlock,
  ComparisonBlock,
  PlansBlock,
  FaqBlock,
  CtaBlock,
  RichTextBlock,
  ContactBlock,
]
