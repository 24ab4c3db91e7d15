// What the site answers at its edges, on the production build and on the dev server alike
// (`npm start` is what a new user runs first): oversized bodies are refused before they are read, a
// malformed escape is a 400, and on the dev server one request's server error never shows Vite's
// error overlay in another visitor's page (docs/decisions/0101-the-dev-server-at-the-edges.md).
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { leakIn } from '../../../../tests/support/fuzz'
import { postLarge, type LargeAnswer } from '../support/chunked'

const dev = process.env.E2E_DEV === '1'
/** Every test here runs against the dev server too (`pnpm test:e2e:dev`). */
const devServer = { tag: '@dev-server' }
const MB = 1024 * 1024
const functionPath = `/_serverFn/${'ab'.repeat(32)}`

/** The answer, or a failure naming the request if none comes within 20 s (the server waited for the body). */
async function answerOf(label: string, sending: Promise<LargeAnswer>): Promise<LargeAnswer> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${label}: no answer within 20 s`)), 20_000)))
  try {
    return await Promise.race([sending.catch((error: Error) => Promise.reject(new Error(`${label}: ${error.message}`))), timeout])
  } finally {
    clearTimeout(timer)
  }
}

test('a declared body of 1 MB or 20 MB is refused with 413 before the rest of it is sent', devServer, async ({ baseURL }) => {
  test.setTimeout(120_000)
  for (const path of ['/', '/contact', '/login', '/auth/login', '/api/partners', functionPath, '/partners/no-such-business']) {
    for (const bytes of [MB, 20 * MB]) {
      const label = `POST ${path} (${bytes / MB} MB declared)`
      // Only the first 128 KB are sent: an answer that waited for the body would never come.
      const answer = await answerOf(label, postLarge(`${baseURL}${path}`, { bytes, chunked: false, holdAfter: 128 * 1024 }))
      expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(413)
      expect(JSON.parse(answer.text), label).toEqual({ success: false, errorMessage: 'The request is too large.' })
      expect(answer.sentBeforeAnswer, label).toBeLessThan(bytes)
    }
  }
})

test('a file of sales and a shop’s webhook may carry up to 1 MB past the edge; 20 MB is still refused unread', devServer, async ({ baseURL }) => {
  test.setTimeout(120_000)
  for (const path of ['/api/redemptions/import', '/api/integrations/shopify/no-such-token']) {
    const label = `POST ${path} (200 KB)`
    // Past the edge the route answers for itself: no session (401) or no such integration (404), never 413.
    const answer = await answerOf(label, postLarge(`${baseURL}${path}`, { bytes: 200 * 1024, chunked: false, headers: { 'content-type': 'text/csv' } }))
    expect([401, 404], `${label}: ${answer.status} ${answer.text.slice(0, 200)}`).toContain(answer.status)
    const huge = await answerOf(`POST ${path} (20 MB)`, postLarge(`${baseURL}${path}`, { bytes: 20 * MB, chunked: false, holdAfter: 128 * 1024 }))
    expect(huge.status).toBe(413)
    expect(huge.sentBeforeAnswer).toBeLessThan(20 * MB)
  }
})

test('a chunked body of 1 MB or 20 MB is refused (413, or 411 on a server function) and never answered 5xx', devServer, async ({ baseURL }) => {
  test.setTimeout(120_000)
  const cases: { path: string; headers: Record<string, string>; status: number }[] = [
    { path: '/auth/login', headers: { 'content-type': 'application/json', origin: new URL(baseURL!).origin }, status: 413 },
    { path: '/contact', headers: { origin: new URL(baseURL!).origin }, status: 413 },
    { path: '/login', headers: { origin: new URL(baseURL!).origin }, status: 413 },
    { path: functionPath, headers: { 'sec-fetch-site': 'same-origin' }, status: 411 },
  ]
  for (const { path, headers, status } of cases) {
    for (const bytes of [MB, 20 * MB]) {
      const label = `POST ${path} (${bytes / MB} MB chunked)`
      const answer = await answerOf(label, postLarge(`${baseURL}${path}`, { bytes, chunked: true, headers }))
      expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(status)
      expect(leakIn(answer.text), label).toBeNull()
    }
  }
})

test('a malformed escape in the path is a 400 with no stack trace; in the query it is never a 5xx', devServer, async ({ request, baseURL }) => {
  for (const path of ['/%ff%fe', '/%ff%fe?q=%ff%fe', '/partners/%ff', '/api/partners/%c0%af', '/assets/%ff.js', '/src/%ff.ts', '/%E2%80']) {
    const response = await request.get(path, { failOnStatusCode: false, maxRedirects: 0 })
    const text = await response.text()
    expect(response.status(), `${path}: ${text.slice(0, 200)}`).toBe(400)
    expect(leakIn(text), path).toBeNull()
    expect(JSON.parse(text), path).toEqual({ success: false, errorMessage: 'This address is not valid.' })
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(response.headers()['content-security-policy'], path).toBeTruthy()
  }
  for (const path of ['/?q=%ff%fe', '/partners?q=%ff%fe&type=%e2%80', '/og?path=%ff%fe', '/api/partners?q=%ff']) {
    const response = await request.get(path, { failOnStatusCode: false, maxRedirects: 0 })
    const text = path.startsWith('/og') ? '' : await response.text()
    expect(response.status(), `${path}: ${text.slice(0, 200)}`).toBeLessThan(500)
    expect(leakIn(text), path).toBeNull()
  }
  // A path that begins with `//` and an escape no host may hold (the dev server once read it as a host and threw).
  for (const method of ['GET', 'PATCH']) {
    const response = await request.fetch(`${baseURL}//%EF%BF%BD%3E/x`, { method, failOnStatusCode: false, maxRedirects: 0 })
    const text = await response.text()
    expect(response.status(), `${method} //%EF%BF%BD%3E/x: ${text.slice(0, 200)}`).toBeLessThan(500)
    expect(leakIn(text), method).toBeNull()
  }
})

test("one request's server error raises no error overlay in another visitor's page (dev server)", devServer, async ({ page, baseURL }) => {
  // Runs in `pnpm test:e2e:dev` (part of `npm test`); the production build has no overlay to leak.
  test.skip(!dev, 'only the dev server has an error overlay')
  test.setTimeout(120_000)
  // Visitor A: a page connected to the dev server's HMR socket, over which Vite broadcasts its overlay.
  const connected = page.waitForEvent('console', { predicate: (message) => /\[vite\] connected/.test(message.text()), timeout: 60_000 })
  await page.goto('/')
  await connected
  // Someone else: requests the dev server cannot relay (the worker answers before reading a chunked
  // body) or load. Each used to end in Vite's error middleware, which answers 500 with the stack and
  // sends the error to every connected page.
  const origin = new URL(baseURL!).origin
  const statuses: Record<string, number> = {}
  for (const path of ['/contact', '/register', '/og']) {
    statuses[`POST ${path}`] = (await answerOf(`POST ${path}`, postLarge(`${baseURL}${path}`, { bytes: 20 * MB, chunked: true, headers: { origin } }))).status
  }
  // A module Vite cannot load (Start's check of a server-function id refuses this one): Vite's own error.
  const failing = await page.request.get('/@id/__x00__virtual:tanstack-start-validate-server-fn-id?id=x', { headers: { 'sec-fetch-dest': 'script' }, failOnStatusCode: false })
  expect(leakIn(await failing.text()), 'a module that fails to load').toBeNull()
  // An overlay arrives over the socket within milliseconds; a second is ample.
  await page.waitForTimeout(1500)
  await expect(page.locator('vite-error-overlay')).toHaveCount(0)
  for (const [request, status] of Object.entries(statuses)) expect(status, request).toBeLessThan(500)
})

test("the dev server serves none of the stack's data folder (its generated secrets)", devServer, async ({ request }) => {
  // Runs in `pnpm test:e2e:dev` (part of `npm test`); the production build serves only its built files.
  test.skip(!dev, 'only the dev server serves files by their path')
  // The workspace root, under which the stack keeps .data/ and from which Vite serves /@fs/ paths.
  const root = path.resolve(import.meta.dirname, '../../../..')
  // Written by the stack whenever it generates secrets (this run's start did, or `pnpm build` before it).
  for (const file of ['.data/secrets.json']) {
    const response = await request.get(`/@fs${root}/${file}?import`, { headers: { 'sec-fetch-dest': 'script' }, failOnStatusCode: false })
    // Only the status is reported: a failure must not print the secrets it found.
    expect(response.status(), file).toBe(403)
    expect(/SECRET/.test(await response.text()), `${file} names a secret`).toBe(false)
  }
})
