// The link to Google's redirect flow, for browsers without script, carries the sign-in page's
// `redirect` and `reason`, so a failed attempt comes back to the same page saying the same thing.
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GoogleButton } from './GoogleButton'

const texts = { failed: 'failed', error: 'error', divider: 'or', redirect: 'Continue with Google' }
const hrefOf = (html: string) => /<a href="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')

function render(props: { returnTo?: string; reason?: 'propose' }) {
  return renderToString(<GoogleButton clientId="client" redirectFlow mode="signin" texts={texts} onCredential={() => {}} onError={() => {}} {...props} />)
}

describe('GoogleButton without script', () => {
  it('starts the redirect flow with where the visitor was going and why', () => {
    expect(hrefOf(render({ returnTo: '/partners/fitzroy-beans', reason: 'propose' }))).toBe('/auth/google/start?redirect=%2Fpartners%2Ffitzroy-beans&reason=propose')
    expect(hrefOf(render({ returnTo: '/dashboard' }))).toBe('/auth/google/start?redirect=%2Fdashboard')
    expect(hrefOf(render({}))).toBe('/auth/google/start')
  })
})
