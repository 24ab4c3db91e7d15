// The member's profile card (`/dashboard`): initials, name, email, organisation and business
// type if present, Verified/Unverified, member-since and profile-updated dates, and the plan's
// status with the way to the plan page, and the way to the email settings.
import { Link } from '@tanstack/react-router'
import { BadgeCheck, CircleAlert } from 'lucide-react'

import type { Account } from '@kindred/cms/types'
import { fill } from '@kindred/cms/template'

import { fullName, initials, membershipDuration, type User } from '~/auth/user'

type Props = {
  user: User
  memberSince: string
  profileUpdated: string
  typeLabel: (slug: string | null) => string | null
  texts: Account['dashboard']
  planTexts: Account['planPage']
  /** The link's words to the email settings page. */
  settingsLink: string
  /** The link to /dashboard/invoices, in the CMS's words. */
  invoicesLink: string
}

const planStatusText = (texts: Account['planPage'], status: User['plan']['status']) => ({ free: texts.free, trial: texts.trial, active: texts.active, 'past-due': texts.pastDue })[status]

export function ProfileCard({ user, memberSince, profileUpdated, typeLabel, texts: t, planTexts, settingsLink, invoicesLink }: Props) {
  const organisationType = typeLabel(user.organisation?.businessType ?? null)
  const businessType = typeLabel(user.businessType)
  return (
    <section aria-labelledby="profile-heading" className="card">
      <div className="flex items-center gap-4">
        <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white" data-testid="initials">
          {initials(user)}
        </span>
        <div className="min-w-0">
          <h2 id="profile-heading" className="truncate text-xl font-semibold">
            {fullName(user)}
          </h2>
          <p className="truncate text-slate-600">{user.email}</p>
        </div>
      </div>
      <dl className="mt-6 space-y-3 text-sm">
        {user.organisation?.name ? <Row term={t.organisation} value={user.organisation.name} /> : null}
        {organisationType ? <Row term={t.organisationType} value={organisationType} /> : null}
        {businessType ? <Row term={t.businessType} value={businessType} /> : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-500">{t.accountStatus}</dt>
          <dd data-testid="account-status">
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
                <BadgeCheck className="size-4" aria-hidden="true" />
                {t.verified}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 font-medium text-amber-700">
                <CircleAlert className="size-4" aria-hidden="true" />
                {t.unverified}
              </span>
            )}
          </dd>
        </div>
        <Row term={t.memberSince} value={memberSince} title={fill(t.memberFor, { duration: membershipDuration(user.createdAt) })} />
        <Row term={t.profileUpdated} value={profileUpdated} />
        <Row term={planTexts.statusLabel} value={planStatusText(planTexts, user.plan.status)} />
      </dl>
      <Link to="/dashboard/plan" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline" data-testid="dashboard-plan-link">
        {planTexts.dashboardLink}
      </Link>
      <Link to="/dashboard/settings/notifications" className="flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline" data-testid="dashboard-notifications-link">
        {settingsLink}
      </Link>
      <Link to="/dashboard/invoices" className="flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline" data-testid="dashboard-invoices-link">
        {invoicesLink}
      </Link>
    </section>
  )
}

function Row({ term, value, title }: { term: string; value: string; title?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      {/* An organisation's name may be one long word: it wraps inside the card. */}
      <dd className="min-w-0 text-right font-medium text-slate-800 wrap-anywhere" title={title}>
        {value}
      </dd>
    </div>
  )
}
