// Pricing questions shown under the plans on /subscriptions (group 'pricing').
import type { SeedFaq } from '../types'

export const faqs: SeedFaq[] = [
  {
    slug: 'free-trial',
    group: 'pricing',
    order: 10,
    question: 'Is there a free trial?',
    answer:
      'Yes. Growth comes with a {growth.trialDays}-day free trial and Scale with a {scale.trialDays}-day one, and you do not need a credit card to start. Try global partnership search, agreement templates and the rest of the paid features with your own partners before you decide.',
  },
  {
    slug: 'annual-billing',
    group: 'pricing',
    order: 20,
    question: 'Can I pay annually?',
    answer: 'Yes. Choose annual billing on the Growth or Scale plan and save 20% compared with paying month to month.',
  },
  {
    slug: 'change-plans',
    group: 'pricing',
    order: 30,
    question: 'Can I change plans later?',
    answer:
      'Of course. You can move up or down between plans whenever your business needs change. Plan changes take effect immediately and your billing is prorated, so you only pay for what you use.',
  },
  {
    slug: 'commission',
    group: 'pricing',
    order: 40,
    question: 'What does the commission mean?',
    answer:
      'When a collaboration involves payment through Kindred, such as a paid placement fee or a commission on sales, Kindred takes a percentage of that paid transaction. Your plan sets the rate: {community.commission} on Community, {growth.commission} on Growth and {scale.commission} on Scale. Reciprocal free collaborations involve no payment, so no commission applies.',
  },
  {
    slug: 'community-plan',
    group: 'pricing',
    order: 50,
    question: 'What is included in the free Community plan?',
    answer:
      'Community has no monthly fee and includes unlimited partnerships, opportunities and proposals, plus local partnership search. It is a great way to start collaborating with businesses near you, and you can upgrade whenever you want to search further afield or use the advanced tools.',
  },
  {
    slug: 'currency',
    group: 'pricing',
    order: 60,
    question: 'What currency are your prices in?',
    answer: 'All prices are in Australian dollars (AUD).',
  },
  {
    slug: 'cancellation',
    group: 'pricing',
    order: 70,
    question: 'Can I cancel at any time?',
    answer:
      'Yes. There are no lock-in contracts. You can cancel your paid plan at any time, and you are welcome to keep collaborating on the free Community plan. Any agreements you have already made with partners remain between you and them, so please wrap those up as agreed.',
  },
]
