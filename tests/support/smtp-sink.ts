// A real SMTP server for tests (smtp-server + mailparser): it can be "down" (its port refuses
// connections until start()), accept mail, or keep a message yet answer 451, the way a lost
// answer looks to the sender. Messages are read back and counted by Message-ID.
import { createServer as createNetServer } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A port nobody listens on yet: connecting to it is refused, as with an SMTP server that is down. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export type SmtpSink = {
  port: number
  url: string
  received: ParsedMail[]
  /** Starts listening on `port`; until then connections are refused. */
  start: () => Promise<void>
  /** While set, the sink keeps each message but answers 451, so the sender records a failure. */
  failAfterData: boolean
  countByMessageId: (messageId: string) => number
  to: (address: string) => ParsedMail[]
  stop: () => Promise<void>
}

export async function smtpSink(port?: number): Promise<SmtpSink> {
  const sinkPort = port ?? (await freePort())
  let server: SMTPServer | undefined
  const sink: SmtpSink = {
    port: sinkPort,
    url: `smtp://127.0.0.1:${sinkPort}`,
    received: [],
    failAfterData: false,
    start: () => {
      server = new SMTPServer({
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              sink.received.push(mail)
              if (!sink.failAfterData) return callback()
              callback(Object.assign(new Error('Try again later'), { responseCode: 451 }))
            })
            .catch(callback)
        },
      })
      const listening = server
      return new Promise((resolve, reject) => {
        listening.once('error', reject)
        listening.listen(sinkPort, '127.0.0.1', () => resolve())
      })
    },
    countByMessageId: (messageId) => sink.received.filter((mail) => mail.messageId === messageId).length,
    to: (address) => sink.received.filter((mail) => [mail.to].flat().some((to) => to?.value.some((v) => v.address === address))),
    stop: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
  return sink
}
