import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

// The end-to-end stack: `tsx scripts/stack.ts e2e` serves the production build (E2E_DEV=1: the dev
// servers) against a throw-away database on its own ports, so it never meets your dev stack.
const port = Number(process.env.E2E_PORT ?? 3100)
const cmsPort = Number(process.env.E2E_CMS_PORT ?? port + 1)
const baseURL = `http://localhost:${port}`

// Known to the tests (tests/e2e/support), generated per run.
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@kindred.test'
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url')
process.env.E2E_MAIL_DIR ??= `/tmp/kindred-e2e-mail-${port}`
// The stack writes its operator environment here (tests/e2e/support/operator.ts reads it).
process.env.E2E_STACK_ENV_FILE ??= `/tmp/kindred-e2e-env-${port}.json`
process.env.E2E_BASE_URL = baseURL
process.env.E2E_CMS_URL = `http://localhost:${cmsPort}`

// Debian's Chromium where it exists (this network cannot download Playwright's browsers). Its old
// headless shell first: the browser Playwright itself runs headless tests in, and on this 2-core
// machine it took about half the CPU of the full browser for the same specs (decision 0124).
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))

// Specs that change what every page shows (published copy, plans, business types, the admin's own
// screens) or count the whole directory: they run after the others, one at a time, so no other test
// sees copy mid-edit and no count changes under a test that reads it twice. The drain spec starts
// and stops servers of its own and, beside another browser worker, its CMS kept answering after
// SIGTERM (cause not found): it runs with these too.
const contentSpecs = [/\/e2e\/(admin|copy)\/[^/]+\.spec\.ts$/, /\/e2e\/site\/(cms-edit|islands)\.spec\.ts$/, /\/e2e\/partners\/directory\.spec\.ts$/, /\/e2e\/platform\/drain\.spec\.ts$/]
const chromium = devices['Desktop Chrome']

export default defineConfig({
  testDir: 'web/tests/e2e',
  // A run empties its folder as it starts: the dev-server suite (which CI runs beside this one) keeps its own.
  outputDir: process.env.E2E_DEV === '1' ? 'test-results-dev' : 'test-results',
  // Two spec files at a time (E2E_WORKERS); a file's tests stay in order, in one worker.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs every test CPU whether it fails or not: CI records one for a failed
    // test's retry, a local run (no retries) for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    { name: 'site', testIgnore: contentSpecs, use: chromium },
    { name: 'content', testMatch: contentSpecs, dependencies: ['site'], workers: 1, use: chromium },
  ],
  webServer: {
    command: 'node --import tsx scripts/stack.ts e2e',
    url: `${baseURL}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      PUBLIC_URL: baseURL,
      CMS_URL: `http://localhost:${cmsPort}`,
      APP_ENV: 'test',
      SEED_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL,
      SEED_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
      MAIL_DIR: process.env.E2E_MAIL_DIR,
      STACK_ENV_FILE: process.env.E2E_STACK_ENV_FILE,
      // Every test registers its members and writes to the desk from this one address: more than a
      // real person would. The throttles themselves are tested in the integration suite.
      AUTH_REGISTER_IP_MAX: '1000',
      CONTACT_RATE_MAX: '100',
      // The pages' link-preview images, fetched by the directory and security specs (the fuzz spec many times).
      OG_RATE_MAX: '1000',
      // Editors and support staff sign in to the admin in many specs, all from this address.
      STAFF_LOGIN_IP_MAX: '1000',
      ...(process.env.E2E_WITHOUT_CMS === '1' ? { STACK_WITHOUT_CMS: '1' } : {}),
    },
  },
})
