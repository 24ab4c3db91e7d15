// A background task that runs one pass every `intervalMs` in a server process (the outbox worker,
// the scheduled-publish runner): one pass at a time, timers that never keep a process alive, and a
// failing pass (typically a database outage) logged once per distinct error instead of every tick.
export type PeriodicTask<T> = {
  /** Runs one pass now (also what the timer does), or joins the pass under way. */
  runOnce: () => Promise<T>
  /** Stops the timer and waits for the pass under way, if any. */
  stop: () => Promise<void>
}

export type PeriodicOptions<T> = {
  /** What the log lines call the task, e.g. "outbox worker". */
  name: string
  intervalMs: number
  /** One pass; `stopped()` turns true once stop() was called, so a long pass can end early. */
  pass: (stopped: () => boolean) => Promise<T>
  /** What runOnce resolves with when a pass fails. */
  onFailure: T
  log: (message: string) => void
}

export function startPeriodic<T>({ name, intervalMs, pass, onFailure, log }: PeriodicOptions<T>): PeriodicTask<T> {
  let timer: NodeJS.Timeout | undefined
  let current: Promise<T> | undefined
  let stopped = false
  let lastError: string | undefined

  async function guarded(): Promise<T> {
    try {
      const result = await pass(() => stopped)
      if (lastError) log(`${name} recovered`)
      lastError = undefined
      return result
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (message !== lastError) log(`${name} pass failed (retrying every ${intervalMs} ms): ${message}`)
      lastError = message
      return onFailure
    }
  }

  function runOnce(): Promise<T> {
    current ??= guarded().finally(() => (current = undefined))
    return current
  }

  function schedule(delayMs: number): void {
    if (stopped) return
    timer = setTimeout(() => void runOnce().finally(() => schedule(intervalMs)), delayMs)
    timer.unref()
  }

  // The first pass comes right after start-up: whatever waited while no process ran is done now.
  schedule(0)
  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await current
    },
  }
}
