// The dashboard's quick cards, alive: Find Partners opens the directory filtered by the member's
// type and suburb (or as much of them as finds another business), My Network lists the businesses
// of accepted collaborations, Analytics shows real counts and leads to the business profile
// editor. Titles and bodies are the CMS cards (in order: find, network, analytics); the live parts
// are data.
import type { CardsBlock as CardsData, Directory } from '@kindred/cms/types'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import type { ReactNode } from 'react'

import { Section, SectionHeading } from '~/components/blocks/shared'
import { LeftKindredTag } from '~/components/partners/LeftKindredTag'
import { Icon } from '~/components/ui/Icon'
import type { MemberActivity, Proposal } from '~/partners/partners.options'

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline'

type Item = NonNullable<CardsData['items']>[number]
type Props = {
  block: CardsData
  tone: 'white' | 'tint'
  activity: MemberActivity
  texts: Directory['dashboardCards']
  /** The member's own profile slug, to tell the other side of a collaboration. */
  ownSlug: string | null
}

export function QuickCards({ block, tone, activity, texts, ownSlug }: Props) {
  const [find, network, analytics] = block.items ?? []
  // A business that has left is the other side, whatever its old slug: the server says which side.
  const other = (proposal: Proposal) => {
    const departed = activity.departed[proposal.id]
    if (departed) return proposal[departed]
    return proposal.from.slug === ownSlug ? proposal.to : proposal.from
  }
  // My Network is of businesses: each once, at its latest collaboration, however many there were. A
  // business that left keeps its own line even if its old address now names another.
  const seen = new Set<string>()
  const partners = activity.network.filter((proposal) => {
    const key = `${activity.departed[proposal.id] ? 'left' : 'here'}:${other(proposal).slug}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        <Card item={find} testId="card-find-partners">
          <p className="mt-2 leading-7 text-slate-600" data-testid="find-partners-text">
            {findText(texts, activity.findFilters)}
          </p>
          <div className="mt-auto pt-4">
            <Link to="/partners" search={activity.findFilters} className={linkClass}>
              {texts.findPartnersAction}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </Card>
        <Card item={network} testId="card-my-network">
          {partners.length ? (
            <ul className="mt-4 space-y-2">
              {partners.slice(0, 5).map((proposal) => {
                const partner = other(proposal)
                return (
                  <li key={proposal.id} className="wrap-anywhere">
                    {activity.departed[proposal.id] ? (
                      <>
                        <bdi className="font-medium">{partner.name}</bdi> <LeftKindredTag label={texts.networkDeparted} testId="network-departed" />
                      </>
                    ) : activity.unlisted.includes(partner.slug) ? (
                      <bdi className="font-medium">{partner.name}</bdi>
                    ) : (
                      <Link to="/partners/$slug" params={{ slug: partner.slug }} className="inline-flex min-h-6 items-center font-medium text-brand-700 underline-offset-4 hover:underline">
                        <bdi>{partner.name}</bdi>
                      </Link>
                    )}
                  </li>
                )
              })}
            </ul>
          ) : (
            <p className="mt-2 leading-7 text-slate-600">{texts.networkEmpty}</p>
          )}
          <div className="mt-auto pt-4">
            <Link to="/dashboard/collaborations" className={linkClass}>
              {texts.networkAction}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </Card>
        <Card item={analytics} testId="card-analytics">
          <dl className="mt-4 grid grid-cols-2 gap-4">
            <Count term={texts.profileViews} value={activity.counts.profileViews} />
            <Count term={texts.proposalsSent} value={activity.counts.proposalsSent} />
            <Count term={texts.proposalsReceived} value={activity.counts.proposalsReceived} />
            <Count term={texts.accepted} value={activity.counts.accepted} />
          </dl>
          {/* The way back to the profile editor once Getting Started is done and gone. */}
          <div className="mt-auto pt-4">
            <Link to="/dashboard/business" className={linkClass}>
              {ownSlug ? texts.businessEdit : texts.businessCreate}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        </Card>
      </ul>
    </Section>
  )
}

function Card({ item, testId, children }: { item: Item | undefined; testId: string; children: ReactNode }) {
  return (
    <li className="card flex flex-col" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon name={item?.icon} />
      </span>
      {item ? <h3 className="mt-5 text-xl font-semibold tracking-tight">{item.title}</h3> : null}
      {item?.body ? <p className="mt-2 leading-7 text-slate-600">{item.body}</p> : null}
      {children}
    </li>
  )
}

function Count({ term, value }: { term: string; value: number }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-3xl font-bold tracking-tight text-brand-800">{value.toLocaleString('en-AU')}</dd>
    </div>
  )
}

/** What the link finds, said as its filters are: by type and place, by one of them, or everyone. */
function findText(texts: Props['texts'], filters: MemberActivity['findFilters']): string {
  if (filters.type && filters.location) return texts.findPartnersText
  if (filters.type) return texts.findPartnersTextType
  if (filters.location) return texts.findPartnersTextPlace
  return texts.findPartnersTextAll
}
