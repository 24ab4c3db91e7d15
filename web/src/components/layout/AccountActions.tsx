// The header's right side: Login / Get Started for visitors, the welcome, Dashboard and Logout for members.
import type { Viewer } from '~/auth/viewer.functions'
import { LogoutButton } from '~/components/auth/LogoutButton'
import { SmartLink } from '~/components/ui/SmartLink'
import type { Shell } from '~/content/shell.functions'

type Props = { nav: Shell['navigation']; viewer: Viewer | null; stacked?: boolean; onNavigate?: () => void }

export function AccountActions({ nav, viewer, stacked = false, onNavigate }: Props) {
  const layout = stacked ? 'flex flex-col items-stretch gap-3' : 'flex items-center gap-3'
  if (viewer) {
    return (
      <div className={layout}>
        <span className="font-medium text-slate-700">{nav.signedIn.welcome.replaceAll('{firstName}', viewer.firstName)}</span>
        <SmartLink href={nav.signedIn.dashboard.href} onClick={onNavigate} className="btn-secondary">
          {nav.signedIn.dashboard.label}
        </SmartLink>
        <LogoutButton label={nav.signedIn.logoutLabel} className="btn-secondary" />
      </div>
    )
  }
  return (
    <div className={layout}>
      <SmartLink href={nav.signedOut.login.href} onClick={onNavigate} className={stacked ? 'btn-secondary' : 'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-700 hover:text-brand-800'}>
        {nav.signedOut.login.label}
      </SmartLink>
      <SmartLink href={nav.signedOut.primary.href} onClick={onNavigate} className="btn-primary">
        {nav.signedOut.primary.label}
      </SmartLink>
    </div>
  )
}
