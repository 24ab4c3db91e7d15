import { describe, expect, it } from 'vitest'

import { createPageCache } from './page-cache'
import { dataPolicy, documentPolicy, inlineScriptHashes, newNonce, sealCachedHeaders, securityEnv, withSecurityHeaders } from './security-headers.server'

const bare = securityEnv({ NODE_ENV: 'production', APP_ENV: 'test' })
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('page policy', () => {
  it('allows scripts from the site and this answer only, frames nothing and is framed by nothing', () => {
    const policy = documentPolicy(bare, [`'nonce-abc'`])
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'nonce-abc'`)
    expect(directive(policy, 'frame-ancestors')).toBe(`frame-ancestors 'none'`)
    expect(directive(policy, 'frame-src')).toBe(`frame-src 'none'`)
    expect(directive(policy, 'object-src')).toBe(`object-src 'none'`)
    expect(directive(policy, 'base-uri')).toBe(`base-uri 'self'`)
    expect(directive(policy, 'form-action')).toBe(`form-action 'self'`)
    expect(policy).not.toMatch(/google|posthog|unsafe-eval|\*/)
  })

  it('lists Google Identity Services only when a client id is configured', () => {
    const policy = documentPolicy(securityEnv({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }), [`'nonce-n'`])
    expect(directive(policy, 'script-src')).toContain('https://accounts.google.com/gsi/client')
    expect(directive(policy, 'frame-src')).toBe('frame-src https://accounts.google.com/gsi/')
    expect(directive(policy, 'connect-src')).toContain('https://accounts.google.com/gsi/')
    expect(directive(policy, 'style-src')).toContain('https://accounts.google.com/gsi/style')
    expect(directive(policy, 'form-action')).toBe(`form-action 'self' https://accounts.google.com`)
  })

  it('lists PostHog only when analytics is configured: its cloud hosts, or the one proxy host', () => {
    expect(securityEnv({ POSTHOG_HOST: 'https://eu.i.posthog.com' }).analytics).toEqual([])
    const cloud = documentPolicy(securityEnv({ POSTHOG_KEY: 'phc_x' }), [])
    expect(directive(cloud, 'script-src')).toBe(`script-src 'self' https://*.posthog.com`)
    expect(directive(cloud, 'connect-src')).toBe(`connect-src 'self' https://*.posthog.com`)
    const proxy = documentPolicy(securityEnv({ POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'https://ph.example.com/ingest' }), [])
    expect(directive(proxy, 'connect-src')).toBe(`connect-src 'self' https://ph.example.com`)
  })

  it('lets only the CMS admin frame a draft preview', () => {
    const env = securityEnv({ CMS_PUBLIC_URL: 'https://cms.example.com/admin' })
    expect(env.cmsOrigin).toBe('https://cms.example.com')
    expect(directive(documentPolicy(env, [], env.cmsOrigin), 'frame-ancestors')).toBe('frame-ancestors https://cms.example.com')
  })
  it('allows images from the S3 bucket public origin only when images are on S3', () => {
    expect(directive(documentPolicy(securityEnv({}), []), 'img-src')).toBe(`img-src 'self' data:`)
    expect(directive(documentPolicy(securityEnv({ S3_PUBLIC_URL: 'https://img.example.com/media' }), []), 'img-src')).toBe(`img-src 'self' data:`)
    const s3 = documentPolicy(securityEnv({ S3_BUCKET: 'kindred', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret', S3_PUBLIC_URL: 'https://img.example.com/media' }), [])
    expect(directive(s3, 'img-src')).toBe(`img-src 'self' data: https://img.example.com`)
  })
})

describe('headers on answers', () => {
  const html = () => new Response('<p>hi</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } })

  it('gives pages the nonce policy and the page-only headers; HSTS only in production', () => {
    const response = withSecurityHeaders(html(), bare, { nonce: 'n0nce', framedBy: null })
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-n0nce'`)
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    expect(response.headers.has('strict-transport-security')).toBe(false)

    const production = securityEnv({ NODE_ENV: 'production', APP_ENV: 'production' })
    expect(withSecurityHeaders(html(), production, { nonce: 'n', framedBy: null }).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains')
  })

  it('drops the legacy frame header where the CMS may frame the page', () => {
    const response = withSecurityHeaders(html(), bare, { nonce: 'n', framedBy: 'http://localhost:3001' })
    expect(response.headers.has('x-frame-options')).toBe(false)
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http://localhost:3001')
  })

  it('gives every other answer the non-HTML subset, immutable redirects included', () => {
    const api = withSecurityHeaders(Response.json({ ok: true }), bare, { nonce: 'n', framedBy: null })
    expect(api.headers.get('content-security-policy')).toBe(dataPolicy)
    expect(api.headers.has('permissions-policy')).toBe(false)
    const redirect = withSecurityHeaders(Response.redirect('http://localhost/x', 308), bare, { nonce: 'n', framedBy: null })
    expect(redirect.status).toBe(308)
    expect(redirect.headers.get('location')).toBe('http://localhost/x')
    expect(redirect.headers.get('content-security-policy')).toBe(dataPolicy)
  })

  it('makes a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
    expect(Buffer.from([...nonces][0]!, 'base64')).toHaveLength(16)
  })
})

describe('cached pages', () => {
  it('hashes inline scripts the way CSP does, skipping external scripts and data blocks', () => {
    // The example hash of MDN's CSP page for <script>alert('Hello, world.');</script>.
    const html = `<script>alert('Hello, world.');</script><script type="module" src="/a.js"></script><script type="application/ld+json">{"a":1}</script><script type=module>x()</script><script>alert('Hello, world.');</script>`
    const hashes = inlineScriptHashes(html)
    expect(hashes[0]).toBe(`'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='`)
    expect(hashes).toHaveLength(2)
  })

  it('stores a page with its scripts hashes in place of the first visitor’s nonce', async () => {
    const body = '<html><script nonce="first">go()</script></html>'
    const cache = createPageCache({ ttlMs: 1000, maxEntries: 10, storedHeaders: sealCachedHeaders })
    const render = async () => withSecurityHeaders(new Response(body, { headers: { 'content-type': 'text/html' } }), bare, { nonce: 'first', framedBy: null })
    const first = await cache.handle(new Request('http://localhost/'), render)
    const second = await cache.handle(new Request('http://localhost/'), render)
    for (const response of [first, second]) {
      const policy = response.headers.get('content-security-policy')!
      expect(policy).not.toContain('nonce')
      expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${inlineScriptHashes(body)[0]}`)
    }
    expect(second.headers.get('x-page-cache')).toBe('hit')
  })

  it('leaves answers that are not pages as they are', () => {
    const headers: [string, string][] = [
      ['content-type', 'application/json'],
      ['content-security-policy', dataPolicy],
    ]
    expect(sealCachedHeaders(headers, new ArrayBuffer(0))).toEqual(headers)
  })
})
