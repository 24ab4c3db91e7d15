// The member dashboard (`web/src/routes/dashboard/index.tsx`): welcome, profile card, verification notice, profile form, the
// CMS sections alive with the member's partner data (quick cards: find partners, network,
// analytics; the Getting Started checklist; recent activity) and, last, deleting the account.
import type { Account, CardsBlock as CardsData } from '@kindred/cms/types'
import { fill } from '@kindred/cms/template'

import type { AccountSecurity } from '~/auth/account.functions'
import type { AuthTexts } from '~/auth/auth.schemas'
import type { DashboardData } from '~/auth/auth.functions'
import { SuccessBanner } from '~/components/auth/ErrorBanner'
import { CardsBlock } from '~/components/blocks/CardsBlock'
import type { PartnersCopy } from '~/content/directory.functions'
import type { PublicPage } from '~/content/types'
import { typeNameFromSlug, type BusinessProfile, type MemberActivity } from '~/partners/partners.options'
import { DeleteAccount } from './DeleteAccount'
import { GettingStarted } from './GettingStarted'
import { ProfileCard } from './ProfileCard'
import { ProfileForm } from './ProfileForm'
import { QuickCards } from './QuickCards'
import { RecentActivity } from './RecentActivity'
import { VerificationNotice } from './VerificationNotice'

export type DashboardPartners = { activity: MemberActivity; profile: BusinessProfile | null; copy: PartnersCopy<'dashboardCards'> }
/** The CMS's words: the `account` global's groups and the `forms` global's auth texts (profile validation). */
export type DashboardTexts = Pick<Account, 'dashboard' | 'profileForm' | 'verificationNotice' | 'deleteAccount' | 'planPage' | 'notificationSettings' | 'invoicesPage'> & { forms: AuthTexts }
type Props = {
  data: NonNullable<DashboardData>
  page: PublicPage
  justRegistered: boolean
  passwordChanged: boolean
  account: AccountSecurity | null
  partners: DashboardPartners
  texts: DashboardTexts
}

export function DashboardView({ data, page, justRegistered, passwordChanged, account, partners, texts }: Props) {
  const { user } = data
  const { businessTypes } = partners.copy
  const labels = new Map(businessTypes.map((type) => [type.slug, type.label]))
  const typeLabel = (slug: string | null) => (slug ? (labels.get(slug) ?? typeNameFromSlug(slug)) : null)
  const sections = (page.layout ?? []).flatMap((block) => (block.blockType === 'cards' ? [block] : []))
  return (
    <div className="bg-slate-50">
      <div className="container-page space-y-6 py-12">
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{fill(justRegistered ? texts.dashboard.welcomeNew : texts.dashboard.welcome, { firstName: user.firstName })}</h1>
        <SuccessBanner message={justRegistered ? texts.forms.register.success : passwordChanged ? texts.forms.resetPassword.changed : null} />
        {user.emailVerified ? null : <VerificationNotice texts={texts.verificationNotice} />}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <ProfileCard
            user={user}
            memberSince={data.memberSince}
            profileUpdated={data.profileUpdated}
            typeLabel={typeLabel}
            texts={texts.dashboard}
            planTexts={texts.planPage}
            settingsLink={texts.notificationSettings.settingsLink}
            invoicesLink={texts.invoicesPage.dashboardLink}
          />
          <div className="lg:col-span-2">
            <ProfileForm user={user} businessTypes={businessTypes} texts={texts.profileForm} forms={texts.forms} />
          </div>
        </div>
      </div>
      {sections.map((block, i) => (
        <LiveSection key={block.id ?? i} block={block} tone={i % 2 ? 'white' : 'tint'} partners={partners} />
      ))}
      {account ? (
        <div className="container-page py-12">
          <DeleteAccount account={account} texts={texts.deleteAccount} />
        </div>
      ) : null}
    </div>
  )
}

/** The CMS section with the member's data in it, by its anchor; any other section as written. */
function LiveSection({ block, tone, partners }: { block: CardsData; tone: 'white' | 'tint'; partners: DashboardPartners }) {
  const { activity, profile, copy } = partners
  const texts = copy.dashboardCards
  if (block.anchor === 'quick-actions') {
    return <QuickCards block={block} tone={tone} activity={activity} texts={texts} ownSlug={profile?.slug ?? null} />
  }
  if (block.anchor === 'getting-started') return <GettingStarted block={block} tone={tone} checklist={activity.checklist} texts={texts} />
  if (block.anchor === 'recent-activity') return <RecentActivity block={block} tone={tone} recent={activity.recent} texts={texts} />
  return <CardsBlock block={block} tone={tone} />
}
