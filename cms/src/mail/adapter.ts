import type { EmailAdapter } from 'payload'

import { mailFrom, sendMail } from './transport'

/** Payload's own mail (staff password resets) goes through the same transport as ours. */
export const emailAdapter: EmailAdapter = () => {
  const from = mailFrom()
  const match = from.match(/^(.*)<(.+)>$/)
  return {
    name: 'kindred-mail',
    defaultFromName: match?.[1]?.trim() || 'Kindred',
    defaultFromAddress: match?.[2]?.trim() || from,
    sendEmail: (message) => sendMail(message as Parameters<typeof sendMail>[0]),
  }
}
