import { describe, expect, it } from 'vitest'

import { parseEnv } from '../env'

import { outboxMessageId } from './message-id'
import { backoffSeconds, carriesSingleUseLink, retryPolicy } from './policy'

describe('retry policy', () => {
  it('doubles from 30 s and caps at an hour by default', () => {
    const policy = retryPolicy(parseEnv({}))
    expect([1, 2, 3, 4, 7, 8, 9, 30].map((n) => backoffSeconds(policy, n))).toEqual([30, 60, 120, 240, 1920, 3600, 3600, 3600])
    expect(policy).toMatchObject({ maxAttempts: 30, leaseSeconds: 300 })
  })

  it('reads its settings from the environment schema, which names a bad one', () => {
    expect(retryPolicy(parseEnv({ MAIL_RETRY_BASE_SECONDS: '1', MAIL_RETRY_MAX_SECONDS: '4', MAIL_MAX_ATTEMPTS: '5' }))).toMatchObject({ baseSeconds: 1, maxSeconds: 4, maxAttempts: 5 })
    expect(() => parseEnv({ MAIL_MAX_ATTEMPTS: 'lots' })).toThrow('MAIL_MAX_ATTEMPTS')
    expect(() => parseEnv({ MAIL_RETRY_BASE_SECONDS: '-1' })).toThrow('MAIL_RETRY_BASE_SECONDS')
  })
})

describe('single-use links', () => {
  const plain = { text: 'See you at https://kindred.com.au/partners?page=2', html: null }
  it('are in account emails and in any email whose link carries a token', () => {
    expect(carriesSingleUseLink({ kind: 'verify-email', text: 'no link in sight' })).toBe(true)
    expect(carriesSingleUseLink({ kind: 'reset-password', text: '' })).toBe(true)
    expect(carriesSingleUseLink({ kind: 'invite', text: 'Join: https://kindred.com.au/join?team=3&token=abc' })).toBe(true)
    expect(carriesSingleUseLink({ kind: 'invite', text: 'Join below', html: '<a href="https://kindred.com.au/x#code=abc">Join</a>' })).toBe(true)
  })
  it('are not in notifications and replies without such a link', () => {
    expect(carriesSingleUseLink({ kind: 'contact-notification', ...plain })).toBe(false)
    expect(carriesSingleUseLink({ kind: 'contact-reply', text: 'We will send a token of thanks.' })).toBe(false)
  })
})

describe('Message-ID', () => {
  it('is the same for every attempt of a row, differs between rows and databases, and uses the sender domain', () => {
    const created = new Date('2026-11-22T10:00:00.123Z')
    const id = outboxMessageId(12, created, 'Kindred <hello@kindred.com.au>')
    expect(id).toMatch(/^<outbox-12\.[0-9a-f]{16}@kindred\.com\.au>$/)
    expect(outboxMessageId(12, created.toISOString(), 'hello@kindred.com.au')).toBe(id)
    expect(outboxMessageId(13, created, 'hello@kindred.com.au')).not.toBe(id)
    expect(outboxMessageId(12, new Date('2026-11-23T10:00:00.123Z'), 'hello@kindred.com.au')).not.toBe(id)
    expect(outboxMessageId(1, created, 'no address at all')).toMatch(/@kindred\.invalid>$/)
  })
})
