import * as migration_20261122_034853_initial from './20261122_034853_initial';

export const migrations = [
  {
    up: migration_20261122_034853_initial.up,
    down: migration_20261122_034853_initial.down,
    name: '20261122_034853_initial'
  },
];
