// Helpers for the lockout tests: members, their known-device cookie, and client addresses that no
// other test shares (throttle keys are per address).
import { expect } from 'vitest'

import { login } from '~/auth/handlers/login.server'
import { register } from '~/auth/handlers/register.server'

import { call, cookieValue, validRegistration } from './support'

export const password = 'analytical-engine-42'

/** A registered member (fresh email). */
export async function member(): Promise<{ email: string; id: number }> {
  const body = validRegistration()
  const registered = await call(register, { body })
  expect(registered.status).toBe(201)
  return { email: body.email, id: Number(registered.json.user!.id) }
}

/** Signs in with the right password from a fresh address and returns the device token it left. */
export async function signInForDevice(email: string, withPassword = password): Promise<string> {
  const signedIn = await call(login, { body: { email, password: withPassword }, ip: uniqueIp() })
  expect(signedIn.status).toBe(200)
  const token = cookieValue(signedIn.cookies, 'kindred_device')
  expect(token).toBeTruthy()
  return token!
}

export const deviceHeaders = (token: string) => ({ cookie: `kindred_device=${encodeURIComponent(token)}` })

let counter = 0
const block = 64 + Math.floor(Math.random() * 64)

/** An address from 100.64.0.0/10 that no other call in this run uses. */
export function uniqueIp(): string {
  counter += 1
  return `100.${block}.${counter >> 8}.${counter & 255}`
}
