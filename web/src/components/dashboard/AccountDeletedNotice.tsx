// Shown on the home page after a member deleted their account (`/?account=deleted`).
import { accountMessages } from '~/auth/account.messages'
import { SuccessBanner } from '~/components/auth/ErrorBanner'

export function AccountDeletedNotice() {
  return (
    <div className="container-page pt-6" data-testid="account-deleted">
      <SuccessBanner message={accountMessages.deleted} />
    </div>
  )
}
