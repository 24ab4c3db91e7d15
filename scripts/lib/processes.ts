// Runs the CMS and the site as child processes and stops everything cleanly on Ctrl-C.
import { spawn, type ChildProcess } from 'node:child_process'

import { log } from './log'

const children = new Set<ChildProcess>()

export function run(tag: 'cms' | 'web', command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): ChildProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .forEach((line) => log(tag, line))
  child.stdout?.on('data', prefix)
  child.stderr?.on('data', prefix)
  child.on('exit', (code, signal) => {
    children.delete(child)
    if (!stopping) {
      log('warn', `${tag} exited (${signal ?? code}); stopping the stack`)
      void shutdown(code ?? 1)
    }
  })
  return child
}

let stopping = false
let cleanup: () => Promise<void> = async () => {}

export function onShutdown(fn: () => Promise<void>): void {
  cleanup = fn
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(0))
}

export async function shutdown(code: number): Promise<never> {
  if (stopping) return new Promise(() => {})
  stopping = true
  log('stack', 'stopping…')
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 8000)
          child.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
          child.kill('SIGTERM')
        }),
    ),
  )
  await cleanup()
  log('stack', 'stopped')
  process.exit(code)
}

/**
 * Resolves once `url` answers with any HTTP status. While it waits, says so every 30 s: a dev
 * server's first compile on a busy or slow machine can take minutes, and silence reads as a hang.
 */
export async function waitForHttp(url: string, timeoutMs = 180_000): Promise<void> {
  const start = Date.now()
  let told = start
  while (Date.now() - start < timeoutMs) {
    try {
      await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000) })
      return
    } catch {
      // Refused or timed out: the server is still starting; the deadline above ends the wait.
      if (Date.now() - told >= 30_000) {
        told = Date.now()
        log('stack', `still waiting for ${url} (${Math.round((told - start) / 1000)} s; the first compile is the slow one)`)
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
