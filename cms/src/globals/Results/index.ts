import type { GlobalConfig } from 'payload'

import { globalAccess, globalVersions } from '../content'
import { texts } from '../Directory/texts'

/**
 * The words of results (CONTRACT §6): offer codes, their tracking links, what a visitor sees when
 * a link's offer has ended, and the counter page where shop staff record sales. Placeholders in braces are filled in by the site.
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
    texts(
      'counterPage',
      {
        title: [80, 'The browser tab’s title and the heading. {business} is replaced.'],
        intro: [300, 'Under the heading: what the page is for.'],
        codeLabel: 40,
        amountLabel: [60, 'The sale’s amount in dollars.'],
        amountHint: [120, 'Under the amount, e.g. how to write cents.'],
        orderRefLabel: 60,
        submit: 40,
        recorded: [200, 'After a sale is recorded. {code} and {amount} are replaced.'],
        alreadyRecorded: [200, 'When that order number was already recorded for the code. {code} and {amount} (as first recorded) are replaced.'],
        badCode: [120, 'The code typed is not a Kindred code.'],
        badAmount: [120, 'The amount is not a dollar amount like 12.50.'],
        badOrderRef: [120, 'The order number is longer than 64 characters.'],
        throttled: [200, 'Too many sales from this page at once.'],
        notYours: [200, 'The code is not one of this business’s offers (or does not exist). {business} is replaced.'],
        disabled: [200, 'The business stopped the offer.'],
        expired: [200, 'The offer’s last day has passed.'],
        notStarted: [200, 'The offer has not started yet.'],
        usedUp: [200, 'The offer was used as many times as it allows.'],
      },
      'The page shop staff open from a counter link to record a sale with an offer code, without signing in.',
    ),
  ],
  versions: globalVersions,
}
