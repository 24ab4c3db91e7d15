import * as migration_20261129_000000_baseline from './20261129_000000_baseline';

export const migrations = [
  {
    up: migration_20261129_000000_baseline.up,
    down: migration_20261129_000000_baseline.down,
    name: '20261129_000000_baseline'
  },
];
