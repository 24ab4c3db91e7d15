// Password hashing with argon2id. Parameters and their measurement: docs/decisions/0011-argon2-parameters.md.
import { hash, verify } from '@node-rs/argon2'

import { serverEnv } from '~/server/env.server'

import { commonPasswords } from './common-passwords'

// 64 MiB, 3 passes, 1 lane: RFC 9106's second recommended option (with p=1: one hash holds one
// libuv thread, so at most four hash at once, 256 MiB). ~55 ms on our two-core reference machine.
export const argon2Options = { algorithm: 2 /* Argon2id */, memoryCost: 65536, timeCost: 3, parallelism: 1 } as const

/**
 * What the test suites' stacks (APP_ENV=test) hash with: argon2id's least work, 1 MiB and 1 pass.
 * They register thousands of members a run, and the full parameters were about a third of the
 * integration tests' CPU (decision 0125). A hash carries its own parameters, so verifying is the
 * same code either way.
 */
const testArgon2Options = { ...argon2Options, memoryCost: 1024, timeCost: 1 } as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, serverEnv().APP_ENV === 'test' ? testArgon2Options : argon2Options)
}

// A real hash of a random string: verifying against it when the email is unknown makes that
// answer take as long as a wrong password (no account enumeration by timing).
let dummyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword(crypto.randomUUID())
    await verify(await dummyHash, password)
    return false
  }
  try {
    return await verify(passwordHash, password)
  } catch (error) {
    // A stored hash argon2 cannot read (damaged, or written by another scheme) matches no
    // password, but staff must hear of it: the member can only get in by resetting.
    console.error('[auth] a stored password hash could not be checked:', error instanceof Error ? error.message : error)
    return false
  }
}

/** Rejects the passwords attackers try first (NIST SP 800-63B §3.1.1.2). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}
