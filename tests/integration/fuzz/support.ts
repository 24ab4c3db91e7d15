// What the in-process fuzz tests share: a Request built from generated parts, and the check every
// answer must pass (below 500, no internal detail, a readable refusal), counted in a tally.
import { expect } from 'vitest'

import { leakIn, record, type Tally } from '../../support/fuzz'

export type GeneratedParts = {
  body: string | Uint8Array<ArrayBuffer>
  contentType: string
  headers: Partial<Record<string, string>>
  bearer: string | undefined
  query: string
}

export function generatedRequest(method: 'GET' | 'POST' | 'PUT', url: string, parts: GeneratedParts): Request {
  const headers = new Headers()
  for (const [key, value] of Object.entries(parts.headers)) {
    try {
      if (value !== undefined) headers.set(key, value)
    } catch {
      // Not a valid header value (a browser or proxy would not send it): left out.
    }
  }
  if (parts.bearer) headers.set('authorization', parts.bearer)
  if (parts.contentType) headers.set('content-type', parts.contentType)
  return new Request(`${url}${parts.query ? `?${parts.query}` : ''}`, { method, headers, body: method === 'GET' ? undefined : parts.body })
}

export async function expectSafeAnswer(tally: Tally, name: string, response: Response): Promise<void> {
  record(tally, name, response.status)
  const text = await response.text()
  expect(response.status, `${name} answered ${response.status}: ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(leakIn(text), name).toBeNull()
  if (response.status >= 400 && /json/.test(response.headers.get('content-type') ?? '')) {
    const json = JSON.parse(text) as { success?: unknown; errorMessage?: unknown }
    expect(json.success, `${name}: ${text.slice(0, 200)}`).toBe(false)
    expect(typeof json.errorMessage, `${name}: ${text.slice(0, 200)}`).toBe('string')
  }
}
