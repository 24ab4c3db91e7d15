// The admin in the brand's colours: the mark in the navigation (Icon) and the mark with the admin's
// name on the sign-in page (Logo), in place of Payload's. The mark is the favicon file `pnpm generate`
// draws from ../../brand-mark.ts.
import { adminName } from '../../brand-mark'

// The navigation's icon is the whole content of its link to the dashboard: its text names the link.
export function Icon() {
  return <img src="/favicon.svg" alt={adminName} width={32} height={32} style={{ display: 'block' }} />
}

export function Logo() {
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 28, fontWeight: 700 }}>
      <img src="/favicon.svg" alt="" width={44} height={44} />
      {adminName}
    </span>
  )
}
