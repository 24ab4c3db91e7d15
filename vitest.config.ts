import path from 'node:path'

import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const resolve = { alias: { '~': path.resolve(import.meta.dirname, 'web/src') } }

const unitFiles = ['{web,cms,content-seed}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts']
/** Unit tests that set the process's environment or its server-start flags, each in a module graph of its own. */
const processStateFiles = ['cms/src/env/env.test.ts', 'cms/src/mail/transport.test.ts', 'cms/src/throttle/client-ip.test.ts']

/**
 * The integration files that take longest, slowest first (each 45–115 s in a CI run). Vitest starts
 * the files it has timed longest first, but a fresh clone has no timings, and then it starts the
 * largest files first: a short file that mostly waits (the outbox worker's retries, a minute) started
 * last and ran alone while the other worker had nothing left. Started first, their time overlaps the
 * rest. A file missing here only runs in Vitest's own order.
 */
const longestFirst = [
  'tests/integration/seed.int.test.ts',
  'tests/integration/staff-login.int.test.ts',
  'tests/integration/fuzz/api.int.test.ts',
  'tests/integration/mail/worker.int.test.ts',
  'tests/integration/partners/departed.int.test.ts',
  'tests/integration/plans/api-keys.int.test.ts',
  'tests/integration/cms/least-privilege.int.test.ts',
  'tests/integration/auth/account.int.test.ts',
  'tests/integration/money/billing.int.test.ts',
  'tests/integration/partners/proposals.int.test.ts',
]

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = longestFirst.indexOf(path.relative(import.meta.dirname, file.moduleId))
      return index < 0 ? longestFirst.length : index
    }
    // Vitest's order keeps each project's files together: the listed ones move to the front of theirs.
    const groups: TestSpecification[][] = []
    for (const file of await super.sort(files)) {
      const last = groups.at(-1)
      if (last && last[0]!.project.name === file.project.name) last.push(file)
      else groups.push([file])
    }
    return groups.flatMap((group) =>
      group
        .map((file, index) => ({ file, index }))
        .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
        .map(({ file }) => file),
    )
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
          // Three files at a time, each on its own copy of the run's template database: a file mostly
          // waits on PostgreSQL, mail and timers. Alone on the two cores, two files kept them 64 % busy
          // (203 s), three 79 % (181 s); in CI the suite's last files run alone.
          fileParallelism: true,
          maxWorkers: 3,
          // A worker's files share its process and the packages it loaded; the first setup file
          // undoes the rest between files (tests/setup/file-state.ts).
          isolate: false,
          // Vitest runs projects with different worker counts in separate groups: after the unit tests.
          sequence: { groupOrder: 1 },
          // A limit that catches a hang, not a measure of speed: beside the browser tests, at the
          // lower priority `.ci/run` gives this step, a test that takes 2.6 s alone (twelve rounds of
          // a deletion racing three saves) has taken 60 s on a slow hour.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
