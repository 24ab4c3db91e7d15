import { describe, expect, it } from 'vitest'

import { fullName, initials, isProfileComplete, membershipDuration } from './user'

const day = 86_400_000
const now = Date.parse('2026-11-22T00:00:00Z')
const ago = (days: number) => new Date(now - days * day).toISOString()

describe('user helpers', () => {
  it('full name and initials', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace')
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL')
  })

  it('profile complete needs first and last name, email and business type', () => {
    const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.co', businessType: null as string | null }
    expect(isProfileComplete(user)).toBe(false)
    expect(isProfileComplete({ ...user, businessType: 'coffee-shop' })).toBe(true)
  })

  it('membership duration: days under 30, months under 365, otherwise years', () => {
    expect(membershipDuration(ago(0), now)).toBe('0 days')
    expect(membershipDuration(ago(1), now)).toBe('1 day')
    expect(membershipDuration(ago(29), now)).toBe('29 days')
    expect(membershipDuration(ago(30), now)).toBe('1 month')
    expect(membershipDuration(ago(364), now)).toBe('12 months')
    expect(membershipDuration(ago(365), now)).toBe('1 year')
    expect(membershipDuration(ago(800), now)).toBe('2 years')
  })
})
