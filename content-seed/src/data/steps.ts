// The three how-it-works steps on the home page and the text of their Learn More modals.
import { md, type SeedStep } from '../types'

export const steps: SeedStep[] = [
  {
    stepNumber: 1,
    title: 'Create Your Profile',
    icon: 'sparkles',
    summary: 'Tell us about your business, your customers and the partnerships you are looking for. Our AI builds your profile from the profiles you already have, so you are ready in minutes.',
    modalTitle: 'Create Your Profile in Minutes',
    modalContent: md`
      You have already described your business many times over. Kindred uses AI to create your profile from the profiles you already have, so you do not have to start from a blank page.

      **Connect an existing profile from:**

      - Google
      - Facebook
      - Instagram
      - LinkedIn
      - Shopify

      Kindred drafts your description, products or services, location and audience. You review every detail, adjust anything you like, and add what you can offer partners (space, packaging, newsletters or offers) and what you are looking for in return.

      A complete profile helps our AI partner matching suggest businesses that share your customers and your values.
    `,
  },
  {
    stepNumber: 2,
    title: 'Connect & Collaborate',
    icon: 'handshake',
    summary: 'Browse matched partners, send a proposal and agree on the details together: the channel, the offer and how everyone is paid.',
    modalTitle: 'Connect & Collaborate on Your Terms',
    modalContent: md`
      Find a business that is a good fit, then shape the collaboration together. Every proposal on Kindred is built from three simple choices.

      **1. Choose the channel**

      - In-store space
      - E-commerce packaging flyer
      - Digital newsletter

      **2. Choose the offer**

      - Brand exposure
      - Product sample
      - Consignment
      - Discount

      **3. Choose the model**

      - Paid placement fee
      - Commission on sales
      - Reciprocal free collaboration

      Your partner can accept, suggest changes or decline. Once you both agree, the terms are recorded so everyone knows exactly what was promised.
    `,
  },
  {
    stepNumber: 3,
    title: 'Launch & Scale',
    icon: 'trending-up',
    summary: 'Go live, confirm milestones on a shared dashboard and let Kindred handle invoicing, commission payouts and return-on-investment tracking.',
    modalTitle: 'Launch, Measure and Scale What Works',
    modalContent: md`
      Once a collaboration is live, Kindred takes care of the admin so you can focus on your customers.

      - **Milestone tracking:** both partners confirm each milestone on a shared dashboard, from flyers delivered to products on the shelf.
      - **Automated invoicing and commission payouts:** invoices are raised and commissions distributed automatically, so nobody has to chase a payment.
      - **ROI tracking:** every collaboration gets its own affiliate links and discount codes, so you can see the sales and sign-ups each partner brings.

      When a partnership works, renew it, extend it to new channels or find more partners like it, and grow your network one collaboration at a time.
    `,
  },
]
