// Shown on the home page where an account journey ends: after deleting the account
// (`/?account=deleted`, decision 0033) and after signing out (`/?account=signed-out`).
import { SuccessBanner } from '~/components/auth/ErrorBanner'

export function AccountNotice({ message, testId }: { message: string; testId: string }) {
  return (
    <div className="container-page pt-6" data-testid={testId}>
      <SuccessBanner message={message} />
    </div>
  )
}
