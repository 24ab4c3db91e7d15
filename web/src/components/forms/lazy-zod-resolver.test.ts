import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { lazyZodResolver } from './lazy-zod-resolver'

const schema = z.object({ email: z.string().trim().email('Please enter a valid email') })
const options = { fields: {}, shouldUseNativeValidation: false } as const

describe('lazyZodResolver', () => {
  it('validates with the schema once loaded, loading it once', async () => {
    let loads = 0
    const resolver = lazyZodResolver(async () => {
      loads++
      return schema
    })
    resolver.preload()
    expect(await resolver({ email: 'nope' }, undefined, options)).toMatchObject({ values: {}, errors: { email: { message: 'Please enter a valid email' } } })
    expect(await resolver({ email: ' ada@example.com ' }, undefined, options)).toEqual({ values: { email: 'ada@example.com' }, errors: {} })
    expect(loads).toBe(1)
  })

  it('lets the form submit when the code cannot be fetched, and loads again at the next check', async () => {
    let loads = 0
    const resolver = lazyZodResolver(async () => {
      if (++loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
      return schema
    })
    expect(await resolver({ email: 'nope' }, undefined, options)).toEqual({ values: { email: 'nope' }, errors: {} })
    expect(await resolver({ email: 'nope' }, undefined, options)).toMatchObject({ errors: { email: { message: 'Please enter a valid email' } } })
    expect(loads).toBe(2)
  })

  it('settles when its first load has finished, whether the code came or not, and not before', async () => {
    let settled = false
    const failing = lazyZodResolver(async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    void failing.settled.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    failing.preload()
    await failing.settled
    expect(settled).toBe(true)
    const loading = lazyZodResolver(async () => schema)
    expect(await Promise.race([loading.settled.then(() => 'settled'), new Promise((resolve) => setTimeout(resolve, 20, 'waiting'))])).toBe('waiting')
    await loading({ email: 'nope' }, undefined, options)
    await loading.settled
  })
})
