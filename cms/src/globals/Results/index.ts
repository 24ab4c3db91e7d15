import type { GlobalConfig } from 'payload'

import { globalAccess, globalVersions } from '../content'
import { texts } from '../Directory/texts'

/**
 * The words of results (CONTRACT §6): offer codes, their tracking links and what a visitor sees when
 * a link's offer has ended. Placeholders in braces are filled in by the site.
 */
export const Results: GlobalConfig = {
  slug: 'results',
  access: globalAccess,
  admin: { group: 'Site content', description: 'Offer codes and tracking links: the page of an offer that has ended.' },
  fields: [
    texts(
      'offerEnded',
      {
        title: [80, 'The browser tab’s title. {business} is replaced.'],
        disabled: [200, 'The business stopped the offer. {business} is replaced.'],
        expired: [200, 'The offer’s last day has passed. {business} is replaced.'],
        usedUp: [200, 'The offer was used as many times as it allows. {business} is replaced.'],
        profileLink: [80, 'Links to the business’s profile. {business} is replaced.'],
      },
      'Shown (status 410) to someone who follows a tracking link whose offer is no longer available.',
    ),
  ],
  versions: globalVersions,
}
