import * as migration_20261130_baseline from './20261130_baseline';

export const migrations = [
  {
    up: migration_20261130_baseline.up,
    down: migration_20261130_baseline.down,
    name: '20261130_baseline'
  },
];
