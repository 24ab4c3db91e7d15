// The site reads the CMS in-process through Payload's Local API (decision 0002): one Payload
// instance per server process, created on first use and cached by Payload on a global.
import config from '@kindred/cms/config'
import { poolOf } from '@kindred/cms/database'
import { getPayload, type Payload } from 'payload'

export function payload(): Promise<Payload> {
  return getPayload({ config })
}

type Cached = { payload: Payload | null }
type PoolLike = { end: () => Promise<void> }

/**
 * At shutdown: ends the database pool of the Payload instance this process opened, if it opened
 * one (a process that never served a request has none, and opening one now would be wasted work).
 * Bounded, so a connection the server never gives back cannot hold the exit.
 */
export async function closePayload(timeoutMs = 2000): Promise<void> {
  const cache = (globalThis as { _payload?: Map<string, Cached> })._payload
  const instance = cache?.get('default')?.payload
  if (!instance) return
  const pool: PoolLike | undefined = poolOf(instance)
  await instance.destroy()
  if (pool) await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])
}
