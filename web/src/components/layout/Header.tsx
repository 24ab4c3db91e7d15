// The site header (the CMS `navigation` global): main links with the business-type dropdown after the
// entry marked in the CMS, account actions, and a mobile menu that closes the dropdown on opening,
// and closes itself on Escape or a press outside the header.
// The account side follows the live session: signed out at once when the session ends.
import { useRouterState } from '@tanstack/react-router'
import { Handshake, Menu, X } from 'lucide-react'
import { Fragment, useCallback, useRef, useState } from 'react'

import type { Viewer } from '~/auth/viewer.functions'
import type { IslandShell } from '~/components/islands/markers'
import { SessionNotice } from '~/components/auth/SessionNotice'
import { useLiveViewer } from '~/components/auth/useLiveViewer'
import { SmartLink } from '~/components/ui/SmartLink'
import { AccountActions } from './AccountActions'
import { BusinessDropdown } from './BusinessDropdown'
import { MobileMenu } from './MobileMenu'
import { useOutsideClose } from './useOutsideClose'

export function Header({ shell, viewer: serverViewer }: { shell: IslandShell; viewer: Viewer | null }) {
  const nav = shell.navigation
  const viewer = useLiveViewer(serverViewer)
  const [dropdownOpen, setDropdownOpen] = useState(false)
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useRouterState({ select: (s) => s.location.pathname })

  // Any navigation closes both menus (state adjusted during render, as React recommends over an effect).
  const [openedAt, setOpenedAt] = useState(pathname)
  if (openedAt !== pathname) {
    setOpenedAt(pathname)
    setDropdownOpen(false)
    setMenuOpen(false)
  }

  function toggleMenu() {
    setDropdownOpen(false)
    setMenuOpen((open) => !open)
  }

  const header = useRef<HTMLElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => {
    // Focus inside the menu about to hide goes back to the button that opened it, not the page's top.
    if (document.getElementById('mobile-menu')?.contains(document.activeElement)) menuButton.current?.focus()
    setMenuOpen(false)
  }, [])
  useOutsideClose(header, menuOpen, closeMenu)

  const footerLink = { label: nav.dropdown.footerLink.label, href: nav.dropdown.footerLink.href }
  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <SmartLink href="/" className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-900">
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-700 text-white">
            <Handshake className="size-5" aria-hidden="true" />
          </span>
          {shell.brandName}
        </SmartLink>
        <nav aria-label={nav.menuLabels.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.items.map((item) => (
              <Fragment key={item.id ?? item.href}>
                <li>
                  <SmartLink href={item.href} className="nav-link">
                    {item.label}
                  </SmartLink>
                </li>
                {item.dropdownAfter ? (
                  <li>
                    <BusinessDropdown label={nav.dropdown.label} entries={nav.businessTypes} footerLink={footerLink} open={dropdownOpen} setOpen={setDropdownOpen} />
                  </li>
                ) : null}
              </Fragment>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          <AccountActions nav={nav} viewer={viewer} />
        </div>
        <button
          ref={menuButton}
          type="button"
          onClick={toggleMenu}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? nav.menuLabels.close : nav.menuLabels.open}
          className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
        >
          {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>
      <SessionNotice login={nav.signedOut.login} dismissLabel={shell.sessionLabels.dismissNotice} />
      <MobileMenu open={menuOpen} nav={nav} viewer={viewer} onNavigate={() => setMenuOpen(false)} />
    </header>
  )
}
