// The level-playing-field carousel on the home page: what big business has, and how independents close the gap.
import type { SeedComparisonCard } from '../types'

export const comparisonCards: SeedComparisonCard[] = [
  {
    slug: 'marketing-power',
    order: 10,
    title: 'Marketing Power',
    icon: 'megaphone',
    color: 'teal',
    bigBusinessAdvantage:
      'Large companies run national campaigns across television, search, social and outdoor, backed by dedicated marketing departments and agency budgets that run into the millions.',
    impactOnSmallBusiness: 'Independent businesses are outbid for the same ad space, pay more for every click and rely on the owner finding time after hours to post, email and promote.',
    kindredSolution:
      "Kindred lets you pool your reach with complementary businesses: feature in each other's newsletters, share flyers and offers, and co-promote on social. Shared advertising can reduce spend by 50-70%.",
    resultForIndependents: 'Your message reaches warm audiences who already trust a business you work with, for a fraction of the cost of going it alone.',
  },
  {
    slug: 'product-ecosystem',
    order: 20,
    title: 'Product Ecosystem',
    icon: 'boxes',
    color: 'amber',
    bigBusinessAdvantage: 'Big brands sell a whole range of related products under one roof, so every purchase leads to another and customers rarely need to shop elsewhere.',
    impactOnSmallBusiness: 'A specialist shop or maker offers one thing done beautifully, but customers leave to find everything else, and the next sale goes to someone else.',
    kindredSolution:
      'Kindred connects you with businesses whose products complement yours. Stock partner products on consignment, bundle offers together or recommend each other at the point of sale.',
    resultForIndependents: 'Together you offer customers a complete experience, each business earns from the others, and nobody has to carry stock they cannot sell.',
  },
  {
    slug: 'economies-of-scale',
    order: 30,
    title: 'Economies of Scale',
    icon: 'scale',
    color: 'rose',
    bigBusinessAdvantage: 'Buying, printing, shipping and advertising in bulk gives large businesses lower costs per unit and better terms from every supplier.',
    impactOnSmallBusiness: 'Independents pay full price for smaller runs, so every flyer, parcel and campaign costs more and margins are thinner.',
    kindredSolution: "Kindred helps you share the costs that matter: one print run for a joint promotion, one parcel carrying two brands' offers, one event promoted by several businesses at once.",
    resultForIndependents: 'Costs are split between partners, every dollar goes further, and small businesses can afford activity that used to be out of reach.',
  },
  {
    slug: 'physical-footprint',
    order: 40,
    title: 'Physical Footprint',
    icon: 'map-pin',
    color: 'indigo',
    bigBusinessAdvantage: 'Chains have stores in every shopping centre and shelf space in major retailers, putting their products in front of shoppers wherever they go.',
    impactOnSmallBusiness: 'About 70% of purchase decisions are made in-store, yet online brands and single-location shops are only found by people who already know where to look.',
    kindredSolution:
      'Kindred turns every partner into a shopfront. Place your products in boutiques, cafes and studios through consignment, wholesale or paid placements, and offer your own space to others.',
    resultForIndependents: 'Your brand appears in many trusted local spaces without the rent, fit-out or staff of opening new stores.',
  },
  {
    slug: 'partnership-teams',
    order: 50,
    title: 'Partnership Teams',
    icon: 'handshake',
    color: 'emerald',
    bigBusinessAdvantage: 'Large companies employ business development and partnership managers whose full-time job is finding partners, negotiating deals and managing contracts.',
    impactOnSmallBusiness: 'Owners have no one to do this. Good collaborations rely on chance conversations, and agreements live in text messages that are easy to forget.',
    kindredSolution:
      'Kindred is your partnership team. AI partner matching suggests businesses that fit, agreement templates set clear terms, and milestones, invoices and commission payouts are tracked on a shared dashboard.',
    resultForIndependents: 'You run professional partnerships in minutes a week, with every party clear on what was agreed and paid on time.',
  },
  {
    slug: 'brand-recognition',
    order: 60,
    title: 'Brand Recognition',
    icon: 'award',
    color: 'violet',
    bigBusinessAdvantage: 'Household names are trusted on sight. Years of advertising mean customers pick them without a second thought.',
    impactOnSmallBusiness: 'New and independent brands have to earn trust one customer at a time, which makes every first purchase harder to win.',
    kindredSolution:
      'Kindred lets you borrow trust from businesses your customers already love. A recommendation from a favourite cafe or boutique carries weight, and verified-partner badges show you are established and reliable.',
    resultForIndependents: 'Customers discover you through people they trust, so your brand builds recognition in the community faster and more authentically.',
  },
]
