// What a collaboration starts with (decision 0105): the agreement drafted from the CMS's template
// for the proposal's model, filled with both businesses, the channel, offer, model and dates, and
// the channel's usual milestones. Read through the accepting transaction, as all of its work is.
import type { Tx } from '~/server/db.server'

type Terms = { fromName: string; toName: string; channel: string; offer: string; model: string; startDate: string | null }

export type Draft = { terms: string; milestones: string[] }

/** 'in-store-space' → 'inStoreSpace': the CMS field of an option's label and of a channel's milestones. */
const fieldOf = (value: string) => value.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase())

const melbourneDay = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Melbourne' })

/** A calendar day (YYYY-MM-DD) as an Australian reads it: "1 December 2026". */
const dayText = (day: string) => melbourneDay.format(new Date(`${day}T12:00:00Z`))

/** Placeholders nothing fills yet (a start date not given; fees and commission rates, which proposals do not carry). */
const toBeAgreed = 'a date to be agreed'
const amountToBeAgreed = 'an amount to be agreed'

/** Each `{name}` in `template` replaced by its value; unknown names stay as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name]! : whole))
}

/** The milestones of a CMS textarea: one a line, blank lines skipped, each cut to 120 characters. */
export const milestoneLines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim().slice(0, 120))
    .filter(Boolean)

/**
 * The draft for a proposal with `terms`. A model without a published template starts from a short
 * plain statement of the terms rather than nothing, so the businesses still have something to confirm.
 */
export async function draftFor(tx: Tx, terms: Terms): Promise<Draft> {
  const [templates, directory] = await Promise.all([
    tx.payload.find({ collection: 'agreement-templates', where: { model: { equals: terms.model } }, depth: 0, limit: 1, pagination: false, req: tx.req }),
    tx.payload.findGlobal({ slug: 'directory', depth: 0, req: tx.req }),
  ])
  const label = (group: unknown, value: string) => (group as Record<string, string> | null | undefined)?.[fieldOf(value)] || value
  const values = {
    businessA: terms.fromName,
    businessB: terms.toName,
    channel: label(directory.channelLabels, terms.channel),
    offer: label(directory.offerLabels, terms.offer),
    model: label(directory.modelLabels, terms.model),
    startDate: terms.startDate ? dayText(terms.startDate) : toBeAgreed,
    fee: amountToBeAgreed,
    commission: amountToBeAgreed,
    date: melbourneDay.format(new Date()),
  }
  const template = templates.docs[0]?.body || 'Collaboration between {businessA} and {businessB}.\n\nChannel: {channel}. Offer: {offer}. Model: {model}. Starting on: {startDate}.'
  const usual = (directory as { usualMilestones?: Record<string, string | null> | null }).usualMilestones
  return { terms: fill(template, values).slice(0, 10000), milestones: milestoneLines(usual?.[fieldOf(terms.channel)]) }
}
