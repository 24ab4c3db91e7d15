// The three pricing plans (AUD per month) shown on /subscriptions, with the limits the site
// enforces (decision 0103): the card's features promise exactly these. Each button leads to the plan
// page with its plan chosen; a visitor is sent to register first and comes back to it.
import type { SeedPlan } from '../types'

const features = (...texts: string[]) => texts.map((text) => ({ text }))

export const plans: SeedPlan[] = [
  {
    slug: 'community',
    order: 10,
    name: 'Community',
    monthlyPrice: 0,
    commissionPercent: 20,
    annualDiscountPercent: 20,
    limits: { searchScope: 'state', agreementTemplates: false, offerCodes: false, monthlyReport: false, teamSeats: 1, apiKeys: false },
    tagline: 'For businesses taking their first steps into collaboration. Free to join: you only pay a commission when a paid collaboration earns you money.',
    trialDays: 0,
    ctaLabel: 'Get Started Free',
    // The Community card's button (decision 0050, `web/src/analytics/events.ts`) is counted as
    // get_started_cta at community_section.
    trackingKey: 'get_started_cta',
    ctaHref: '/dashboard/plan?plan=community',
    features: features(
      'Unlimited partnerships',
      'Unlimited opportunities and proposals',
      'Local partnership search',
      'AI-assisted profile creation',
      'Milestone tracking on a shared dashboard',
      'Automated invoicing and commission payouts',
    ),
  },
  {
    slug: 'growth',
    order: 20,
    name: 'Growth',
    monthlyPrice: 49,
    commissionPercent: 15,
    annualDiscountPercent: 20,
    limits: { searchScope: 'everywhere', agreementTemplates: true, offerCodes: true, monthlyReport: true, teamSeats: 1, apiKeys: false },
    tagline: 'For growing businesses ready to partner beyond their own suburb, with the tools to measure what every collaboration returns.',
    badge: 'Most Popular',
    trialDays: 14,
    ctaLabel: 'Start Growth Plan',
    ctaHref: '/dashboard/plan?plan=growth',
    features: features(
      'Everything in Community',
      'Global partnership search',
      'Private groups',
      'Partnership agreement templates',
      'Affiliate tools with tracked links and discount codes',
      'ROI tracking for every collaboration',
      'Monthly collaboration report',
    ),
  },
  {
    slug: 'scale',
    order: 30,
    name: 'Scale',
    monthlyPrice: 149,
    commissionPercent: 10,
    annualDiscountPercent: 20,
    limits: { searchScope: 'everywhere', agreementTemplates: true, offerCodes: true, monthlyReport: true, teamSeats: 5, apiKeys: true },
    tagline: 'For established businesses and teams running many partnerships at once, with team tools, API access and the lowest commission.',
    trialDays: 14,
    ctaLabel: 'Start Scale Plan',
    ctaHref: '/dashboard/plan?plan=scale',
    features: features('Everything in Growth', 'Team tools for your staff', 'API access', 'Verified-partner badge', 'Lowest commission on paid transactions'),
  },
]
