// The CMS's REST API in integration tests: real Requests through Payload's own router
// (`handleEndpoints`, what the Next route `/api/[...slug]` calls), on the run's database.
import config from '@kindred/cms/config'
import { markPeerStamping, peerHeader } from '@kindred/cms/throttle'
import { handleEndpoints, type Payload } from 'payload'

export const cmsOrigin = 'http://localhost:3001'

type RestOptions = { method?: string; body?: unknown; headers?: Record<string, string> }

export async function rest(path: string, options: RestOptions = {}): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const headers = new Headers(options.headers)
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`${cmsOrigin}/api${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers }
}

let signIns = 0

/**
 * Headers that make a request come from an address of its own: the staff sign-in limit counts
 * every attempt per client address, and a whole run signs in far more often than one person could.
 * The address is the socket's, as the CMS's server stamps it (cms/server.ts); these requests reach
 * Payload without that server, so the tests stand in for it.
 */
export function clientAddress(address?: string): Record<string, string> {
  markPeerStamping()
  signIns += 1
  return { [peerHeader]: address ?? `198.18.${Math.floor(signIns / 256) % 256}.${signIns % 256}` }
}

/**
 * Signs a staff user in through the Local API and returns the JWT for an `Authorization: JWT …` header.
 * Each sign-in comes from an address of its own (`clientAddress`).
 */
export async function staffToken(payload: Payload, email: string, password = 'correct horse battery'): Promise<string> {
  const headers = new Headers(clientAddress())
  const { token } = await payload.login({ collection: 'staff', data: { email, password }, req: { headers } })
  if (!token) throw new Error(`no token for ${email}`)
  return token
}

export const jwt = (token: string) => ({ authorization: `JWT ${token}` })
