import { afterEach, describe, expect, it, vi } from 'vitest'

import { hashPassword, verifyPassword } from './password.server'

describe('verifyPassword', () => {
  afterEach(() => vi.restoreAllMocks())

  it('accepts the password a hash was made from and refuses any other', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(hash, 'correct horse batterY')).toBe(false)
  })

  it('refuses every password for an account without one', async () => {
    expect(await verifyPassword(null, 'anything at all')).toBe(false)
  })

  it('refuses, and says so in the log, when a stored hash cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await verifyPassword('$argon2id$v=19$damaged', 'correct horse battery')).toBe(false)
    expect(logged).toHaveBeenCalledWith('[auth] a stored password hash could not be checked:', expect.any(String))
  })
})
