// The partners vocabulary as the CMS stores it (decision 0040). The site has the same lists in
// web/src/partners/partners.options.ts; a unit test keeps the two equal. The labels here are for
// staff in the admin; the words the site shows are copy in the `directory` global.

export const channelOptions = [
  { value: 'in-store-space', label: 'In-store space' },
  { value: 'packaging-flyer', label: 'E-commerce packaging flyer' },
  { value: 'newsletter', label: 'Digital newsletter' },
]

export const offerOptions = [
  { value: 'brand-exposure', label: 'Brand exposure' },
  { value: 'product-sample', label: 'Product sample' },
  { value: 'consignment', label: 'Consignment sales' },
  { value: 'discount', label: 'Discount' },
]

export const modelOptions = [
  { value: 'paid-placement', label: 'Paid placement fee' },
  { value: 'commission', label: 'Commission on sales' },
  { value: 'reciprocal', label: 'Reciprocal free collaboration' },
]

export const proposalStatusOptions = [
  { value: 'pending', label: 'Pending' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'withdrawn', label: 'Withdrawn' },
]

/** Events of a member's partner activity (recent activity, analytics counts); the site's `activityKinds` are these but views, kept equal by a unit test. */
export const partnerEventKinds = [
  'profile-created',
  'profile-listed',
  'profile-unlisted',
  'profile-viewed',
  'proposal-sent',
  'proposal-received',
  'proposal-accepted-by-you',
  'proposal-accepted-by-them',
  'proposal-declined-by-you',
  'proposal-declined-by-them',
  'proposal-withdrawn-by-you',
  'proposal-withdrawn-by-them',
] as const

/** A profile's address (decision 0040): lowercase letters, digits and hyphens, 3–60 characters. */
export const profileSlugPattern = /^(?=.{3,60}$)[a-z0-9]+(?:-[a-z0-9]+)*$/
