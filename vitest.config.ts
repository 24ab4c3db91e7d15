import path from 'node:path'

import { defineConfig } from 'vitest/config'

const resolve = { alias: { '~': path.resolve(import.meta.dirname, 'web/src') } }

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['{web,cms,content-seed}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts', '{web,cms,content-seed}/src/**/*.int.test.{ts,tsx}'],
          exclude: ['**/node_modules/**'],
          environment: 'node',
          globalSetup: ['tests/setup/database.ts'],
          setupFiles: ['tests/setup/settle-mail.ts'],
          // One throw-away database for the run: files run one after another against it.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
})
