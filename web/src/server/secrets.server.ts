// Random secrets, their stored hashes, and secrets sealed for keeping: the platform's one place for
// them. A token a link carries is random (crypto.getRandomValues), written in base32 and stored only
// as its SHA-256, compared in constant time. A secret the site must use again later (a shop's
// webhook signing secret) cannot be hashed: it is sealed with AES-256-GCM under a key derived from
// AUTH_SECRET, so a copy of the database alone does not reveal it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

import { sha256 } from '@oslojs/crypto/sha2'
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import { decodeHex, encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'

import { serverEnv } from './env.server'

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

const sealVersion = 'v1'
let derived: { source: string; key: Buffer } | null = null

/** The sealing key: HKDF-SHA256 of AUTH_SECRET with its own label, so it is no other key the secret makes. */
function sealingKey(): Buffer {
  const secret = serverEnv().AUTH_SECRET
  if (!secret || secret.length < 32) throw new Error('AUTH_SECRET must be set to at least 32 characters.')
  if (derived?.source !== secret) derived = { source: secret, key: Buffer.from(hkdfSync('sha256', secret, 'kindred', 'kindred/sealed-secret/v1', 32)) }
  return derived.key
}

/** `plain` sealed as `v1.{iv}.{tag}.{ciphertext}` (base64url): a fresh IV each time, authenticated. */
export function sealSecret(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [sealVersion, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

/** The secret `sealed` holds; throws when it was not sealed under this AUTH_SECRET or was altered. */
export function openSecret(sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== sealVersion || !iv || !tag || body === undefined) throw new Error('not a sealed secret')
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
}
