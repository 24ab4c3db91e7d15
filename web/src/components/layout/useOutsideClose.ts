import { useEffect, type RefObject } from 'react'

/**
 * Calls `close` on a pointer press outside `ref`, on Escape, or when the keyboard's focus moves
 * outside `ref` (Tab past the last entry): an open menu never covers the element that has the focus.
 */
export function useOutsideClose(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void) {
  useEffect(() => {
    if (!active) return
    const outside = (event: Event) => Boolean(ref.current && event.target instanceof Node && !ref.current.contains(event.target))
    const onPointer = (event: PointerEvent) => {
      if (outside(event)) close()
    }
    const onFocus = (event: FocusEvent) => {
      if (outside(event)) close()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('focusin', onFocus)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('focusin', onFocus)
      document.removeEventListener('keydown', onKey)
    }
  }, [ref, active, close])
}
