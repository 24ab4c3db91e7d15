import { afterEach, describe, expect, it, vi } from 'vitest'

import { readTogether } from './read-together.server'

afterEach(() => {
  vi.useRealTimers()
})

describe('readTogether', () => {
  it('reads the keys asked for within the delay with one call, each caller answered with its own value or undefined', async () => {
    vi.useFakeTimers()
    const calls: string[][] = []
    const read = readTogether<string, number>({
      maxItems: 100,
      delayMs: 2,
      read: async (keys) => (calls.push(keys), new Map(keys.filter((key) => key !== 'none').map((key) => [key, key.length]))),
    })
    const answers = Promise.all([read('a'), read('bb'), read('none'), read('bb')])
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(2)
    expect(await answers).toEqual([1, 2, undefined, 2])
    // A key asked twice is read once.
    expect(calls).toEqual([['a', 'bb', 'none']])
  })

  it('sends a full batch at once', async () => {
    const calls: number[][] = []
    const read = readTogether<number, number>({ maxItems: 3, delayMs: 60_000, read: async (keys) => (calls.push(keys), new Map(keys.map((key) => [key, key * 10]))) })
    expect(await Promise.all([read(1), read(2), read(3)])).toEqual([10, 20, 30])
    expect(calls).toEqual([[1, 2, 3]])
  })

  it('never answers a key from a read that was sent before it was asked for', async () => {
    const sent: string[][] = []
    let release: () => void = () => {}
    const stored = new Map<string, string>()
    const read = readTogether<string, string>({
      maxItems: 100,
      delayMs: 1,
      read: async (keys) => {
        sent.push(keys)
        const answer = new Map(keys.flatMap((key) => (stored.has(key) ? [[key, stored.get(key)!] as const] : [])))
        if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve))
        return answer
      },
    })
    const first = read('new')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(sent).toEqual([['new']])
    // Stored after the first read was sent: a caller asking now must see it.
    stored.set('new', 'row')
    const second = read('new')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await second).toBe('row')
    release()
    expect(await first).toBeUndefined()
    expect(sent).toEqual([['new'], ['new']])
  })

  it('rejects every caller of a refused read, and reads again for the next', async () => {
    let refuse = true
    const read = readTogether<string, string>({
      maxItems: 100,
      delayMs: 1,
      read: async (keys) => {
        if (refuse) throw new Error('refused')
        return new Map(keys.map((key) => [key, key]))
      },
    })
    const answers = await Promise.allSettled([read('a'), read('b')])
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected'])
    refuse = false
    expect(await read('a')).toBe('a')
  })
})
