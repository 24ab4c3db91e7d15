// The few visible words the CMS schema has no field for yet (schema request in docs/performance.md
// "Open items"): the business-type page buttons and the legal pages' date label.
export const uiCopy = {
  businessGetInTouch: 'Get in Touch',
  businessGetStarted: 'Get Started',
  businessContactHref: '/contact',
  legalLastUpdated: 'Last updated',
}
