// A run in a child process that the test can kill for real (SIGKILL, as a crash or an OOM kill
// would): started with the test's environment (its database, its secrets) plus `env`, its output
// kept, and a way to wait until the database shows it has got far enough.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export type ChildRun = {
  child: ChildProcess
  output: () => string
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>
}

/**
 * Runs `script` (a path under web/, with the site's tsconfig) with `args`, in one Node process with
 * tsx's loader: the tsx command would start a second process, which a SIGKILL of the first leaves running.
 */
export function runInChild(script: string, args: string[], env: Record<string, string> = {}): ChildRun {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: path.join(root, 'web'),
    env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/**
 * Kills `run` with SIGKILL as soon as `done()` reaches `atLeast` (polled every 20 ms); answers the
 * count seen at the kill. Fails when the run ends by itself first: it was not killed half way.
 */
export async function killWhen(run: ChildRun, done: () => Promise<number>, atLeast: number, timeoutMs = 120_000): Promise<number> {
  let ended = false
  void run.exited.then(() => (ended = true))
  const until = Date.now() + timeoutMs
  for (;;) {
    const count = await done()
    if (count >= atLeast) {
      run.child.kill('SIGKILL')
      await run.exited
      return count
    }
    if (ended) throw new Error(`the run ended before it was killed (at ${count}):\n${run.output()}`)
    if (Date.now() > until) throw new Error(`the run did not reach ${atLeast} in time (at ${count}):\n${run.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
