import { describe, expect, it } from 'vitest'

import { readJsonAnswer } from './json-answer'

describe('readJsonAnswer', () => {
  it('reads a JSON answer, whatever its status', async () => {
    const answer = new Response(JSON.stringify({ success: false, errorMessage: 'Too many attempts.' }), { status: 429, headers: { 'Content-Type': 'application/json' } })
    expect(await readJsonAnswer(answer)).toEqual({ success: false, errorMessage: 'Too many attempts.' })
  })

  it('reads a proxy’s error page or an empty body as no answer', async () => {
    expect(await readJsonAnswer(new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }))).toBeNull()
    expect(await readJsonAnswer(new Response(null, { status: 204 }))).toBeNull()
  })

  it('rejects when the connection drops while the body arrives', async () => {
    const body = new ReadableStream({ pull: (controller) => controller.error(new TypeError('network error')) })
    await expect(readJsonAnswer(new Response(body))).rejects.toThrow('network error')
  })
})
