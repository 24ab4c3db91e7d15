// The dashboard notice (words from the `account` global, decision 0050) for an unverified address, with a resend button.
import type { Account } from '@kindred/cms/types'

import { ResendVerification } from '~/components/auth/ResendVerification'

export function VerificationNotice({ texts: t }: { texts: Account['verificationNotice'] }) {
  return (
    <div data-testid="verification-notice" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
      <p>
        <strong>{t.title}:</strong> {t.text}
      </p>
      <ResendVerification texts={t} />
    </div>
  )
}
