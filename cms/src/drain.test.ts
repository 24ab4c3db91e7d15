import { Agent, createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { drainable } from './drain'

let server: Server | undefined
afterEach(() => server?.closeAllConnections())

/** A server whose answers take `delayMs`, listening on a free port. */
async function slowServer(delayMs: number) {
  server = createServer((_request, response) => setTimeout(() => response.end('ok'), delayMs))
  const drain = drainable(server)
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { drain, port: (server.address() as AddressInfo).port }
}

/** A GET through `agent`: its status and `Connection` header, or the connection's error code. */
function get(port: number, agent: Agent): Promise<string> {
  return new Promise((resolve) => {
    request({ host: '127.0.0.1', port, agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(`${response.statusCode} ${response.headers.connection}`))
    })
      .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
      .end()
  })
}

describe('drainable', () => {
  it('answers the request under way, then closes its keep-alive connection and finishes', async () => {
    const { drain, port } = await slowServer(200)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const underWay = get(port, agent)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const drained = new Promise<Error | undefined>((resolve) => drain(resolve))

    expect(await underWay).toBe('200 keep-alive')
    // Node's close() alone leaves this connection open, and answers this request on it.
    expect(await get(port, agent)).toMatch(/^(ECONNREFUSED|ECONNRESET)$/)
    expect(await drained).toBeUndefined()
    agent.destroy()
  })

  it('tells a keep-alive client to close when a request arrives on its connection during the drain', async () => {
    const { drain, port } = await slowServer(200)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    // The first request is under way when the drain starts; the second is queued on the same connection.
    const first = get(port, agent)
    const second = get(port, agent)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const drained = new Promise<Error | undefined>((resolve) => drain(resolve))

    expect(await first).toBe('200 keep-alive')
    expect(await second).toMatch(/^(200 close|ECONNRESET)$/)
    expect(await drained).toBeUndefined()
    agent.destroy()
  })
})
