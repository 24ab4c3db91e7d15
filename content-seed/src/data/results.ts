// The words of results (the `results` global): what a visitor sees when a partner's offer has ended.
import type { SeedResults } from '../types'

export const results: SeedResults = {
  offerEnded: {
    title: 'This offer from {business} has ended',
    disabled: '{business} is no longer running this offer.',
    expired: 'This offer from {business} has expired.',
    usedUp: 'This offer from {business} has been fully claimed.',
    profileLink: 'See {business} on Kindred',
  },
}
