import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

// The end-to-end stacks: `tsx scripts/stack.ts e2e` serves the production build (E2E_DEV=1: the dev
// servers) against a throw-away database on its own ports, so it never meets your dev stack. There
// are two, one for each project below, on four ports from E2E_PORT: the specs that edit what every
// page shows run on a stack of their own, beside the others instead of after them.
const port = Number(process.env.E2E_PORT ?? 3100)
const dev = process.env.E2E_DEV === '1'

// Known to the tests (tests/e2e/support), generated per run.
process.env.E2E_ADMIN_EMAIL ??= 'e2e-admin@kindred.test'
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(12).toString('base64url')

/** A stack's ports, and what the specs read of it (tests/e2e/support/urls.ts), from its site's port. */
function stackAt(sitePort: number) {
  return {
    sitePort,
    cmsPort: sitePort + 1,
    siteUrl: `http://localhost:${sitePort}`,
    cmsUrl: `http://localhost:${sitePort + 1}`,
    mailDir: `/tmp/kindred-e2e-mail-${sitePort}`,
    // The stack writes its operator environment here (tests/e2e/support/operator.ts reads it).
    envFile: `/tmp/kindred-e2e-env-${sitePort}.json`,
  }
}
const stacks = { site: stackAt(port), content: stackAt(port + 2) }

// Debian's Chromium where it exists (this network cannot download Playwright's browsers). Its old
// headless shell first: the browser Playwright itself runs headless tests in, and on this 2-core
// machine it took about half the CPU of the full browser for the same specs (decision 0124).
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))

// Specs that change what every page shows (published copy, plans, business types, the admin's own
// screens) or count the whole directory: one at a time, on a stack no other spec uses, so no other
// test sees copy mid-edit and no count changes under a test that reads it twice. The drain spec, which
// starts and stops servers of its own and counts on their timing, runs with these too.
const contentSpecs = [/\/e2e\/(admin|copy)\/[^/]+\.spec\.ts$/, /\/e2e\/site\/(cms-edit|islands)\.spec\.ts$/, /\/e2e\/partners\/directory\.spec\.ts$/, /\/e2e\/platform\/drain\.spec\.ts$/]
const chromium = devices['Desktop Chrome']

/** The stack a project's specs run on: the production build (or the dev servers) on a throw-away database. */
function server(stack: ReturnType<typeof stackAt>) {
  return {
    command: 'node --import tsx scripts/stack.ts e2e',
    url: `${stack.siteUrl}/`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    // Asked to stop, the stack stops its servers and removes its throw-away database, which
    // Playwright's default (SIGKILL to the process group) leaves behind.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    env: {
      PORT: String(stack.sitePort),
      CMS_PORT: String(stack.cmsPort),
      PUBLIC_URL: stack.siteUrl,
      CMS_URL: stack.cmsUrl,
      APP_ENV: 'test',
      SEED_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL!,
      SEED_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD!,
      MAIL_DIR: stack.mailDir,
      STACK_ENV_FILE: stack.envFile,
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
  }
}

// Two spec files at a time on the site's stack (E2E_WORKERS), and one on the content stack beside them.
const siteWorkers = Number(process.env.E2E_WORKERS ?? 2)
const projects = [
  { name: 'site', testIgnore: contentSpecs, workers: siteWorkers, metadata: { stack: stacks.site }, use: { ...chromium, baseURL: stacks.site.siteUrl } },
  { name: 'content', testMatch: contentSpecs, workers: 1, metadata: { stack: stacks.content }, use: { ...chromium, baseURL: stacks.content.siteUrl } },
]
// The dev-server suite runs security specs only, on one stack.
const used = dev ? projects.slice(0, 1) : projects

export default defineConfig({
  testDir: 'web/tests/e2e',
  // A run empties its folder as it starts: the dev-server suite (which CI runs beside this one) keeps its own.
  outputDir: dev ? 'test-results-dev' : 'test-results',
  // A file's tests stay in order, in one worker.
  fullyParallel: false,
  workers: used.reduce((sum, project) => sum + project.workers, 0),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Recording a trace costs every test CPU whether it fails or not: CI records one for a failed
    // test's retry, a local run (no retries) for each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: used,
  webServer: used.map((project) => server(project.metadata.stack)),
})
