// Random secrets and their hashes, the Lucia way: crypto.getRandomValues, base32 text,
// SHA-256 for storage, constant-time comparison.
import { sha256 } from '@oslojs/crypto/sha2'
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import { decodeHex, encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'

/** `bytes` random bytes as lowercase base32: 16 bytes = 128 bits (OWASP ASVS 5.0 §7.2.3 minimum). */
export function randomString(bytes: number): string {
  const buffer = new Uint8Array(bytes)
  crypto.getRandomValues(buffer)
  return encodeBase32LowerCaseNoPadding(buffer)
}

export function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)))
}

/** Compares a presented secret with a stored hex hash without leaking where they differ. */
export function secretMatches(secret: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || storedHash.length !== 64) return false
  return constantTimeEqual(sha256(new TextEncoder().encode(secret)), decodeHex(storedHash))
}
