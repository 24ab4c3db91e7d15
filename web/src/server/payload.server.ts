// The site reads the CMS in-process through Payload's Local API (decision 0002): one Payload
// instance per server process, created on first use and cached by Payload on a global.
import config from '@kindred/cms/config'
import { getPayload, type Payload } from 'payload'

export function payload(): Promise<Payload> {
  return getPayload({ config })
}
