// Shown on the home page after a member deleted their account (`/?account=deleted`).
import { SuccessBanner } from '~/components/auth/ErrorBanner'

export function AccountDeletedNotice({ message }: { message: string }) {
  return (
    <div className="container-page pt-6" data-testid="account-deleted">
      <SuccessBanner message={message} />
    </div>
  )
}
