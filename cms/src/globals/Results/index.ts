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
    texts(
      'panel',
      {
        heading: 80,
        clicks: 40,
        qrScans: 40,
        redemptions: 40,
        revenue: 40,
        averageSale: 40,
        code: 40,
        day: 40,
        perCode: 80,
        perDay: 80,
        chartTitle: [120, 'The chart’s accessible title.'],
        chartDescription: [300, 'Read by screen readers with the chart: what the bars and the line show.'],
        chartLegendClicks: 60,
        chartLegendSales: 60,
        noActivity: 200,
      },
      'The results of a collaboration: figures, the table by code and the chart by day.',
    ),
    texts(
      'codes',
      {
        heading: 80,
        intro: 300,
        offerText: 60,
        offerTextHint: [120, 'Under the offer field.'],
        destination: 80,
        validFrom: 60,
        validUntil: 60,
        maxUses: 60,
        create: 40,
        creating: 40,
        created: [120, 'Said once a code is made. {code} is replaced.'],
        honouredBy: [120, '{business} is replaced with the business that honours the code.'],
        uses: 40,
        copyLink: 40,
        copyCode: 40,
        copied: 40,
        downloadQr: 60,
        flyer: 60,
        disable: 40,
        confirmDisable: [200, 'Asked before a code is disabled. {code} is replaced.'],
        cancel: 40,
        statusActive: 40,
        statusDisabled: 40,
        statusExpired: 40,
        statusUsedUp: 40,
        none: 200,
        upgradeLink: [80, 'Links to the plan page when the member’s plan has no offer codes.'],
      },
      'Offer codes of a collaboration: the form that makes one, and each code’s link, QR code and status.',
    ),
    texts(
      'sale',
      {
        heading: 80,
        code: 40,
        amount: 60,
        orderRef: 60,
        channel: 60,
        channelTill: 40,
        channelOnline: 40,
        channelPhone: 40,
        submit: 40,
        saving: 40,
        recorded: 120,
        duplicate: 120,
        badAmount: 120,
      },
      'The form where the business that honours a code records a sale made with it.',
    ),
    texts(
      'overview',
      {
        totals: 80,
        collaborations: 80,
        partner: 60,
        open: 60,
        empty: 300,
        findPartners: 60,
      },
      'The results page of the dashboard: totals across every collaboration and a row for each.',
    ),
    texts(
      'flyer',
      {
        together: [120, 'Names both businesses. {business} and {partner} are replaced.'],
        useCode: 60,
        scan: 120,
        qrLabel: [120, 'The QR code’s accessible name.'],
        print: 40,
      },
      'The printable A6 flyer of an offer code.',
    ),
  ],
  versions: globalVersions,
}
