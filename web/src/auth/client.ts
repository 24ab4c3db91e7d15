// The browser's side of the member session (docs/decisions/0030-browser-credentials.md). The
// httpOnly cookie is the session; this module holds no token at all, only what the forms show
// (isLoading, error) and whether the session ended while the page was open. API calls carry the
// cookie and the CSRF header (decision 0013); a 401 signs the page out, in every tab.
import { useSyncExternalStore } from 'react'

import { csrfToken } from '~/server/csrf-token'

import { cookieSessionMode, sessionModeHeader } from './browser-session'
import { announce, type SignedOutReason } from './tabs'
import type { AuthResponse } from './user'
import { readJsonAnswer } from '~/server/json-answer'

export type { SignedOutReason }

/**
 * `signedOut`: the session ended while the page showed it signed in (a 401, or a logout in some
 * tab); `notice`: what the member is told about it until they dismiss it or sign in again.
 */
export type AuthState = { isLoading: boolean; error: string | null; signedOut: SignedOutReason | null; notice: string | null }

const initial: AuthState = { isLoading: false, error: null, signedOut: null, notice: null }

/** The CMS's words for the two messages this module writes itself; the root sets them from the shell. */
export type SessionTexts = { sessionEnded: string; authFailed: string }
let texts: SessionTexts = { sessionEnded: '', authFailed: '' }
export const setSessionTexts = (next: SessionTexts) => {
  texts = next
}

/**
 * Who else hears of a sign-in or a sign-out in this page: analytics, which the root's SiteEffects
 * installs (features do not import each other; the component composes them).
 */
export type SessionObserver = { signedIn: (user: { id: number; email: string; firstName: string }) => void; signedOut: () => void }
let observer: SessionObserver | null = null
export const observeSession = (next: SessionObserver) => {
  observer = next
}

let state: AuthState = initial
const listeners = new Set<() => void>()

function set(next: Partial<AuthState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const clearError = () => set({ error: null })
export const setAuthError = (error: string) => set({ error })

/** The page shows the signed-in state again (a sign-in here or in another tab). */
export const markSignedIn = () => set({ signedOut: null, notice: null })

/**
 * The page shows the signed-out state and the observer (analytics) forgets the person; `tell` also
 * tells the other tabs. A logout needs no notice.
 */
export function markSignedOut(reason: SignedOutReason, tell = false) {
  set({ signedOut: reason, notice: reason === 'ended' ? texts.sessionEnded || null : state.notice })
  observer?.signedOut()
  if (tell) announce({ type: 'signed-out', reason })
}

export const dismissNotice = () => set({ notice: null })

/** What versions before decision 0030 kept in localStorage: removed wherever they are still found. */
const legacyKeys = ['kindred.accessToken', 'kindred.refreshToken', 'kindred.user']

export function forgetLegacyStorage() {
  try {
    for (const key of legacyKeys) localStorage.removeItem(key)
  } catch (error) {
    // Storage disabled by the browser: nothing can have been left there either.
    console.warn('[auth] localStorage unavailable:', error)
  }
}

export { csrfToken }

/**
 * POSTs JSON to an auth endpoint: its status and answer (a body that is not JSON reads as a failure).
 * A request that never got an answer (offline) throws.
 */
export async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: AuthResponse }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const data = (await readJsonAnswer<AuthResponse>(response)) ?? { success: false }
  return { status: response.status, data }
}

/**
 * Login, register, Google or a password reset: the answer sets the session cookie and, because the
 * page asks for the cookie alone, carries the member but no token. isLoading while in flight.
 */
export async function authenticate(kind: 'login' | 'register' | 'google' | 'reset-password', body: unknown, fallbackError: string): Promise<AuthResponse> {
  set({ isLoading: true, error: null })
  try {
    const { data } = await post(`/auth/${kind}`, body, { [sessionModeHeader]: cookieSessionMode })
    if (data.success && data.user) {
      markSignedIn()
      announce({ type: 'signed-in' })
      observer?.signedIn({ id: data.user.id, email: data.user.email, firstName: data.user.firstName })
    } else set({ error: data.errorMessage || texts.authFailed || fallbackError })
    return data
  } catch {
    set({ error: fallbackError })
    return { success: false, errorMessage: fallbackError }
  } finally {
    set({ isLoading: false })
  }
}

/** Calls the API as the member with the cookie and the CSRF header; a 401 signs the page out. */
export async function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  const csrf = csrfToken()
  if (csrf) headers.set('X-CSRF-Token', csrf)
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' })
  if (response.status === 401) markSignedOut('ended', true)
  return response
}

/** Ends the session on the server; the page (and every tab) is signed out whatever the server says. */
export async function logout(): Promise<{ ok: boolean; error?: string }> {
  const csrf = csrfToken()
  try {
    const { status, data } = await post('/auth/logout', undefined, csrf ? { 'X-CSRF-Token': csrf } : {})
    return status === 200 ? { ok: true } : { ok: false, error: data.errorMessage || `HTTP ${status}` }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  } finally {
    markSignedOut('logout', true)
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The auth state for components; on the server (and before hydration) the initial state. */
export function useAuth(): AuthState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => initial,
  )
}
