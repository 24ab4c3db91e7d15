// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'

import { configureAnalytics, pageNameFor, setAnalyticsSink, track, type RecordedEvent } from './index'

describe('pageNameFor', () => {
  it('maps the named routes and reports anything else as 404', () => {
    expect(pageNameFor('/')).toBe('home')
    expect(pageNameFor('/contact')).toBe('contact')
    expect(pageNameFor('/independent-business-growth-strategies')).toBe('independent-business-growth')
    expect(pageNameFor('/online-collaboration')).toBe('ecommerce-collaboration')
    expect(pageNameFor('/subscriptions/')).toBe('subscriptions')
    expect(pageNameFor('/nope')).toBe('404')
  })

  it('names the partner pages', () => {
    expect(pageNameFor('/partners')).toBe('partners')
    expect(pageNameFor('/partners/bean-there-fitzroy')).toBe('partner-profile')
    expect(pageNameFor('/dashboard/business')).toBe('dashboard-business')
    expect(pageNameFor('/dashboard/collaborations/')).toBe('dashboard-collaborations')
    expect(pageNameFor('/partners/a/b')).toBe('404')
  })
})

describe('track', () => {
  afterEach(() => {
    setAnalyticsSink(null)
    vi.unstubAllGlobals()
  })

  it('is a no-op on the server', () => {
    const events: RecordedEvent[] = []
    setAnalyticsSink((e) => events.push(e))
    track('button_clicked', { button_name: 'get_started_cta', location: 'community_section' })
    expect(events).toEqual([])
  })

  it('records the event with its exact properties in the browser', () => {
    vi.stubGlobal('window', {})
    configureAnalytics({ posthogKey: null, posthogHost: null, production: false })
    const events: RecordedEvent[] = []
    setAnalyticsSink((e) => events.push(e))
    track('learn_more_clicked', { step_number: 2, step_title: 'Connect & Collaborate' })
    expect(events).toEqual([{ event: 'learn_more_clicked', properties: { step_number: 2, step_title: 'Connect & Collaborate' } }])
    expect((globalThis.window as Window).__kindredEvents).toHaveLength(1)
  })

  it('keeps nothing in production without a key', () => {
    vi.stubGlobal('window', {})
    configureAnalytics({ posthogKey: null, posthogHost: null, production: true })
    track('page_viewed', { page_name: 'home' })
    expect((globalThis.window as Window).__kindredEvents).toBeUndefined()
  })
})
