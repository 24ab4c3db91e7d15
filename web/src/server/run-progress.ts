// Progress of a long run (the monthly billing, the monthly report): how many of how many are done,
// the rate so far and the time left at that rate, logged every few seconds and at the end, so an
// operator watching `pnpm billing:run` or the site's log sees a run of 100,000 members move.

export type RunProgress = {
  /** Starts a phase of `total` items (a run may have several: invoices, then statements). */
  phase: (name: string, total: number) => void
  /** `count` more items of the current phase are done. */
  step: (count?: number) => void
  /** Logs the current phase's last line. */
  end: () => void
}

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds))
  return whole >= 60 ? `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s` : `${whole} s`
}

const number = new Intl.NumberFormat('en-AU')

/** The line for `done` of `total` after `elapsedMs`: "invoices: 1,200 of 100,000 (1.2 %), 85/s, about 19 min 23 s left". */
export function progressLine(name: string, done: number, total: number, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0
  const percent = total > 0 ? ((done * 100) / total).toFixed(1) : '100.0'
  const left = done >= total ? `done in ${clock(elapsedMs / 1000)}` : rate > 0 ? `about ${clock((total - done) / rate)} left` : 'starting'
  return `${name}: ${number.format(done)} of ${number.format(total)} (${percent} %), ${rate.toFixed(rate < 10 ? 1 : 0)}/s, ${left}`
}

/**
 * Progress logged through `log` at most every `everyMs` while a phase runs, and once when it ends.
 * A phase with nothing to do logs nothing (a periodic pass over a month already done stays quiet).
 */
export function runProgress(label: string, log: (line: string) => void, everyMs = 5000): RunProgress {
  let current = { name: '', total: 0, done: 0, started: 0, logged: 0 }
  const write = () => current.total > 0 && log(`${label} ${progressLine(current.name, current.done, current.total, performance.now() - current.started)}`)
  return {
    phase(name, total) {
      const now = performance.now()
      current = { name, total, done: 0, started: now, logged: now }
      write()
    },
    step(count = 1) {
      current.done += count
      const now = performance.now()
      if (now - current.logged >= everyMs) {
        current.logged = now
        write()
      }
    },
    end: write,
  }
}

/** Progress nobody watches (tests, callers that log nothing). */
export const quietProgress: RunProgress = { phase: () => {}, step: () => {}, end: () => {} }
