// The trial emails: three days before a trial ends and on the day, each member gets the CMS's
// `trialEnding` / `trialEnded` email (text and HTML, through the outbox) exactly once, however many
// site processes look at the same moment; a member with no trial gets none.
import { beforeAll, describe, expect, it } from 'vitest'

import { sendTrialEmails } from '~/plans/trial-emails.server'
import { settleDeliveries } from '~/server/deliveries'

import { lastEmailTo } from '../auth/support'
import { newMember } from '../partners/support'
import { query, seedPlans } from './support'

const hour = 3_600_000
const day = 24 * hour

/** A member on a Growth trial that ends at `endsAt`. */
async function onTrial(endsAt: Date) {
  const member = await newMember({ firstName: 'Grace' })
  await query(`update members set plan = 'growth', plan_status = 'trial', trial_used = true, trial_ends_at = $2 where id = $1`, [member.id, endsAt.toISOString()])
  return member
}

/** The trial emails queued for `memberId`, by kind. */
async function trialMail(memberId: number): Promise<string[]> {
  const { rows } = await query(`select kind from email_outbox where ref = $1 and kind like 'trial-%' order by id`, [`members:${memberId}`])
  return rows.map((row) => String(row.kind))
}

beforeAll(seedPlans)

describe('trial emails', () => {
  it('three days before the end: one "ends on" email with the date in Melbourne, once across two concurrent runs', async () => {
    const now = new Date()
    // Ends 3 days less an hour from now: 2026-…; the email names Melbourne's day of it.
    const endsAt = new Date(now.getTime() + 3 * day - hour)
    const member = await onTrial(endsAt)
    await Promise.all([sendTrialEmails(now), sendTrialEmails(now)])
    expect(await trialMail(member.id)).toEqual(['trial-ending'])
    // Later runs (another process, a restart) find it sent.
    await sendTrialEmails(new Date(now.getTime() + 10 * 60_000))
    expect(await trialMail(member.id)).toEqual(['trial-ending'])
    await settleDeliveries()
    const date = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: 'numeric', month: 'long', year: 'numeric' }).format(endsAt)
    const mail = await lastEmailTo(member.email, /trial ends on/)
    expect(mail.subject).toBe(`Your Kindred Growth trial ends on ${date}`)
    expect(mail.text).toContain(`Hi Grace,\n\nYour free trial of the Growth plan ends on ${date}.`)
    expect(mail.text).toContain('Open my plan: http://localhost:3000/dashboard/plan')
    expect(mail.html).toContain('Your free trial ends in three days')
    expect(mail.html).toContain('href="http://localhost:3000/dashboard/plan"')
  })

  it('on the day it ended: one "has ended" email, once across two concurrent runs; none before', async () => {
    const now = new Date()
    const member = await onTrial(new Date(now.getTime() + hour))
    // An hour before the end: neither email (the three-day one was due days ago and is not made up).
    await sendTrialEmails(now)
    expect(await trialMail(member.id)).toEqual([])
    const after = new Date(now.getTime() + 2 * hour)
    await Promise.all([sendTrialEmails(after), sendTrialEmails(after)])
    expect(await trialMail(member.id)).toEqual(['trial-ended'])
    await settleDeliveries()
    const mail = await lastEmailTo(member.email, /trial has ended/)
    expect(mail.subject).toBe('Your Kindred Growth trial has ended')
    expect(mail.text).toContain('your account is now on the free Community plan')
    expect(mail.html).toContain('Your free trial has ended')
  })

  it('both emails of one trial, each once, over the trial’s last days', async () => {
    const start = new Date()
    const member = await onTrial(new Date(start.getTime() + 3 * day - hour))
    for (let hours = 0; hours <= (3 * day) / hour + 2; hours += 6) await sendTrialEmails(new Date(start.getTime() + hours * hour))
    expect(await trialMail(member.id)).toEqual(['trial-ending', 'trial-ended'])
  })

  it('nothing for a member whose trial has not started, or who left it for Community', async () => {
    const now = new Date()
    const free = await newMember()
    const left = await onTrial(new Date(now.getTime() + 3 * day - hour))
    await query(`update members set plan = 'community', plan_status = 'free' where id = $1`, [left.id])
    await sendTrialEmails(now)
    await sendTrialEmails(new Date(now.getTime() + 3 * day))
    expect(await trialMail(free.id)).toEqual([])
    expect(await trialMail(left.id)).toEqual([])
  })
})
