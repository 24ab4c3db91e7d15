// Keeps a page's cookie session fresh with every tab in step (docs/decisions/0030): one tab at a
// time rotates the cookie's secret (Web Locks), the others hear of it on the tab channel and skip
// their turn, so no number of tabs presents one secret twice. A refused refresh signs every tab out.
import { cookieRefreshPath } from './browser-session'
import { csrfToken, markSignedOut } from './client'
import { announce, onTabMessage, type SignedOutReason } from './tabs'

/** How often an open, signed-in page rotates the cookie's secret. */
export const refreshEvery = 10 * 60_000
/** After a refresh that failed for a passing reason (network, 429, 5xx). */
const retryAfter = 60_000
const lockName = 'kindred-session-refresh'

export type RefreshResult = 'refreshed' | 'ended' | 'failed'

/** Refreshes this tab knows of, its own and the other tabs'; and when the next one is due. */
let generation = 0
let dueAt = 0
let pending: Promise<RefreshResult> | null = null

function noteRefresh() {
  generation += 1
  dueAt = Date.now() + refreshEvery
}

async function callRefresh(): Promise<RefreshResult> {
  const csrf = csrfToken()
  let response: Response
  try {
    response = await fetch(cookieRefreshPath, { method: 'POST', credentials: 'same-origin', headers: csrf ? { 'X-CSRF-Token': csrf } : {} })
  } catch (error) {
    console.warn('[auth] session refresh failed:', error)
    return 'failed'
  }
  if (response.status === 200) {
    noteRefresh()
    announce({ type: 'refreshed' })
    return 'refreshed'
  }
  if (response.status === 401) {
    markSignedOut('ended', true)
    return 'ended'
  }
  return 'failed'
}

/**
 * One refresh at a time across all tabs of this browser. A tab that waited for the lock while
 * another refreshed has heard of it (the generation moved on) and does not refresh again; if the
 * news arrives after the lock, its refresh carries the already rotated cookie and is merely early.
 * Without Web Locks (very old browsers) the server's grace for the immediate parent covers the race.
 */
export function refreshSession(): Promise<RefreshResult> {
  if (pending) return pending
  const seen = generation
  const run = (): Promise<RefreshResult> => (generation !== seen ? Promise.resolve('refreshed') : callRefresh())
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  const flight = async (): Promise<RefreshResult> => {
    try {
      return locks ? await locks.request(lockName, run) : await run()
    } finally {
      pending = null
    }
  }
  pending = flight()
  return pending
}

type SyncOptions = { signedIn: boolean; onSignedOut: (reason: SignedOutReason) => void; onSignedIn: () => void }

/**
 * This tab's part: it listens to the other tabs and, while signed in, refreshes when due (timers
 * of hidden tabs are throttled, so also on becoming visible). Returns the stop function.
 */
export function startSessionSync({ signedIn, onSignedOut, onSignedIn }: SyncOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const schedule = () => {
    clearTimeout(timer)
    if (signedIn && !stopped) timer = setTimeout(() => void turn(), Math.max(0, dueAt - Date.now()))
  }
  const turn = async () => {
    if (Date.now() >= dueAt) {
      const result = await refreshSession()
      if (result === 'ended') return
      if (result === 'failed') dueAt = Date.now() + retryAfter
    }
    schedule()
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void turn()
  }
  const stopListening = onTabMessage((message) => {
    if (message.type === 'refreshed') {
      noteRefresh()
      schedule()
    } else if (message.type === 'signed-out') onSignedOut(message.reason)
    else onSignedIn()
  })
  if (signedIn && dueAt <= Date.now()) dueAt = Date.now() + refreshEvery
  if (signedIn) document.addEventListener('visibilitychange', onVisible)
  schedule()
  return () => {
    stopped = true
    clearTimeout(timer)
    stopListening()
    document.removeEventListener('visibilitychange', onVisible)
  }
}
