// The contact page: the early-access box, the contact form and the side panel.
import type { SeedPage } from '../../types'

export const contactPage: SeedPage = {
  title: 'Contact',
  path: '/contact',
  seo: {
    title: "Contact {brand} - Let's Collaborate",
    description: 'Talk to Kindred about partnership opportunities, new sales channels or reaching the right customers for your independent business. We reply within 24 hours.',
    keywords: 'contact Kindred, business partnership enquiry, collaboration opportunities, independent business support, Melbourne',
    robots: 'index, follow',
    canonicalPath: '/contact',
  },
  layout: [
    {
      blockType: 'hero',
      eyebrow: 'Contact',
      heading: "Let's Collaborate",
      intro: "Have a question, an idea for a partnership, or want to see how Kindred could work for your business? Send us a message and we'll get back to you within 24 hours.",
      primaryCta: { label: 'Send Us a Message', href: '#contact-form' },
    },
    {
      blockType: 'contact',
      anchor: 'contact-form',
      heading: "We'd Love to Hear From You",
      intro: 'Tell us a little about your business and what you are hoping to achieve, and we will point you in the right direction.',
      earlyAccess: {
        heading: 'Want early access?',
        body: 'Create your free account to be among the first to find partners and start collaborating on Kindred.',
        signUpLabel: 'Sign Up Free',
        loginPrompt: 'Already have an account?',
        loginLabel: 'Sign in',
      },
      formHeading: 'Send Us a Message',
      typeOptions: [
        { value: 'partnership-opportunities', label: 'Partnership opportunities' },
        { value: 'new-channels', label: 'New sales channels' },
        { value: 'other', label: 'Something else' },
      ],
      panel: {
        heading: 'How We Can Help',
        emailLabel: 'Email us',
        blurbs: [
          {
            icon: 'store',
            title: 'Monetise Your Space',
            body: "Have shelf space, a busy counter, a newsletter or parcels going out every day? Let's talk about turning them into new revenue with brands your customers will love.",
          },
          {
            icon: 'target',
            title: 'Find Your Ideal Customers',
            body: "Looking for new customers? We'll help you find partner businesses who already serve the people you want to reach.",
          },
        ],
      },
    },
  ],
}
