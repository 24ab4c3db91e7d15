// The one mapping from a thrown error to the JSON answer: the contract's members in their order,
// the error's headers kept (several Set-Cookie values included), one content type for every answer.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AppError, errorResponse, TooManyRequests, unexpectedMessage } from './errors.server'
import { answeringRefusals, json } from './http.server'

afterEach(() => vi.restoreAllMocks())

const seen = async (response: Response) => ({ status: response.status, headers: [...response.headers], text: await response.text() })

describe('errorResponse', () => {
  it('answers a refusal as JSON that no cache keeps, as a success is answered', async () => {
    const refused = await seen(errorResponse(new AppError('conflict', 'Taken.'), 'test'))
    expect(refused).toEqual({
      status: 409,
      headers: [
        ['cache-control', 'no-store'],
        ['content-type', 'application/json; charset=utf-8'],
      ],
      text: '{"success":false,"errorMessage":"Taken."}',
    })
    expect(refused.headers).toEqual((await seen(json(200, { success: true }))).headers)
  })

  it('keeps every Set-Cookie of the error beside its other headers', async () => {
    const cookies: [string, string][] = [
      ['Set-Cookie', 'a=; Path=/; Max-Age=0'],
      ['Set-Cookie', 'b=; Path=/; Max-Age=0'],
    ]
    const response = errorResponse(new AppError('unauthorized', 'Please sign in.', { headers: [...cookies, ['Retry-After', '3']] }), 'test')
    expect(response.headers.getSetCookie()).toEqual(['a=; Path=/; Max-Age=0', 'b=; Path=/; Max-Age=0'])
    expect(response.headers.get('retry-after')).toBe('3')
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })

  it('puts field errors and details after the message, never in place of it', async () => {
    const error = new AppError('bad-request', 'Check the form.', { fields: { email: 'Wrong.' }, details: { success: true, errorMessage: 'other', emailVerified: true } })
    expect(await errorResponse(error, 'test').text()).toBe('{"success":false,"errorMessage":"Check the form.","errors":{"email":"Wrong."},"emailVerified":true}')
  })

  it('says when to come back after a 429', async () => {
    const response = errorResponse(new TooManyRequests(120, 'Wait.'), 'test')
    expect([response.status, response.headers.get('retry-after')]).toEqual([429, '120'])
  })

  it('answers what nobody foresaw with 500 and the generic words, logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await seen(errorResponse(new Error('relation "x" does not exist'), 'test'))
    expect(response.status).toBe(500)
    expect(response.text).toBe(JSON.stringify({ success: false, errorMessage: unexpectedMessage }))
    expect(logged).toHaveBeenCalledOnce()
  })
})

describe('answeringRefusals', () => {
  it('answers the refusals a handler throws, passes its own answers through, and leaves the unforeseen to serve', async () => {
    const request = new Request('http://localhost/x', { method: 'POST' })
    const ok = json(201, { success: true })
    expect(await answeringRefusals(async () => ok, 'test')(request)).toBe(ok)
    const refused = await answeringRefusals(async () => {
      throw new AppError('forbidden', 'Not yours.')
    }, 'test')(request)
    expect([refused.status, await refused.text()]).toEqual([403, '{"success":false,"errorMessage":"Not yours."}'])
    const bug = new TypeError('x is undefined')
    await expect(
      answeringRefusals(async () => {
        throw bug
      }, 'test')(request),
    ).rejects.toBe(bug)
  })
})
