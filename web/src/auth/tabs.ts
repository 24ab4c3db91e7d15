// The site's tabs talk over one BroadcastChannel (same origin only): a sign-in, a sign-out and a
// session refresh in one tab are known in the others. A tab does not hear its own messages.

export type SignedOutReason = 'ended' | 'logout'
export type TabMessage = { type: 'signed-in' } | { type: 'signed-out'; reason: SignedOutReason } | { type: 'refreshed' }

const channelName = 'kindred-session'
let channel: BroadcastChannel | null | undefined

function open(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null
  return channel
}

export function announce(message: TabMessage) {
  open()?.postMessage(message)
}

function isTabMessage(data: unknown): data is TabMessage {
  if (!data || typeof data !== 'object') return false
  const { type, reason } = data as { type?: unknown; reason?: unknown }
  if (type === 'signed-out') return reason === 'ended' || reason === 'logout'
  return type === 'signed-in' || type === 'refreshed'
}

/** Calls `listener` with every well-formed message from the other tabs; returns the unsubscribe. */
export function onTabMessage(listener: (message: TabMessage) => void): () => void {
  const current = open()
  if (!current) return () => undefined
  const handle = (event: MessageEvent) => {
    if (isTabMessage(event.data)) listener(event.data)
  }
  current.addEventListener('message', handle)
  return () => current.removeEventListener('message', handle)
}
