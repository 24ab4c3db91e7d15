// Outside production: a notice that leaves after five seconds (`APP_ENV` in README, Configuration). Fixed position,
// so its arrival and departure never move the page.
import { useEffect, useState } from 'react'

export const DEV_BANNER_MS = 5000

export function DevBanner({ text }: { text: string }) {
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), DEV_BANNER_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (!visible) return null
  return (
    <div role="status" data-testid="dev-banner" className="fixed inset-x-0 bottom-0 z-[60] bg-accent-500 px-4 py-2 text-center text-sm font-semibold text-ink">
      {text}
    </div>
  )
}
