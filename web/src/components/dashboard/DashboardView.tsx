// The member dashboard (SPEC §2): welcome, profile card, verification notice, profile form, the
// CMS sections (quick cards, Getting Started, recent activity) and, last, deleting the account.
import type { AccountSecurity } from '~/auth/account.functions'
import type { DashboardData } from '~/auth/auth.functions'
import { messages } from '~/auth/auth.schemas'
import { SuccessBanner } from '~/components/auth/ErrorBanner'
import { CardsBlock } from '~/components/blocks/CardsBlock'
import type { PublicPage } from '~/content/types'
import { DeleteAccount } from './DeleteAccount'
import { ProfileCard } from './ProfileCard'
import { ProfileForm } from './ProfileForm'
import { VerificationNotice } from './VerificationNotice'

type Props = { data: NonNullable<DashboardData>; page: PublicPage; justRegistered: boolean; account: AccountSecurity | null }

export function DashboardView({ data, page, justRegistered, account }: Props) {
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
        <CardsBlock key={block.id ?? i} block={block} tone={i % 2 ? 'white' : 'tint'} />
      ))}
      {account ? (
        <div className="container-page py-12">
          <DeleteAccount account={account} />
        </div>
      ) : null}
    </div>
  )
}
