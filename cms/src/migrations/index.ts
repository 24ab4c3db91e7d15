import * as migration_20261122_034853_initial from './20261122_034853_initial';
import * as migration_20261122_043640_site_labels from './20261122_043640_site_labels';
import * as migration_20261123_090959_partners from './20261123_090959_partners';
import * as migration_20261123_091500_partners_search from './20261123_091500_partners_search';

export const migrations = [
  {
    up: migration_20261122_034853_initial.up,
    down: migration_20261122_034853_initial.down,
    name: '20261122_034853_initial',
  },
  {
    up: migration_20261122_043640_site_labels.up,
    down: migration_20261122_043640_site_labels.down,
    name: '20261122_043640_site_labels',
  },
  {
    up: migration_20261123_090959_partners.up,
    down: migration_20261123_090959_partners.down,
    name: '20261123_090959_partners',
  },
  {
    up: migration_20261123_091500_partners_search.up,
    down: migration_20261123_091500_partners_search.down,
    name: '20261123_091500_partners_search',
  },
];
