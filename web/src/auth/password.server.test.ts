import { afterEach, describe, expect, it, vi } from 'vitest'

import { hashPassword, verifyPassword } from './password.server'

describe('hashPassword', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('hashes with argon2id, 64 MiB and 3 passes, in every environment but the test suites’', async () => {
    for (const label of ['production', 'staging', 'development']) {
      vi.stubEnv('APP_ENV', label)
      expect(await hashPassword('correct horse battery')).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/)
    }
  })

  it('does argon2id’s least work for the test suites’ stacks, and those hashes verify as any other', async () => {
    vi.stubEnv('APP_ENV', 'test')
    const light = await hashPassword('correct horse battery')
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/)
    vi.stubEnv('APP_ENV', 'production')
    expect(await verifyPassword(light, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(light, 'correct horse batterY')).toBe(false)
  })
})

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
