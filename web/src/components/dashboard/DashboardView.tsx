// The member dashboard (SPEC §2): welcome, profile card, verification notice, profile form, the
// CMS sections alive with the member's partner data (quick cards: find partners, network,
// analytics; the Getting Started checklist; recent activity) and, last, deleting the account.
import type { CardsBlock as CardsData } from '@kindred/cms/types'

import type { AccountSecurity } from '~/auth/account.functions'
import type { DashboardData } from '~/auth/auth.functions'
import { messages } from '~/auth/auth.schemas'
import { SuccessBanner } from '~/components/auth/ErrorBanner'
import { CardsBlock } from '~/components/blocks/CardsBlock'
import type { PartnersCopy } from '~/content/directory.functions'
import type { PublicPage } from '~/content/types'
import type { BusinessProfile, DirectoryFilters, MemberActivity } from '~/partners/partners.options'
import { DeleteAccount } from './DeleteAccount'
import { GettingStarted } from './GettingStarted'
import { ProfileCard } from './ProfileCard'
import { ProfileForm } from './ProfileForm'
import { QuickCards } from './QuickCards'
import { RecentActivity } from './RecentActivity'
import { VerificationNotice } from './VerificationNotice'

export type DashboardPartners = { activity: MemberActivity; profile: BusinessProfile | null; copy: PartnersCopy<'dashboardCards'> }
type Props = { data: NonNullable<DashboardData>; page: PublicPage; justRegistered: boolean; account: AccountSecurity | null; partners: DashboardPartners }

export function DashboardView({ data, page, justRegistered, account, partners }: Props) {
  const { user, businessTypes } = data
  const labels = new Map(businessTypes.map((type) => [type.slug, type.label]))
  const typeLabel = (slug: string | null) => (slug ? (labels.get(slug) ?? slug) : null)
  const sections = (page.layout ?? []).flatMap((block) => (block.blockType === 'cards' ? [block] : []))
  return (
    <div className="bg-slate-50">
      <div className="container-page space-y-6 py-12">
        <h1 className="text-3xl font-bold tracking-tight">{`Welcome back, ${user.firstName}!`}</h1>
        <SuccessBanner message={justRegistered ? messages.registrationSuccess : null} />
        {user.emailVerified ? null : <VerificationNotice />}
        <div className="grid gap-6 lg:grid-cols-3">
          <ProfileCard user={user} memberSince={data.memberSince} profileUpdated={data.profileUpdated} typeLabel={typeLabel} />
          <div className="lg:col-span-2">
            <ProfileForm key={user.updatedAt} user={user} businessTypes={businessTypes} />
          </div>
        </div>
      </div>
      {sections.map((block, i) => (
        <LiveSection key={block.id ?? i} block={block} tone={i % 2 ? 'white' : 'tint'} partners={partners} fallbackType={user.businessType} />
      ))}
      {account ? (
        <div className="container-page py-12">
          <DeleteAccount account={account} />
        </div>
      ) : null}
    </div>
  )
}

/** The CMS section with the member's data in it, by its anchor; any other section as written. */
function LiveSection({ block, tone, partners, fallbackType }: { block: CardsData; tone: 'white' | 'tint'; partners: DashboardPartners; fallbackType: string | null }) {
  const { activity, profile, copy } = partners
  const texts = copy.dashboardCards
  if (block.anchor === 'quick-actions') {
    const type = profile?.businessType ?? fallbackType
    const findFilters: DirectoryFilters = { ...(type ? { type } : {}), ...(profile ? { location: profile.suburb } : {}) }
    return <QuickCards block={block} tone={tone} activity={activity} texts={texts} findFilters={findFilters} ownSlug={profile?.slug ?? null} />
  }
  if (block.anchor === 'getting-started') return <GettingStarted block={block} tone={tone} checklist={activity.checklist} texts={texts} />
  if (block.anchor === 'recent-activity') return <RecentActivity block={block} tone={tone} recent={activity.recent} texts={texts} />
  return <CardsBlock block={block} tone={tone} />
}
