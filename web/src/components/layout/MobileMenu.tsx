// The small-screen menu: every main link, the business types as a nested list, account actions.
import type { Viewer } from '~/auth/viewer.functions'
import type { Shell } from '~/content/shell.functions'
import { SmartLink } from '~/components/ui/SmartLink'
import { AccountActions } from './AccountActions'

type Props = { open: boolean; nav: Shell['navigation']; viewer: Viewer | null; onNavigate: () => void }

const linkClass = 'menu-link font-medium'

export function MobileMenu({ open, nav, viewer, onNavigate }: Props) {
  return (
    <nav id="mobile-menu" aria-label={nav.menuLabels.mobileNav} hidden={!open} className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden">
      <div className="container-page py-4">
        <ul className="space-y-1">
          {nav.items.map((item) => (
            <li key={item.id ?? item.href}>
              <SmartLink href={item.href} onClick={onNavigate} className={linkClass}>
                {item.label}
              </SmartLink>
              {item.dropdownAfter ? (
                <div className="mt-1">
                  <p className="px-3 pt-3 pb-1 text-sm font-semibold tracking-wide text-brand-700 uppercase">{nav.dropdown.label}</p>
                  <ul className="grid gap-1 sm:grid-cols-2">
                    {nav.businessTypes.map((entry) => (
                      <li key={entry.href}>
                        <SmartLink href={entry.href} onClick={onNavigate} className={linkClass}>
                          {entry.label}
                        </SmartLink>
                      </li>
                    ))}
                    <li className="sm:col-span-2">
                      <SmartLink href={nav.dropdown.footerLink.href} onClick={onNavigate} className={`${linkClass} text-brand-700 hover:text-brand-800`}>
                        {nav.dropdown.footerLink.label}
                      </SmartLink>
                    </li>
                  </ul>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          <AccountActions nav={nav} viewer={viewer} stacked onNavigate={onNavigate} />
        </div>
      </div>
    </nav>
  )
}
