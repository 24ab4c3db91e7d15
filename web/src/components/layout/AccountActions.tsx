// The header's right side: Login / Get Started for visitors, the welcome, Dashboard and Logout for members.
import type { Viewer } from '~/auth/viewer.functions'
import { LogoutButton } from '~/components/auth/LogoutButton'
import { SmartLink } from '~/components/ui/SmartLink'
import type { Shell } from '~/content/shell.functions'

type Props = { nav: Shell['navigation']; viewer: Viewer | null; stacked?: boolean; onNavigate?: () => void }

/**
 * In the desktop bar the member's side shares one line with the menu: the greeting shows from the
 * `xl` width (at `lg` the menu and the two buttons fill the line), cut short for a long first name
 * with the whole of it in its title, and the buttons are a size smaller than the page's.
 */
const inBar = {
  layout: 'flex items-center gap-2',
  welcome: 'hidden max-w-48 truncate font-medium whitespace-nowrap text-slate-700 xl:block',
  button: 'btn-secondary px-3 whitespace-nowrap',
}
const inMenu = { layout: 'flex flex-col items-stretch gap-3', welcome: 'font-medium text-slate-700', button: 'btn-secondary' }

export function AccountActions({ nav, viewer, stacked = false, onNavigate }: Props) {
  const layout = stacked ? inMenu.layout : 'flex items-center gap-3'
  if (viewer) {
    const style = stacked ? inMenu : inBar
    const welcome = nav.signedIn.welcome.replaceAll('{firstName}', viewer.firstName)
    return (
      <div className={style.layout}>
        <span className={style.welcome} title={stacked ? undefined : welcome}>
          {welcome}
        </span>
        <SmartLink href={nav.signedIn.dashboard.href} onClick={onNavigate} className={style.button}>
          {nav.signedIn.dashboard.label}
        </SmartLink>
        <LogoutButton label={nav.signedIn.logoutLabel} className={style.button} formToken={viewer.formToken} />
      </div>
    )
  }
  return (
    <div className={layout}>
      <SmartLink
        href={nav.signedOut.login.href}
        onClick={onNavigate}
        className={stacked ? 'btn-secondary' : 'inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-slate-700 hover:text-brand-800'}
      >
        {nav.signedOut.login.label}
      </SmartLink>
      <SmartLink href={nav.signedOut.primary.href} onClick={onNavigate} className="btn-primary">
        {nav.signedOut.primary.label}
      </SmartLink>
    </div>
  )
}
