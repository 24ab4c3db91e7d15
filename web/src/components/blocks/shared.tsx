// Pieces every section block uses: the section frame, its heading group and its buttons.
import type { ReactNode } from 'react'

import { track } from '~/analytics'
import { SmartLink } from '~/components/ui/SmartLink'

export type LinkData = { label: string; href: string; id?: string | null }

/** snake_case for analytics names: 'Get Started' → 'get_started'. */
export const snake = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')

export function Section({ id, tone = 'white', children }: { id?: string | null; tone?: 'white' | 'tint' | 'dark'; children: ReactNode }) {
  const tones = { white: 'bg-white', tint: 'bg-slate-50', dark: 'bg-brand-900 text-white' }
  return (
    <section id={id ?? undefined} className={`scroll-mt-20 overflow-x-clip py-16 sm:py-24 ${tones[tone]}`}>
      <div className="container-page">{children}</div>
    </section>
  )
}

type HeadingProps = { eyebrow?: string | null; heading?: string | null; intro?: string | null; center?: boolean; dark?: boolean }

export function SectionHeading({ eyebrow, heading, intro, center = true, dark = false }: HeadingProps) {
  return (
    <div className={center ? 'mx-auto max-w-3xl text-center' : 'max-w-3xl'}>
      {eyebrow ? <p className={dark ? 'eyebrow text-brand-200' : 'eyebrow'}>{eyebrow}</p> : null}
      {heading ? <h2 className="section-heading mt-3">{heading}</h2> : null}
      {intro ? <p className={`mt-4 text-lg leading-8 ${dark ? 'text-brand-100' : 'text-slate-600'}`}>{intro}</p> : null}
    </div>
  )
}

/**
 * A CMS button's analytics name (`button_clicked`'s button_name): the key stored with the link in
 * the CMS, which stays when an editor rewords the label. Links saved before keys existed fall back
 * to the label's snake_case form.
 */
export const trackingName = (link: { label: string; trackingKey?: string | null }) => link.trackingKey || `${snake(link.label)}_cta`

/** A row of CMS buttons; the first is primary. Each click is tracked as button_clicked (`web/src/analytics/events.ts`). */
// Labels that say nothing out of context (screen-reader link lists, Lighthouse's link-text audit):
// they get the section's heading as visually hidden context.
const vagueLabels = new Set(['learn more', 'read more', 'more', 'click here', 'here', 'continue', 'go'])

export function Actions({
  links,
  location,
  dark = false,
  center = true,
  context,
}: {
  links?: LinkData[] | null
  location: string
  dark?: boolean
  center?: boolean
  /** What the section is about, e.g. its heading. */
  context?: string | null
}) {
  if (!links?.length) return null
  return (
    <div className={`mt-10 flex flex-wrap gap-4 ${center ? 'justify-center' : ''}`}>
      {links.map((link, i) => (
        <SmartLink
          key={link.id ?? `${link.href}-${i}`}
          href={link.href}
          className={i === 0 ? (dark ? 'btn-on-dark' : 'btn-primary') : 'btn-secondary'}
          onClick={() => track('button_clicked', { button_name: trackingName(link), location })}
        >
          {link.label}
          {context && vagueLabels.has(link.label.trim().toLowerCase()) ? <span className="sr-only">: {context}</span> : null}
        </SmartLink>
      ))}
    </div>
  )
}
