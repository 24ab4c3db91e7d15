import { describe, expect, it } from 'vitest'

import { pickTypes } from './pick-types'

const catalogue = Array.from({ length: 2000 }, (_, i) => ({ slug: `type-${i}`, navLabel: `Type ${i}` }))

describe('pickTypes', () => {
  it("keeps the catalogue's order whatever order the slugs were named in", () => {
    expect(pickTypes(catalogue, new Set(['type-1999', 'type-5', 'type-300'])).map((type) => type.slug)).toEqual(['type-5', 'type-300', 'type-1999'])
  })

  it('leaves out slugs the catalogue lacks, and names nothing twice', () => {
    expect(pickTypes(catalogue, new Set(['missing', 'type-7', 'type-7']))).toEqual([{ slug: 'type-7', navLabel: 'Type 7' }])
    expect(pickTypes(catalogue, new Set())).toEqual([])
  })

  it("gives the whole catalogue for 'all', and reads a reloaded list afresh", () => {
    expect(pickTypes(catalogue, 'all')).toBe(catalogue)
    const reloaded = [{ slug: 'type-5', navLabel: 'Renamed' }]
    expect(pickTypes(reloaded, new Set(['type-5', 'type-6']))).toEqual(reloaded)
  })
})
