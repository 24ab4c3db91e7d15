// The server draws islands from one map and the islands entry loads them from another (so a page
// downloads only its islands' code): both must name the same components.
import { describe, expect, it } from 'vitest'

import { loadIsland } from '~/islands/load'
import { islands } from './islands'

describe('islands', () => {
  it('loads, in the browser, the component the server drew under each name', async () => {
    expect(Object.keys(loadIsland).sort()).toEqual(Object.keys(islands).sort())
    for (const [name, component] of Object.entries(islands)) {
      expect(await loadIsland[name as keyof typeof islands](), name).toBe(component)
    }
  })
})
