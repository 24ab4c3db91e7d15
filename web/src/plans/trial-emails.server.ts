// The trial emails (decision 0103: a 14-day free trial): three days before a trial ends and on the day it
// ends, each member gets the `emails` global's `trialEnding` or `trialEnded`, with a plain-text and an
// HTML part, through the outbox. Every site process runs this periodically (trial-worker.nitro.ts);
// the member's notice row, claimed in the transaction that queues the email, sends each once.
import type { Email } from '@kindred/cms/types'
import { actionEmailHtml, type OutgoingEmail } from '@kindred/cms/mail'
import { fill, oneLine, paragraphs } from '@kindred/cms/template'

import { emailCopy } from '~/server/copy.server'
import { transaction } from '~/server/db.server'
import { publicUrl } from '~/server/env.server'
import { deliverInBackground, enqueueEmail, nameInEmail } from '~/server/mail.server'
import { claimTrialNotice, dueTrialNotices, type TrialNotice } from '~/server/members.server'
import { publishedPlans } from '~/server/plans.server'

import { melbourneDay } from './format'

type Template = Email['trialEnding']

function trialEmail(notice: TrialNotice, template: Template, brand: string, planName: string): OutgoingEmail {
  const href = new URL('/dashboard/plan', publicUrl()).toString()
  const values = { firstName: nameInEmail(notice.firstName, notice.email), plan: planName, date: melbourneDay(notice.trialEndsAt), brand, link: href }
  const text = (words: string) => fill(words, values)
  const subject = oneLine(text(template.subject))
  const body = paragraphs(text(template.body))
  return {
    kind: notice.kind === 'ending' ? 'trial-ending' : 'trial-ended',
    to: notice.email,
    subject,
    text: [...body, `${text(template.action)}: ${href}`, text(template.footer)].join('\n\n'),
    html: actionEmailHtml({ subject, heading: text(template.heading), paragraphs: body, action: text(template.action), href, linkHint: text(template.linkHint), footer: text(template.footer) }),
    ref: `members:${notice.memberId}`,
  }
}

/** Queues and sends every trial email due at `now`; answers how many this call queued. */
export async function sendTrialEmails(now = new Date()): Promise<number> {
  const due = await dueTrialNotices(now)
  if (due.length === 0) return 0
  // Copy is read before any transaction opens (a transaction holds a pooled connection).
  const [{ templates, brand }, plans] = await Promise.all([emailCopy(), publishedPlans()])
  let queued = 0
  for (const notice of due) {
    const planName = plans.find((plan) => plan.slug === notice.plan)?.name ?? notice.plan
    const email = trialEmail(notice, notice.kind === 'ending' ? templates.trialEnding : templates.trialEnded, brand, planName)
    const id = await transaction(async (tx) => ((await claimTrialNotice(tx, notice)) ? enqueueEmail(tx, email) : null))
    if (id !== null) {
      deliverInBackground(id)
      queued++
    }
  }
  return queued
}
