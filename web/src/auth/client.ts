// The browser's auth state (SPEC §3/§4): tokens and user in localStorage, isLoading and error,
// refresh on expiry, 401 → sign out. The httpOnly cookie (same session) drives server rendering;
// this store is what the page scripts use to call the API.
import { useSyncExternalStore } from 'react'

import { identify, reset } from '~/analytics'

import { messages } from './auth.messages'
import type { AuthResponse, User } from './user'

export type AuthState = { isAuthenticated: boolean; user: User | null; accessToken: string | null; refreshToken: string | null; isLoading: boolean; error: string | null }

const keys = { access: 'kindred.accessToken', refresh: 'kindred.refreshToken', user: 'kindred.user' }
const signedOut: AuthState = { isAuthenticated: false, user: null, accessToken: null, refreshToken: null, isLoading: false, error: null }

let state: AuthState = signedOut
let loaded = false
const listeners = new Set<() => void>()

function set(next: Partial<AuthState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

/** Seconds-resolution expiry check of SPEC §5: only the `exp` claim against the current time. */
export function tokenIsLive(token: string | null): boolean {
  if (!token) return false
  try {
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')))
    return typeof claims.exp === 'number' && claims.exp > Math.floor(Date.now() / 1000)
  } catch {
    return false
  }
}

/** Loads stored auth once: signed in if the stored access token is still live, else cleared. */
function load() {
  if (loaded || typeof window === 'undefined') return
  loaded = true
  try {
    const accessToken = localStorage.getItem(keys.access)
    const user = JSON.parse(localStorage.getItem(keys.user) ?? 'null') as User | null
    if (tokenIsLive(accessToken) && user) state = { ...signedOut, isAuthenticated: true, user, accessToken, refreshToken: localStorage.getItem(keys.refresh) }
    else clearStorage()
  } catch {
    clearStorage()
  }
}

function clearStorage() {
  for (const key of Object.values(keys)) localStorage.removeItem(key)
}

function store(response: AuthResponse) {
  if (!response.accessToken || !response.user) return
  localStorage.setItem(keys.access, response.accessToken)
  if (response.refreshToken) localStorage.setItem(keys.refresh, response.refreshToken)
  localStorage.setItem(keys.user, JSON.stringify(response.user))
  set({ isAuthenticated: true, user: response.user, accessToken: response.accessToken, refreshToken: response.refreshToken ?? state.refreshToken, error: null })
}

export function setStoredUser(user: User) {
  if (!state.isAuthenticated) return
  localStorage.setItem(keys.user, JSON.stringify(user))
  set({ user })
}

export function clearAuth() {
  clearStorage()
  set({ ...signedOut })
}

export const clearError = () => set({ error: null })
export const setAuthError = (error: string) => set({ error })

export function csrfToken(): string | null {
  const match = document.cookie.match(/(?:^|;\s*)(?:__Host-)?kindred_csrf=([^;]+)/)
  return match ? decodeURIComponent(match[1]!) : null
}

async function post(path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; data: AuthResponse }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const data = (await response.json().catch(() => ({ success: false }))) as AuthResponse
  return { status: response.status, data }
}

/** Login, register or Google: isLoading while in flight; success stores and identifies; failure sets error. */
export async function authenticate(kind: 'login' | 'register' | 'google' | 'reset-password', body: unknown, fallbackError: string): Promise<AuthResponse> {
  load()
  set({ isLoading: true, error: null })
  try {
    const { data } = await post(`/auth/${kind}`, body)
    if (data.success && data.user) {
      store(data)
      identify({ id: data.user.id, email: data.user.email, firstName: data.user.firstName })
    } else set({ error: data.errorMessage || messages.authFailed })
    return data
  } catch {
    set({ error: fallbackError })
    return { success: false, errorMessage: fallbackError }
  } finally {
    set({ isLoading: false })
  }
}

/** Replaces both tokens; any failure signs out. */
export async function refreshTokens(): Promise<boolean> {
  load()
  if (!state.refreshToken) {
    clearAuth()
    set({ error: messages.noRefreshToken })
    return false
  }
  const { data } = await post('/auth/refresh', { refreshToken: state.refreshToken }).catch(() => ({ data: { success: false } as AuthResponse }))
  if (data.success) store(data)
  else clearAuth()
  return data.success
}

/** Calls the API as the member: bearer when the client holds tokens, else the cookie with the CSRF header. */
export async function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
  load()
  if (state.accessToken && !tokenIsLive(state.accessToken)) await refreshTokens()
  const headers = new Headers(init.headers)
  if (state.accessToken) headers.set('Authorization', `Bearer ${state.accessToken}`)
  const csrf = csrfToken()
  if (csrf) headers.set('X-CSRF-Token', csrf)
  const response = await fetch(path, { ...init, headers, credentials: 'same-origin' })
  if (response.status === 401) {
    clearAuth()
    reset()
  }
  return response
}

/** Ends the session on the server; clears local state whatever the server says. */
export async function logout(): Promise<{ ok: boolean; error?: string }> {
  load()
  const csrf = csrfToken()
  // The cookie session is the same session as the tokens: prefer it, it ends both at once.
  const headers: Record<string, string> = csrf ? { 'X-CSRF-Token': csrf } : state.accessToken ? { Authorization: `Bearer ${state.accessToken}` } : {}
  try {
    const { status, data } = await post('/auth/logout', undefined, headers)
    return status === 200 ? { ok: true } : { ok: false, error: data.errorMessage || `HTTP ${status}` }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearAuth()
    reset()
  }
}

function subscribe(listener: () => void) {
  load()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The auth state for components; on the server (and before hydration) it is signed out. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, () => state, () => signedOut)
}
