import path from 'node:path'

import { defineConfig } from 'vitest/config'

const resolve = { alias: { '~': path.resolve(import.meta.dirname, 'web/src') } }

const unitFiles = ['{web,cms,content-seed}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']
/** Unit tests that set the process's environment or its server-start flags, each in a module graph of its own. */
const processStateFiles = ['cms/src/env/env.test.ts', 'cms/src/mail/transport.test.ts', 'cms/src/throttle/client-ip.test.ts']

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: ['**/node_modules/**', '**/*.int.test.ts', ...processStateFiles],
          environment: 'node',
          // The files of a worker share one module graph: the edit loop pays for importing React, zod
          // and Payload's types once per worker instead of once per file. Files that change what the
          // process holds (its environment as parsed, a flag only a server start sets) run apart.
          isolate: false,
        },
      },
      {
        resolve,
        test: { name: 'unit-isolated', include: processStateFiles, environment: 'node' },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts', '{web,cms,content-seed}/src/**/*.int.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/setup/database.ts'],
          setupFiles: ['tests/setup/file-state.ts', 'tests/setup/settle-mail.ts'],
          // Two files at a time, each on its own copy of the run's template database: a file mostly
          // waits on PostgreSQL, mail and timers, so two keep both cores busy.
          fileParallelism: true,
          maxWorkers: 2,
          // A worker's files share its process and the packages it loaded; the first setup file
          // undoes the rest between files (tests/setup/file-state.ts).
          isolate: false,
          // Vitest runs projects with different worker counts in separate groups: after the unit tests.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
