// answeringForm: a page's own form handler that fails without answering (the database away, a bug)
// still answers with the page, a readable message and the failure's status, never Start's bare 500.
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AppError, ServiceUnavailable, unexpectedMessage } from './errors.server'
import { answeringForm, pageWithStatus } from './http.server'

const page = (message: string) => new Response(`<p role="alert">${message}</p>`, { status: 200, headers: { 'content-type': 'text/html' } })

afterEach(() => vi.restoreAllMocks())

describe('answeringForm', () => {
  it("passes the handler's own answers through untouched", async () => {
    const redirect = new Response(null, { status: 303, headers: { location: '/dashboard' } })
    expect(await answeringForm('test', async () => redirect, page)).toBe(redirect)
  })

  it('an outage renders the page with its message, 503 and when to come back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answer = (await answeringForm(
      'test',
      async () => {
        throw new ServiceUnavailable({ cause: new Error('connect ECONNREFUSED') })
      },
      page,
    )) as Response
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('5')
    expect(answer.headers.get('content-type')).toBe('text/html')
    expect(await answer.text()).toBe('<p role="alert">We could not save or load this just now. Please try again in a few seconds.</p>')
  })

  it('a known refusal keeps its status; a bug is logged and shown only as the unexpected-error words', async () => {
    const refused = (await answeringForm(
      'test',
      async () => {
        throw new AppError('forbidden', 'Not yours.')
      },
      page,
    )) as Response
    expect([refused.status, await refused.text()]).toEqual([403, '<p role="alert">Not yours.</p>'])

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const bug = (await answeringForm(
      'test',
      async () => {
        throw new TypeError('cannot read properties of undefined (reading "id") at /srv/app.js:12')
      },
      page,
    )) as Response
    expect(bug.status).toBe(500)
    expect(await bug.text()).toBe(`<p role="alert">${unexpectedMessage}</p>`)
    expect(logged).toHaveBeenCalledOnce()
  })

  it("reads the page from Start's context, which is what its next() answers with", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const answer = (await answeringForm(
      'test',
      async () => {
        throw new ServiceUnavailable()
      },
      (message) => ({ context: {}, response: page(message) }),
    )) as Response
    expect(answer.status).toBe(503)
    expect(await answer.text()).toContain('We could not save or load this just now.')
  })

  it("a refusal that sets cookies adds them to the page's own", async () => {
    const rendered = new Response('page', {
      headers: [
        ['content-type', 'text/html'],
        ['set-cookie', 'page=1'],
      ],
    })
    const answer = (await pageWithStatus(rendered, 401, [
      ['Set-Cookie', 'a=; Max-Age=0'],
      ['Set-Cookie', 'b=; Max-Age=0'],
      ['Retry-After', '9'],
    ])) as Response
    expect(answer.status).toBe(401)
    expect(answer.headers.getSetCookie()).toEqual(['page=1', 'a=; Max-Age=0', 'b=; Max-Age=0'])
    expect(answer.headers.get('retry-after')).toBe('9')
  })
})
