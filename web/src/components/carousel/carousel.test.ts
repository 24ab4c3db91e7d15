import { describe, expect, it } from 'vitest'

import { cardPlacement, clampIndex, indexAfterSwipe, indexForKey, next, previous, swipeDirection } from './carousel'

describe('carousel navigation', () => {
  it('wraps next from the last card to the first', () => {
    expect(next(0, 6)).toBe(1)
    expect(next(5, 6)).toBe(0)
  })

  it('wraps previous from the first card to the last', () => {
    expect(previous(3, 6)).toBe(2)
    expect(previous(0, 6)).toBe(5)
  })

  it('maps Left, Right, Home and End and ignores other keys', () => {
    expect(indexForKey('ArrowLeft', 0, 6)).toBe(5)
    expect(indexForKey('ArrowRight', 5, 6)).toBe(0)
    expect(indexForKey('Home', 4, 6)).toBe(0)
    expect(indexForKey('End', 1, 6)).toBe(5)
    expect(indexForKey('Enter', 1, 6)).toBeNull()
  })

  it('keeps an index inside the list', () => {
    expect(clampIndex(9, 6)).toBe(5)
    expect(clampIndex(-1, 6)).toBe(0)
    expect(clampIndex(3, 0)).toBe(0)
  })
})

describe('swipe', () => {
  it('counts only a horizontal distance over 50 px', () => {
    expect(swipeDirection(-50, 0)).toBeNull()
    expect(swipeDirection(-51, 0)).toBe('next')
    expect(swipeDirection(51, 0)).toBe('previous')
    expect(swipeDirection(60, 120)).toBeNull()
  })

  it('moves and wraps the index', () => {
    expect(indexAfterSwipe(-80, 5, 5, 6)).toBe(0)
    expect(indexAfterSwipe(80, 5, 0, 6)).toBe(5)
    expect(indexAfterSwipe(30, 0, 2, 6)).toBe(2)
  })
})

describe('card placement', () => {
  it('fades by distance: 1, 0.7, 0.4, then 0.2', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => cardPlacement(i, 0).opacity)).toEqual([1, 0.7, 0.4, 0.2, 0.2, 0.2])
    expect(cardPlacement(1, 3).opacity).toBe(0.4)
  })

  it('offsets 80 px per step on either side', () => {
    expect(cardPlacement(4, 2).translateX).toBe(160)
    expect(cardPlacement(0, 1).translateX).toBe(-80)
    expect(cardPlacement(2, 2)).toMatchObject({ translateX: 0, current: true })
  })
})
