// The partner card's icons. A results page shows up to 24 cards with three icons each: drawn inline
// they were a third of the page's HTML and a tenth of its render time, so the directory draws each
// icon once in a hidden sprite and the cards reference it (`<use>`), each reference as short as it
// can be: 72 of them are about 5 KB of a page. A card shown alone (the profile page, the editor's
// preview) draws its icons inline.
import { BadgeCheck, CalendarDays, Handshake, MapPin, type LucideIcon } from 'lucide-react'

/** The verified-partner seal: a filled badge, drawn on a 20-unit grid (the others are Lucide's 24-unit outlines). */
function VerifiedSeal(props: { className?: string; 'aria-hidden'?: 'true'; width?: string; height?: string }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" {...props}>
      <path d="M10 1.5 12.2 4l3.3-.3.3 3.3 2.5 2.2-2.5 2.2-.3 3.3-3.3-.3L10 17.5 7.8 15l-3.3.3-.3-3.3L1.7 9.8 4.2 7.6 4.5 4.3l3.3.3L10 1.5Zm-1 11.2 5-5-1.1-1.1L9 10.5 7.1 8.6 6 9.7l3 3Z" />
    </svg>
  )
}

const icons = { 'map-pin': MapPin, 'badge-check': BadgeCheck, 'calendar-days': CalendarDays, handshake: Handshake, 'verified-seal': VerifiedSeal } satisfies Record<
  string,
  LucideIcon | typeof VerifiedSeal
>

export type CardIconName = keyof typeof icons
const symbolId = (name: CardIconName) => `ci-${name}`

/** Render once above the cards that use `sprite`. */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden">
      {(Object.keys(icons) as CardIconName[]).map((name) => {
        const Icon = icons[name]
        return (
          <symbol key={name} id={symbolId(name)} viewBox={name === 'verified-seal' ? '0 0 20 20' : '0 0 24 24'}>
            <Icon width="100%" height="100%" />
          </symbol>
        )
      })}
    </svg>
  )
}

/** A card's icon, sized by the `card-icon` class (styles/app.css). */
export function CardIcon({ name, sprite }: { name: CardIconName; sprite: boolean }) {
  if (!sprite) {
    const Icon = icons[name]
    return <Icon className="card-icon" aria-hidden="true" />
  }
  // The symbol has the view box, and a `<use>` of a symbol fills the icon's box: the class sizes it.
  return (
    <svg className="card-icon" aria-hidden="true">
      <use href={`#${symbolId(name)}`} />
    </svg>
  )
}
