// A POST whose body declares no length (sent chunked), which Playwright's request API cannot send:
// it always declares one. Answers the response's status.
import { request as send } from 'node:http'

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
