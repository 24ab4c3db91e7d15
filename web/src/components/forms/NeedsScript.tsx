// Beside a control that works only with script (a button that opens a drawn form, a Save that
// enables once hydrated): where no script runs, the reason, rather than a control that does nothing.
// A <noscript> shows only then; with script its content is never drawn.
export function NeedsScript({ text, className = 'text-sm text-slate-600' }: { text: string; className?: string }) {
  return (
    <noscript>
      <p className={className}>{text}</p>
    </noscript>
  )
}
