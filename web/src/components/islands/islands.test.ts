// The islands entry loads each island by the name the page gives it, from the module of that name.
import { describe, expect, it } from 'vitest'

import type { IslandDefinition } from './island'

const modules = import.meta.glob<IslandDefinition<object>>('./*.island.tsx', { eager: true, import: 'default' })

describe('islands', () => {
  it('are named as their modules, so the islands entry finds each by name', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(5)
    for (const [file, definition] of Object.entries(modules)) expect(`./${definition.islandName}.island.tsx`).toBe(file)
  })
})
