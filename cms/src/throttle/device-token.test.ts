import { describe, expect, it } from 'vitest'

import { deriveKey, signDeviceToken, verifyDeviceToken } from './device-token'

const key = deriveKey('a-secret-of-at-least-thirty-two-characters', 'kindred/device-token/v1')
const day = 86_400

describe('device tokens', () => {
  it('verify with the key that signed them and carry subject, nonce and issue time', () => {
    const now = Date.UTC(2026, 0, 1)
    const token = signDeviceToken(key, '42', now)
    expect(verifyDeviceToken(key, token, day, now)).toEqual({ subject: '42', nonce: expect.stringMatching(/^[\w-]{22}$/), issuedAt: now / 1000 })
  })

  it('get a fresh nonce every time', () => {
    expect(signDeviceToken(key, '42').split('.')[1]).not.toBe(signDeviceToken(key, '42').split('.')[1])
  })

  it('are refused when tampered with, signed for another purpose, expired or from the future', () => {
    const token = signDeviceToken(key, '42')
    const [subject, nonce, issued, signature] = token.split('.') as [string, string, string, string]
    expect(verifyDeviceToken(key, `43.${nonce}.${issued}.${signature}`, day)).toBeNull()
    expect(verifyDeviceToken(key, `${subject}.${nonce}.${Number(issued) + 1}.${signature}`, day)).toBeNull()
    expect(verifyDeviceToken(key, `${token}x`, day)).toBeNull()
    expect(verifyDeviceToken(deriveKey('a-secret-of-at-least-thirty-two-characters', 'kindred/other/v1'), token, day)).toBeNull()
    const old = signDeviceToken(key, '42', Date.now() - 2 * day * 1000)
    expect(verifyDeviceToken(key, old, day)).toBeNull()
    const future = signDeviceToken(key, '42', Date.now() + 3600_000)
    expect(verifyDeviceToken(key, future, day)).toBeNull()
  })

  it('treat garbage as absent', () => {
    for (const garbage of [null, undefined, '', 'a.b.c', 'a.b.c.d', '1.2.3.4.5', 'x'.repeat(1000)]) expect(verifyDeviceToken(key, garbage, day)).toBeNull()
  })

  it('refuse subjects that are not short ids', () => {
    expect(() => signDeviceToken(key, 'a.b')).toThrow()
  })
})
