// The words of results (the `results` global): what a visitor sees when a partner's offer has ended,
// and the counter page where shop staff record a sale.
import type { SeedResults } from '../types'

export const results: SeedResults = {
  offerEnded: {
    title: 'This offer from {business} has ended',
    disabled: '{business} is no longer running this offer.',
    expired: 'This offer from {business} has expired.',
    usedUp: 'This offer from {business} has been fully claimed.',
    profileLink: 'See {business} on Kindred',
  },
  counterPage: {
    title: 'Record a sale for {business}',
    intro: 'A customer used a Kindred offer code? Type the code, the amount they paid and your order number.',
    codeLabel: 'Offer code',
    amountLabel: 'Amount paid (dollars)',
    amountHint: 'For example 12.50',
    orderRefLabel: 'Order or receipt number (optional)',
    submit: 'Record the sale',
    recorded: 'Recorded: {code}, {amount}.',
    alreadyRecorded: 'This order was already recorded for {code} ({amount}); it counts once.',
    badCode: 'That is not a Kindred offer code. Check the letters and digits.',
    badAmount: 'Type the amount in dollars, like 12.50.',
    badOrderRef: 'The order number can be at most 64 characters.',
    throttled: 'Too many sales recorded from this page at once. Please wait a minute and try again.',
    notYours: 'That code is not one of {business}’s offers. Check it with the customer.',
    disabled: 'This offer has been stopped, so the code can no longer be used.',
    expired: 'This offer has expired, so the code can no longer be used.',
    notStarted: 'This offer has not started yet, so the code cannot be used today.',
    usedUp: 'This offer has been claimed as many times as it allows.',
  },
}
