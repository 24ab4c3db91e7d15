// 'Built for Your Business': a disclosure button with the business types and a closing entry.
// Closes on outside click, Escape, choosing an entry, and when the mobile menu opens (Header).
import { ChevronDown } from 'lucide-react'
import { useRef } from 'react'

import type { NavEntry } from '~/content/types'
import { SmartLink } from '~/components/ui/SmartLink'
import { useOutsideClose } from './useOutsideClose'

type Props = { label: string; entries: NavEntry[]; footerLink: NavEntry; open: boolean; setOpen: (open: boolean) => void }

export function BusinessDropdown({ label, entries, footerLink, open, setOpen }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useOutsideClose(ref, open, () => setOpen(false))
  return (
    <div ref={ref} className="relative">
      <button type="button" aria-expanded={open} aria-controls="business-menu" onClick={() => setOpen(!open)} className="nav-link gap-1">
        {label}
        <ChevronDown className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div id="business-menu" hidden={!open} className="absolute left-1/2 z-50 mt-2 w-80 -translate-x-1/2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
        <ul>
          {entries.map((entry) => (
            <li key={entry.href}>
              <SmartLink href={entry.href} onClick={() => setOpen(false)} className="menu-link">
                {entry.label}
              </SmartLink>
            </li>
          ))}
        </ul>
        <SmartLink
          href={footerLink.href}
          onClick={() => setOpen(false)}
          className="mt-2 block rounded-lg border-t border-slate-100 px-3 pt-3 pb-2.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {footerLink.label}
        </SmartLink>
      </div>
    </div>
  )
}
