// A field's error shows once it loses the focus (decision 0094: errors show after a field is touched).
// When it loses the focus to a press on another control, the error line that appears under it
// pushes that control down between the press and its release, and the click lands beside it: the
// checkbox pressed stays unchecked, the button pressed is not pressed. So a form's fields lose the
// focus as usual, but the form hears of it (react-hook-form's onBlur: touched, then checked) only
// once the press has ended, after its click; losing it to the keyboard is heard at once.
import { useEffect, type FocusEvent } from 'react'

/** The press in progress (a number for each), or 0. */
let press = 0
let presses = 0
/** Fields that lost the focus during the press, to blur again once it has ended. */
let held: HTMLElement[] = []
let listening = false

function release(of: number) {
  if (!of || press !== of) return
  press = 0
  const fields = held
  held = []
  // After the click's own handlers and its default action (a label checking its box).
  setTimeout(() => {
    for (const field of fields) if (field.isConnected) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
  }, 0)
}

function listen() {
  if (listening) return
  listening = true
  addEventListener('pointerdown', () => (press = ++presses), true)
  addEventListener('click', () => release(press), true)
  addEventListener('pointercancel', () => release(press), true)
  // A press that makes no click (dragged off, or a touch the browser took for a scroll) ends soon after its release.
  addEventListener(
    'pointerup',
    () => {
      const of = press
      setTimeout(() => release(of), 500)
    },
    true,
  )
}

/** The form's `onBlurCapture`: a field losing the focus to a press is heard once the press has ended. */
export function useBlurAfterPress(): (event: FocusEvent<HTMLElement>) => void {
  useEffect(listen, [])
  return (event) => {
    const field = event.target
    if (!press || !(field instanceof HTMLElement) || !('name' in field) || !field.name) return
    event.stopPropagation()
    if (!held.includes(field)) held.push(field)
  }
}
