// The member the header shows: the server's viewer (router context) until this page learns that
// the session ended (a 401, a refused refresh, a logout in another tab); from then on the signed-out
// state at once, and the routes reload so their guards run (the dashboard sends to /login).
// It also runs this tab's part of the session sync and clears what older versions stored.
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

import { forgetLegacyStorage, markSignedIn, markSignedOut, useAuth } from '~/auth/client'
import { startSessionSync } from '~/auth/session-sync'
import type { Viewer } from '~/auth/viewer.functions'

export function useLiveViewer(viewer: Viewer | null): Viewer | null {
  const router = useRouter()
  const { signedOut } = useAuth()
  const signedIn = Boolean(viewer) && !signedOut

  useEffect(forgetLegacyStorage, [])

  useEffect(
    () =>
      startSessionSync({
        signedIn,
        // Another tab's news matters only to a page that shows someone signed in.
        onSignedOut: (reason) => signedIn && markSignedOut(reason),
        onSignedIn: () => {
          markSignedIn()
          void router.invalidate()
        },
      }),
    [signedIn, router],
  )

  useEffect(() => {
    if (signedOut) void router.invalidate()
  }, [signedOut, router])

  return signedOut ? null : viewer
}
