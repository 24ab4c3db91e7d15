// An accessible modal on the native <dialog>: showModal() makes the page behind it inert and
// gives Escape; we add closing on backdrop click, a Tab loop that keeps focus inside, and
// focus returning to whatever opened it.
import { X } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

type Props = {
  open: boolean
  onClose: () => void
  title: string
  closeLabel: string
  children: ReactNode
  /** Keep what it holds once opened while closed (hidden, as a closed dialog is): a half-written form survives Escape. */
  keepContent?: boolean
}

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])'

export function Modal({ open, onClose, title, closeLabel, children, keepContent = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  // Adjusted during render, as React recommends over an effect.
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null
      dialog.showModal()
      return () => opener?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open])

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !ref.current) return
    const items = [...ref.current.querySelectorAll<HTMLElement>(focusable)]
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby="modal-title"
      onKeyDown={trapTab}
      // Escape fires "cancel": let React state drive the close so it stays in sync.
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // A click whose target is the dialog itself landed on the backdrop, outside the panel.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-0 text-ink shadow-2xl"
    >
      {open || (keepContent && opened) ? (
        <div className="p-6 sm:p-8">
          <div className="flex items-start justify-between gap-4">
            <h2 id="modal-title" className="text-2xl font-bold tracking-tight">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100" aria-label={closeLabel}>
              <X className="size-6" aria-hidden="true" />
            </button>
          </div>
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
