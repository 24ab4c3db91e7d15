// The agreement each collaboration starts from, one per model. The site fills the placeholders
// when a proposal is accepted; the two businesses then edit the draft before both confirm it.
import type { SeedAgreementTemplate } from '../types'

const notAdvice =
  'This agreement was drafted from a Kindred template. It is a plain-language record of what the two businesses agreed, not legal, tax or financial advice. For anything significant, ask a lawyer or accountant before you rely on it.'

const common = (purpose: string, money: string[]) =>
  [
    'Collaboration agreement',
    '',
    `This agreement is between {businessA} and {businessB} (each a "business"), drafted on {date}.`,
    '',
    '1. What we will do',
    purpose,
    'Channel: {channel}. Offer: {offer}. Starting on: {startDate}.',
    '',
    '2. Money',
    ...money,
    'Amounts are in Australian dollars and include GST where GST applies. Each business issues a tax invoice for what it charges.',
    '',
    '3. Each business',
    '- Keeps its own insurance, permits and records, and follows Australian Consumer Law in what it says to customers.',
    '- Uses the other business’s name, logo and photos only for this collaboration, and removes them when it ends.',
    '- Tells the other business promptly about any complaint or problem that touches the collaboration.',
    '- Keeps customer details private under the Privacy Act 1988 (Cth) and shares none without consent.',
    '',
    '4. Milestones',
    'We agree the milestones on our Kindred workspace. The business that completes one marks it done, and the other confirms it.',
    '',
    '5. Ending',
    'Either business may end this collaboration at any time on its Kindred workspace, with 7 days’ notice where stock or displays need to be returned. Anything owed up to the end is still paid.',
    '',
    '6. Not legal advice',
    notAdvice,
  ].join('\n')

export const agreementTemplates: SeedAgreementTemplate[] = [
  {
    model: 'paid-placement',
    title: 'Paid placement',
    body: common('{businessB} gives {businessA} the placement described below, and {businessA} pays a fixed placement fee for it ({model}).', [
      '{businessA} pays {businessB} a placement fee of {fee}, within 14 days of {businessB}’s invoice.',
    ]),
  },
  {
    model: 'commission',
    title: 'Commission on sales',
    body: common('{businessA} and {businessB} promote each other as described below, and the business that makes a sale through the other pays it a commission ({model}).', [
      'The business that makes a sale through the collaboration (its offer code or tracking link) pays the other {commission} of the sale amount, excluding refunds, each month.',
    ]),
  },
  {
    model: 'reciprocal',
    title: 'Reciprocal collaboration',
    body: common('{businessA} and {businessB} promote each other as described below, free of charge ({model}).', [
      'No money changes hands. Each business pays its own costs (printing, samples, postage).',
    ]),
  },
]
