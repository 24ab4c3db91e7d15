import { afterEach, describe, expect, it, vi } from 'vitest'

import { settleWriteBehinds, writeBehind } from './write-behind.server'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('writeBehind', () => {
  it('writes what arrives within the delay as one batch, and a full batch at once', async () => {
    vi.useFakeTimers()
    const batches: number[][] = []
    const queue = writeBehind<number>({ name: 'test', maxItems: 3, delayMs: 20, write: async (items) => void batches.push(items) })
    queue.add(1)
    queue.add(2)
    expect(batches).toEqual([])
    await vi.advanceTimersByTimeAsync(20)
    expect(batches).toEqual([[1, 2]])
    queue.add(3)
    queue.add(4)
    queue.add(5)
    await vi.advanceTimersByTimeAsync(0)
    expect(batches).toEqual([
      [1, 2],
      [3, 4, 5],
    ])
  })

  it('writes one batch at a time, in order, and reports a refused batch without losing the next', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const written: number[][] = []
    let running = 0
    const queue = writeBehind<number>({
      name: 'test',
      maxItems: 2,
      delayMs: 1000,
      write: async (items) => {
        running += 1
        expect(running).toBe(1)
        await new Promise((resolve) => setTimeout(resolve, 5))
        running -= 1
        if (items.includes(3)) throw new Error('refused')
        written.push(items)
      },
    })
    for (const item of [1, 2, 3, 4, 5, 6]) queue.add(item)
    await queue.flush()
    expect(written).toEqual([
      [1, 2],
      [5, 6],
    ])
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[test] 2 queued writes failed: Error: refused'))
  })

  it('settles every batcher of the process: what waits is written before the pool closes', async () => {
    const written: string[] = []
    const first = writeBehind<string>({ name: 'a', maxItems: 100, delayMs: 60_000, write: async (items) => void written.push(...items) })
    const second = writeBehind<string>({ name: 'b', maxItems: 100, delayMs: 60_000, write: async (items) => void written.push(...items) })
    first.add('a')
    second.add('b')
    await settleWriteBehinds()
    expect(written.sort()).toEqual(['a', 'b'])
  })
})
