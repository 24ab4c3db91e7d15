import * as migration_20261129_000000_baseline from './20261129_000000_baseline';
import * as migration_20261129_100000_workspace_ledger_at_size from './20261129_100000_workspace_ledger_at_size';
import * as migration_20261129_110000_collaborations_list_at_size from './20261129_110000_collaborations_list_at_size';
import * as migration_20261129_120547_collaborations_list_older from './20261129_120547_collaborations_list_older';
import * as migration_20261129_121348_results_link_not_found from './20261129_121348_results_link_not_found';
import * as migration_20261129_153940_proposals_older from './20261129_153940_proposals_older';
import * as migration_20261129_154934_business_profile_instagram from './20261129_154934_business_profile_instagram';

export const migrations = [
  {
    up: migration_20261129_000000_baseline.up,
    down: migration_20261129_000000_baseline.down,
    name: '20261129_000000_baseline',
  },
  {
    up: migration_20261129_100000_workspace_ledger_at_size.up,
    down: migration_20261129_100000_workspace_ledger_at_size.down,
    name: '20261129_100000_workspace_ledger_at_size',
  },
  {
    up: migration_20261129_110000_collaborations_list_at_size.up,
    down: migration_20261129_110000_collaborations_list_at_size.down,
    name: '20261129_110000_collaborations_list_at_size',
  },
  {
    up: migration_20261129_120547_collaborations_list_older.up,
    down: migration_20261129_120547_collaborations_list_older.down,
    name: '20261129_120547_collaborations_list_older',
  },
  {
    up: migration_20261129_121348_results_link_not_found.up,
    down: migration_20261129_121348_results_link_not_found.down,
    name: '20261129_121348_results_link_not_found',
  },
  {
    up: migration_20261129_153940_proposals_older.up,
    down: migration_20261129_153940_proposals_older.down,
    name: '20261129_153940_proposals_older',
  },
  {
    up: migration_20261129_154934_business_profile_instagram.up,
    down: migration_20261129_154934_business_profile_instagram.down,
    name: '20261129_154934_business_profile_instagram',
  },
];
