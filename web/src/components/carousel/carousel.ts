// The comparison carousel's state logic (pinned by `web/tests/e2e/site/carousel.spec.ts`), kept pure so it is unit-tested
// apart from React: wrapping previous/next, jumps, keys, swipe and how far-away cards look.

export const SWIPE_MIN_PX = 50
export const OFFSET_PX = 80
const OPACITY_BY_DISTANCE = [1, 0.7, 0.4, 0.2] as const

export function next(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count
}

export function previous(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count
}

export function clampIndex(index: number, count: number): number {
  return Math.min(Math.max(0, index), Math.max(0, count - 1))
}

/** The index a key leads to, or null when the key is not one of ours. */
export function indexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return previous(index, count)
    case 'ArrowRight':
      return next(index, count)
    case 'Home':
      return 0
    case 'End':
      return Math.max(0, count - 1)
    default:
      return null
  }
}

/** A swipe counts only beyond 50 px horizontally, and only when it is more sideways than up-down. */
export function swipeDirection(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) <= SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return null
  return dx < 0 ? 'next' : 'previous'
}

export function indexAfterSwipe(dx: number, dy: number, index: number, count: number): number {
  const direction = swipeDirection(dx, dy)
  if (direction === 'next') return next(index, count)
  if (direction === 'previous') return previous(index, count)
  return index
}

/** How card `cardIndex` sits relative to the current one: offset 80 px per step, faded by distance. */
export function cardPlacement(cardIndex: number, current: number) {
  const offset = cardIndex - current
  const distance = Math.abs(offset)
  return {
    offset,
    opacity: OPACITY_BY_DISTANCE[Math.min(distance, OPACITY_BY_DISTANCE.length - 1)],
    translateX: offset * OFFSET_PX,
    zIndex: 100 - distance,
    current: distance === 0,
  }
}
