import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { editorToken, livePreviewPath, previewToken, verifyEditorToken, verifyPreviewToken } from './preview'

// Stubbed, not assigned: the unit files of a worker share its process, and assigning back an unset
// variable would leave it set to the text "undefined", which the next file's environment refuses.
beforeEach(() => {
  vi.stubEnv('PAYLOAD_SECRET', 'a test secret of reasonable length')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('preview and editor tokens', () => {
  it('verify for their own purpose only', () => {
    expect(verifyPreviewToken(previewToken())).toBe(true)
    expect(verifyEditorToken(editorToken())).toBe(true)
    expect(verifyEditorToken(previewToken())).toBe(false)
    expect(verifyPreviewToken(editorToken())).toBe(false)
  })

  it('expire: an hour for drafts, eight hours for the editor mark', () => {
    const now = Date.now()
    expect(verifyPreviewToken(previewToken(now), now + 59 * 60_000)).toBe(true)
    expect(verifyPreviewToken(previewToken(now), now + 61 * 60_000)).toBe(false)
    expect(verifyEditorToken(editorToken(now), now + 7.9 * 3_600_000)).toBe(true)
    expect(verifyEditorToken(editorToken(now), now + 8.1 * 3_600_000)).toBe(false)
  })

  it('refuse tampered and malformed values', () => {
    const [expires, signature] = editorToken().split('.')
    expect(verifyEditorToken(`${Number(expires) + 3600}.${signature}`)).toBe(false)
    for (const bad of [undefined, null, '', '.', 'abc', '123.', '.abc']) expect(verifyEditorToken(bad)).toBe(false)
  })
})

describe('live preview path', () => {
  it('is the page that shows the document', () => {
    expect(livePreviewPath({ collection: 'pages' }, { path: '/about' })).toBe('/about')
    expect(livePreviewPath({ collection: 'business-types' }, { slug: 'coffee-shop' })).toBe('/coffee-shop')
    expect(livePreviewPath({ collection: 'legal-pages' }, { slug: 'privacy' })).toBe('/privacy')
    expect(livePreviewPath({ collection: 'plans' }, { slug: 'growth' })).toBe('/subscriptions')
    expect(livePreviewPath({ collection: 'faqs' }, {})).toBe('/subscriptions')
    expect(livePreviewPath({ collection: 'steps' }, {})).toBe('/')
    expect(livePreviewPath({ global: 'footer' }, {})).toBe('/')
  })

  it('never leaves the site for a path an editor typed', () => {
    expect(livePreviewPath({ collection: 'pages' }, { path: '//evil.example' })).toBe('/')
    expect(livePreviewPath({ collection: 'pages' }, { path: '//evil' })).toBe('/')
    expect(livePreviewPath({ collection: 'pages' }, { path: 'https://evil.example' })).toBe('/')
    expect(livePreviewPath({ collection: 'business-types' }, { slug: '../x' })).toBe('/')
  })
})
