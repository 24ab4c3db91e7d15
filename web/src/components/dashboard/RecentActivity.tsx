// Recent activity: the member's own latest events (account, profile, proposals), newest first.
import type { CardsBlock as CardsData, Directory } from '@kindred/cms/types'
import { CircleUser, Handshake, Send, Sparkles, Store, type LucideIcon } from 'lucide-react'

import { Section, SectionHeading } from '~/components/blocks/shared'
import { dayOf } from '~/components/partners/format'
import type { ActivityKind, MemberActivity } from '~/partners/partners.options'

type Props = { block: CardsData; tone: 'white' | 'tint'; recent: MemberActivity['recent']; texts: Directory['dashboardCards'] }

function iconFor(kind: ActivityKind): LucideIcon {
  if (kind === 'account-created') return CircleUser
  if (kind.startsWith('profile-')) return Store
  if (kind.startsWith('proposal-accepted')) return Handshake
  if (kind === 'proposal-sent' || kind === 'proposal-received') return Send
  return Sparkles
}

export function RecentActivity({ block, tone, recent, texts }: Props) {
  return (
    <Section id={block.anchor} tone={tone}>
      <SectionHeading eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
      {recent.length ? (
        <ol className="mx-auto mt-10 max-w-2xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="recent-activity">
          {recent.map((event, i) => {
            const EventIcon = iconFor(event.kind)
            return (
              <li key={`${event.at}-${i}`} className="flex items-start gap-4 p-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <EventIcon className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 wrap-anywhere">
                  <p className="font-medium">{event.text}</p>
                  <p className="text-sm text-slate-500">
                    <time dateTime={event.at}>{dayOf(event.at)}</time>
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="mx-auto mt-10 max-w-2xl text-center text-slate-600">{texts.noActivity}</p>
      )}
    </Section>
  )
}
