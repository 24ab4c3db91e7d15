// Payload's schema snapshots (`cms/src/migrations/*.json`). `pnpm migrate:create` compares the
// config with the snapshot whose name sorts last, so the folder keeps one: the one the newest
// migration wrote. Older ones only made it unclear which the next migration starts from.
import { readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

import { cmsDir } from './paths'

export const migrationsDir = path.join(cmsDir, 'src', 'migrations')

/** The snapshot files in `dir`, by name. */
export function snapshots(dir = migrationsDir): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
}

/**
 * After `migrate:create`: when it wrote a snapshot (one not in `before`), deletes every other one and
 * returns their names. A run that wrote none (no changes, or a blank migration) deletes nothing.
 */
export function pruneSnapshots(before: string[], dir = migrationsDir): string[] {
  const written = snapshots(dir).filter((name) => !before.includes(name))
  if (written.length !== 1) return []
  const older = snapshots(dir).filter((name) => name !== written[0])
  for (const name of older) rmSync(path.join(dir, name))
  return older
}
