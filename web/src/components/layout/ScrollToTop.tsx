// The floating back-to-top button: shown after more than 300 px of scroll (pinned by `web/tests/e2e/site/layout.spec.ts`).
import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

export const SCROLL_THRESHOLD_PX = 300

export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label={label}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' })
        document.getElementById('main')?.focus({ preventScroll: true })
      }}
      className="fixed right-4 bottom-4 z-50 flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-6" aria-hidden="true" />
    </button>
  )
}
