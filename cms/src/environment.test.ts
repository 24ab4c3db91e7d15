import { describe, expect, it } from 'vitest'

import { cmsPublicUrl, isProduction, secureStaffCookie, staffCookieOrigins } from './environment'

describe('CMS environment', () => {
  it('production needs both NODE_ENV and APP_ENV', () => {
    expect(isProduction({ NODE_ENV: 'production', APP_ENV: 'production' })).toBe(true)
    expect(isProduction({ NODE_ENV: 'production', APP_ENV: 'test' })).toBe(false)
    expect(isProduction({ NODE_ENV: 'development', APP_ENV: 'production' })).toBe(false)
  })

  it('the admin origin: CMS_PUBLIC_URL, then CMS_URL, then CMS_PORT', () => {
    expect(cmsPublicUrl({ CMS_PUBLIC_URL: 'https://cms.kindred.com.au/admin', CMS_URL: 'http://10.0.0.2:3001' })).toBe('https://cms.kindred.com.au')
    expect(cmsPublicUrl({ CMS_URL: 'http://localhost:3511/' })).toBe('http://localhost:3511')
    expect(cmsPublicUrl({ CMS_PORT: '4001' })).toBe('http://localhost:4001')
  })

  it('the staff cookie is accepted from the admin and the site origins only', () => {
    expect(staffCookieOrigins({ CMS_URL: 'https://cms.kindred.com.au', PUBLIC_URL: 'https://kindred.com.au/' })).toEqual(['https://cms.kindred.com.au', 'https://kindred.com.au'])
    expect(staffCookieOrigins({})).toEqual(['http://localhost:3001', 'http://localhost:3000'])
    // Without PUBLIC_URL the site is on its own port, as the site itself and the preview links assume.
    expect(staffCookieOrigins({ PORT: '3100', CMS_PORT: '3101' })).toEqual(['http://localhost:3101', 'http://localhost:3100'])
  })

  it('the staff cookie is Secure in production and over https', () => {
    expect(secureStaffCookie({ NODE_ENV: 'production', APP_ENV: 'production', CMS_URL: 'http://localhost:3001' })).toBe(true)
    expect(secureStaffCookie({ NODE_ENV: 'production', APP_ENV: 'test', CMS_URL: 'https://cms.example.com' })).toBe(true)
    expect(secureStaffCookie({ NODE_ENV: 'production', APP_ENV: 'test', CMS_URL: 'http://localhost:3501' })).toBe(false)
  })
})
