// Bodies Playwright's request API cannot send: a POST whose body declares no length (sent chunked),
// since it always declares one, and a large body whose answer is awaited while most of it is unsent.
import { Agent, request as send } from 'node:http'

export function postChunked(url: string, headers: Record<string, string>, parts: string[]): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const call = send(url, { method: 'POST', headers }, (answer) => {
      answer.resume()
      resolve(answer.statusCode ?? 0)
    })
    call.on('error', reject)
    for (const part of parts.slice(0, -1)) call.write(part)
    call.end(parts.at(-1))
  })
}

export type LargeAnswer = { status: number; text: string; /** Bytes of the body written when the answer's head arrived. */ sentBeforeAnswer: number }

/**
 * POSTs `bytes` of body to `url`, declared (Content-Length) or chunked, in 64 KB writes. With
 * `holdAfter`, writing stops there and the server must answer without the rest. A server that
 * closes the connection once it has answered is fine: write errors after the answer are ignored.
 */
export function postLarge(url: string, options: { bytes: number; chunked: boolean; headers?: Record<string, string>; holdAfter?: number }): Promise<LargeAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', ...options.headers }
  if (options.chunked) headers['transfer-encoding'] = 'chunked'
  else headers['content-length'] = String(options.bytes)
  const chunk = Buffer.alloc(64 * 1024, 'a')
  const limit = Math.min(options.bytes, options.holdAfter ?? options.bytes)
  return new Promise<LargeAnswer>((resolve, reject) => {
    let sent = 0
    let answered = false
    // A connection of its own (a refused body's may be closed once the rest is dropped), kept alive
    // as a browser's is: a client that says `Connection: close` is answered and then cut off at once.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const call = send(url, { method: 'POST', headers, agent }, (answer) => {
      answered = true
      const sentBeforeAnswer = sent
      let text = ''
      answer.setEncoding('utf8')
      answer.on('data', (part: string) => (text += part))
      answer.on('end', () => {
        agent.destroy()
        resolve({ status: answer.statusCode ?? 0, text, sentBeforeAnswer })
      })
      answer.on('error', () => {
        agent.destroy()
        resolve({ status: answer.statusCode ?? 0, text, sentBeforeAnswer })
      })
    })
    call.on('error', (error) => {
      if (answered) return
      agent.destroy()
      reject(error)
    })
    const pump = () => {
      while (!answered && sent < limit) {
        const part = chunk.subarray(0, Math.min(chunk.length, limit - sent))
        sent += part.length
        if (!call.write(part)) return void call.once('drain', pump)
      }
      if (!answered && sent >= options.bytes) call.end()
    }
    pump()
  })
}
