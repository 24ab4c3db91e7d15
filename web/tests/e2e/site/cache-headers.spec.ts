// Who may keep each answer (docs/decisions/0065-http-caching.md), on the production build: anonymous
// pages briefly in a shared cache, anything rendered for a member or a preview and every API answer
// nowhere, hashed assets for a year; made-up paths all get the one shared not-found page.
import { expect, test } from '@playwright/test'

import { pageScriptUrls } from '../support/assets'
import { cmsUrl as cms } from '../support/staff'

const publicPage = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1'
const varies = (vary: string | undefined, name: string) => (vary ?? '').split(',').some((part) => part.trim().toLowerCase() === name)

test('anonymous pages may sit in a shared cache for a second; nothing depends on their cookies', async ({ request }) => {
  for (const path of ['/', '/about', '/contact', '/subscriptions', '/coffee-shop', '/online-store', '/privacy']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(publicPage)
    expect(varies(response.headers().vary, 'cookie'), path).toBe(false)
  }
})

test('whatever is rendered for a member or an editor is private and never stored', async ({ request }) => {
  for (const cookie of ['kindred_session=none', 'kindred_preview=none']) {
    for (const path of ['/', '/about', '/coffee-shop', '/no-such-page']) {
      const response = await request.get(path, { headers: { cookie } })
      expect(response.headers()['cache-control'], `${path} ${cookie}`).toBe('private, no-store')
      expect(varies(response.headers().vary, 'cookie'), `${path} ${cookie}`).toBe(true)
    }
  }
  // The member area, even for a visitor who is sent to log in.
  const dashboard = await request.get('/dashboard', { maxRedirects: 0 })
  expect(dashboard.headers()['cache-control']).toBe('private, no-store')
})

test('the APIs are never stored', async ({ request }) => {
  for (const path of ['/api/partners?q=coffee', '/auth/profile', '/preview?token=nothing']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], path).toMatch(/(?:^|, )no-store$/)
  }
})

test('hashed assets are kept for a year; made-up paths share one not-found page', async ({ request }) => {
  const [script] = await pageScriptUrls(request)
  const asset = await request.get(script!)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  const first = await request.get(`/no-such-page-${Date.now()}`)
  const second = await request.get(`/some/deeper/path-${Date.now()}`)
  for (const response of [first, second]) {
    expect(response.status()).toBe(404)
    expect(response.headers()['x-page-cache']).toBe('not-found')
    expect(response.headers()['cache-control']).toBe(publicPage)
  }
  expect(await second.text()).toBe(await first.text())
})

test('a session cookie, made up or real, buys no render of a made-up path: the shared copy, kept by nobody', async ({ request }) => {
  const anonymous = await request.get(`/no-such-page-${Date.now()}`)
  for (const cookie of ['kindred_session=made-up', '__Host-kindred_session=x.y', 'kindred_editor=1']) {
    const response = await request.get(`/yet-another-${Date.now()}`, { headers: { cookie } })
    expect(response.status(), cookie).toBe(404)
    expect(response.headers()['x-page-cache'], cookie).toBe('not-found')
    expect(response.headers()['cache-control'], cookie).toBe('private, no-store')
    expect(await response.text(), cookie).toBe(await anonymous.text())
  }
})

test('query parameters a page does not read neither miss the page cache nor change the page', async ({ request }) => {
  await request.get('/about')
  const response = await request.get(`/about?x=${Date.now()}&utm_source=test`)
  expect(response.headers()['x-page-cache']).toBe('hit')
  expect(await response.text()).toContain('Community First')
})

test('the CMS admin and its API are never stored', async ({ request }) => {
  for (const path of ['/admin', '/admin/login', '/api/pages?limit=1']) {
    const response = await request.get(`${cms()}${path}`, { maxRedirects: 0 })
    expect(response.headers()['cache-control'], path).toContain('no-store')
  }
})
