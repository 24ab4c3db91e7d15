// The monthly report (CONTRACT §6) and the monthly_reports table's owner. On the first days of each
// month (Australia/Melbourne) every member whose collaborations had clicks, scans or sales in the
// month before gets one email: each such collaboration's clicks, scans, sales and revenue, and a
// link to its results page. The figures come from the daily rollups alone (the same reading as
// GET /api/collaborations/{id}/results for that month), so a report's cost follows codes and days,
// never raw clicks. The words are the `emails` global's `monthlyReport`; §7's `monthlyReport`
// choice turns it off, as does a plan without the report. The (member, month) row is inserted in
// the transaction that queues the email; its unique index makes it once a month per member however
// many processes run it and however often they restart. Decision 0110.
import type { Email } from '@kindred/cms/types'
import { fill, subjectLine } from '@kindred/cms/template'

import { partiesOf, type Party } from '~/server/businesses.server'
import { emailCopy } from '~/server/copy.server'
import { transaction, query } from '~/server/db.server'
import { hasEntitlement } from '~/server/entitlements.server'
import { publicUrl } from '~/server/env.server'
import { deliverInBackground, enqueueEmail, nameInEmail } from '~/server/mail.server'
import { findMemberById, findMemberContacts } from '~/server/members.server'
import { notificationSettingsOf } from '~/server/notification-settings.server'
import { unsubscribeUrl } from '~/server/unsubscribe.server'

import { codesOf, collaborationsOfCodes } from './codes.server'
import { melbourneDay } from './results.options'
import { codesActiveBetween, collaborationResults, type Figures } from './rollups.server'

/** A Melbourne month, YYYY-MM. */
export type Month = string
const monthForm = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The report is due from the first day of the month to the end of this day, so a process that was down on the 1st still sends it. */
const lastDueDay = 3

type Section = { collaborationId: number; partner: Party; figures: Figures }

const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' })

/** The Melbourne month before the one `now` falls in. */
export function previousMonth(now = new Date()): Month {
  const [year, month] = melbourneDay(now).split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

/** The first and last day of `month`, YYYY-MM-DD. */
export function daysOf(month: Month): { from: string; to: string } {
  const match = monthForm.exec(month)
  if (!match) throw new Error(`not a month: ${month}`)
  const last = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` }
}

/** `month` in words, e.g. "October 2026". */
const monthInWords = (month: Month) => new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(new Date(`${month}-01T00:00:00Z`))

const resultsLink = (collaborationId: number) => `${publicUrl()}/dashboard/collaborations/${collaborationId}`
const settingsLink = () => `${publicUrl()}/dashboard/settings/notifications`

/** Each member with activity in `month`, with the sections of their report (one per collaboration). */
async function sectionsByMember(month: Month): Promise<Map<number, Section[]>> {
  const { from, to } = daysOf(month)
  const collaborations = await collaborationsOfCodes(await codesActiveBetween(from, to))
  const byMember = new Map<number, Section[]>()
  for (const collaborationId of collaborations) {
    const parties = await partiesOf(collaborationId)
    if (!parties) continue
    const results = await collaborationResults(await codesOf(collaborationId), from, to)
    const figures: Figures = { clicks: results.clicks, qrScans: results.qrScans, redemptions: results.redemptions, revenue: results.revenue }
    for (const [own, other] of [
      [parties.from, parties.to],
      [parties.to, parties.from],
    ] as const) {
      if (own.memberId === null) continue
      byMember.set(own.memberId, [...(byMember.get(own.memberId) ?? []), { collaborationId, partner: other, figures }])
    }
  }
  return byMember
}

/** The members whose report for `month` is already queued. */
async function reportedIn(month: Month): Promise<Set<number>> {
  const { rows } = await query(`select member_id from monthly_reports where month = $1`, [month])
  return new Set(rows.map((row) => Number(row.member_id)))
}

function reportText(template: Email['monthlyReport'], brand: string, recipient: string, month: Month, sections: Section[]) {
  const collaborations = sections
    .map((section) =>
      fill(template.collaboration, {
        // A business's name is the member's words: one that carries a link shows as its slug.
        partner: nameInEmail(section.partner.name, section.partner.slug),
        clicks: section.figures.clicks,
        scans: section.figures.qrScans,
        redemptions: section.figures.redemptions,
        revenue: money.format(section.figures.revenue / 100),
        link: resultsLink(section.collaborationId),
      }),
    )
    .join('\n\n')
  const values = { recipient, month: monthInWords(month), collaborations, settings: settingsLink(), brand }
  return { subject: subjectLine(fill(template.subject, values)), text: fill(template.body, values) }
}

/**
 * Queues `month`'s report to every member with activity in it who wants one and has not had it;
 * answers the outbox ids queued by this call. Safe to run in any number of processes at once, and
 * again: a member's (member, month) row is claimed in the transaction that queues their email.
 */
export async function sendMonthlyReports(month: Month): Promise<number[]> {
  daysOf(month)
  const byMember = await sectionsByMember(month)
  if (byMember.size === 0) return []
  const done = await reportedIn(month)
  // Copy is read before any transaction opens (a transaction holds a pooled connection).
  const { templates, brand } = await emailCopy()
  const queued: number[] = []
  for (const [memberId, sections] of byMember) {
    if (done.has(memberId)) continue
    const member = await findMemberById(memberId)
    if (!member || !(await hasEntitlement(member, 'monthly-report'))) continue
    const id = await transaction(async (tx) => {
      if (!(await notificationSettingsOf(memberId, tx)).monthlyReport) return null
      // Whoever inserts the month's row sends the report; a second runner waits on the unique
      // index until the first commits, then finds it and sends nothing.
      const { rows } = await tx.query(`insert into monthly_reports (member_id, month) values ($1, $2) on conflict (member_id, month) do nothing returning id`, [memberId, month])
      if (!rows[0]) return null
      const contact = (await findMemberContacts([memberId], tx)).get(memberId)
      if (!contact) return null
      const { subject, text } = reportText(templates.monthlyReport, brand, nameInEmail(contact.firstName, contact.email), month, sections)
      return enqueueEmail(tx, { kind: 'monthly-report', to: contact.email, subject, text, ref: `members:${memberId}`, unsubscribeUrl: unsubscribeUrl(memberId, 'monthlyReport') })
    })
    if (id !== null) {
      deliverInBackground(id)
      queued.push(id)
    }
  }
  return queued
}

/** The periodic pass: on the first days of a Melbourne month, the month before's reports. */
export async function runMonthlyReports(now = new Date()): Promise<number[]> {
  if (Number(melbourneDay(now).slice(8, 10)) > lastDueDay) return []
  return sendMonthlyReports(previousMonth(now))
}
