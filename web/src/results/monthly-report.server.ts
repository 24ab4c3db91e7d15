// The monthly report (decision 0110) and the monthly_reports table's owner. On the first days of each
// month (Australia/Melbourne) every member whose collaborations had clicks, scans or sales in the
// month before gets one email: each such collaboration's clicks, scans, sales and revenue, and a
// link to its results page. The figures come from the daily rollups alone (the same reading as
// GET /api/collaborations/{id}/results for that month), so a report's cost follows codes and days,
// never raw clicks. The words are the `emails` global's `monthlyReport`; the member's `monthlyReport`
// choice (`/auth/notifications`) turns it off, as does a plan without the report. The (member, month) row is inserted in
// the transaction that queues the email; its unique index makes it once a month per member however
// many processes run it and however often they restart or are killed. Members go in batches, each
// batch one transaction, and the figures are read a thousand collaborations at a time, so a month
// of 100,000 members costs a few thousand statements (decisions 0110, 0113).
import type { Email } from '@kindred/cms/types'
import { fill, subjectLine } from '@kindred/cms/template'

import { partiesOfMany, type Party } from '~/server/businesses.server'
import { emailCopy } from '~/server/copy.server'
import { transaction, query } from '~/server/db.server'
import { hasEntitlement } from '~/server/entitlements.server'
import { publicUrl } from '~/server/env.server'
import { deliverInBackgroundIfRoom, enqueueEmails, nameInEmail } from '~/server/mail.server'
import { findMemberContacts, findMembersByIds } from '~/server/members.server'
import { monthlyReportTurnedOff } from '~/server/notification-settings.server'
import { quietProgress, type RunProgress } from '~/server/run-progress'
import { unsubscribeUrl } from '~/server/unsubscribe.server'

import { codesOfCollaborations, collaborationsOfCodes } from './codes.server'
import { melbourneDay } from './results.options'
import { codesActiveBetween, figuresOfCodes, type Figures } from './rollups.server'

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

/** Collaborations read together while gathering a month's sections. */
const collaborationsAtOnce = 1000

/** Each member with activity in `month`, with the sections of their report (one per collaboration). */
async function sectionsByMember(month: Month): Promise<Map<number, Section[]>> {
  const { from, to } = daysOf(month)
  const collaborations = await collaborationsOfCodes(await codesActiveBetween(from, to))
  const byMember = new Map<number, Section[]>()
  for (let at = 0; at < collaborations.length; at += collaborationsAtOnce) {
    const chunk = collaborations.slice(at, at + collaborationsAtOnce)
    const [partiesById, codes] = await Promise.all([partiesOfMany(chunk), codesOfCollaborations(chunk)])
    const perCode = await figuresOfCodes(
      codes.map((code) => code.id),
      from,
      to,
    )
    // A collaboration's figures are its codes' sums: what GET …/results answers for the month.
    const figuresOf = new Map<number, Figures>()
    for (const code of codes) {
      const sum = figuresOf.get(code.collaborationId) ?? { clicks: 0, qrScans: 0, redemptions: 0, revenue: 0 }
      const own = perCode.get(code.id)
      if (own) for (const key of ['clicks', 'qrScans', 'redemptions', 'revenue'] as const) sum[key] += own[key]
      figuresOf.set(code.collaborationId, sum)
    }
    for (const collaborationId of chunk) {
      const parties = partiesById.get(collaborationId)
      if (!parties) continue
      const figures = figuresOf.get(collaborationId) ?? { clicks: 0, qrScans: 0, redemptions: 0, revenue: 0 }
      for (const [own, other] of [
        [parties.from, parties.to],
        [parties.to, parties.from],
      ] as const) {
        if (own.memberId === null) continue
        const sections = byMember.get(own.memberId) ?? []
        sections.push({ collaborationId, partner: other, figures })
        byMember.set(own.memberId, sections)
      }
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

/** Members whose reports are queued in one transaction. */
const membersAtOnce = 250

/** Emails a run sends itself at once; the rest wait in the outbox for its worker, so SMTP never sets the run's pace. */
const deliveriesAtOnce = 8

/**
 * Queues `month`'s report to every member with activity in it who wants one and has not had it;
 * answers the outbox ids queued by this call. Members go in batches, each one transaction. Safe to
 * run in any number of processes at once, and again after a stop or a kill: a member's
 * (member, month) row is claimed in the transaction that queues their email. `progress` hears of
 * each batch.
 */
export async function sendMonthlyReports(month: Month, progress: RunProgress = quietProgress): Promise<number[]> {
  daysOf(month)
  const byMember = await sectionsByMember(month)
  if (byMember.size === 0) return []
  const done = await reportedIn(month)
  // Copy is read before any transaction opens (a transaction holds a pooled connection).
  const { templates, brand } = await emailCopy()
  const due = [...byMember.keys()].filter((memberId) => !done.has(memberId)).sort((a, b) => a - b)
  const queued: number[] = []
  progress.phase('reports', due.length)
  for (let at = 0; at < due.length; at += membersAtOnce) {
    const batch = due.slice(at, at + membersAtOnce)
    const members = await findMembersByIds(batch)
    const entitled: number[] = []
    for (const memberId of batch) {
      const member = members.get(memberId)
      if (member && (await hasEntitlement(member, 'monthly-report'))) entitled.push(memberId)
    }
    const ids = await transaction(async (tx) => {
      const off = await monthlyReportTurnedOff(entitled, tx)
      const wanted = entitled.filter((memberId) => !off.has(memberId))
      if (wanted.length === 0) return []
      // Whoever inserts a member's row for the month sends their report; a second runner waits on
      // the unique index until the first commits, then finds it and sends nothing.
      const { rows } = await tx.query(
        `insert into monthly_reports (member_id, month) select m, $2 from unnest($1::int[]) as m order by m on conflict (member_id, month) do nothing returning member_id`,
        [wanted, month],
      )
      const claimed = rows.map((row) => Number(row.member_id)).sort((a, b) => a - b)
      const contacts = await findMemberContacts(claimed, tx)
      const emails = claimed.flatMap((memberId) => {
        const contact = contacts.get(memberId)
        if (!contact) return []
        const { subject, text } = reportText(templates.monthlyReport, brand, nameInEmail(contact.firstName, contact.email), month, byMember.get(memberId)!)
        return [{ kind: 'monthly-report', to: contact.email, subject, text, ref: `members:${memberId}`, unsubscribeUrl: unsubscribeUrl(memberId, 'monthlyReport') }]
      })
      return enqueueEmails(tx, emails)
    })
    // As many as there is room for go now; the outbox worker sends the rest.
    for (const id of ids) deliverInBackgroundIfRoom(id, deliveriesAtOnce)
    queued.push(...ids)
    progress.step(batch.length)
  }
  progress.end()
  return queued
}

/** The periodic pass: on the first days of a Melbourne month, the month before's reports. */
export async function runMonthlyReports(now = new Date(), progress: RunProgress = quietProgress): Promise<number[]> {
  if (Number(melbourneDay(now).slice(8, 10)) > lastDueDay) return []
  return sendMonthlyReports(previousMonth(now), progress)
}
