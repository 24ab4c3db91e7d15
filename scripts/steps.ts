// `pnpm test:all`, `pnpm test:nightly` and `pnpm check`: the test steps, each started as soon as the
// steps it needs have passed (its lines prefixed with its name while others run beside it), the
// others stopped at the first failure, and each step's time printed at the end.
//
// On this 2-core machine the run is as long as its longest chain: the build, then the browser
// tests, then the dev-server tests. That chain runs at normal priority from the start; every other
// step runs beside it at a lower one (`nice`), so it takes the cores only while the chain waits
// (decisions 0124 and 0125).
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'

import { root } from './lib/paths'

/**
 * `nice`: a step that fills the time the longest chain leaves idle, at this lower priority (1–19).
 * Vitest's tests have deadlines of their own (lock waits, timeouts), so it ranks above the checks.
 * At normal priority beside the browser tests, two admin specs with deadlines of their own failed
 * once each (decision 0125).
 */
type Step = { name: string; script: string; needs?: string[]; nice?: number }
type Result = { name: string; ms: number; code: number; stopped?: boolean }

const all: Step[] = [
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'test:e2e', needs: ['build'] },
  { name: 'format', script: 'format:check', nice: 19 },
  { name: 'typecheck', script: 'typecheck', nice: 19 },
  { name: 'lint', script: 'lint', nice: 19 },
  { name: 'vitest', script: 'test:vitest', nice: 5 },
  // The build regenerates the route tree, which this compares with the committed one.
  { name: 'generated', script: 'check:generated', needs: ['build'], nice: 19 },
  // The dev servers compile on demand, and their pages must answer within the tests' timeouts: at
  // normal priority, once the browser tests have left the cores, beside Vitest's last files.
  { name: 'e2e:dev', script: 'test:e2e:dev', needs: ['e2e'] },
]

const plans: Record<string, Step[]> = {
  all,
  // The same steps with the waits at full length and the fuzzers trying more: for a nightly job.
  nightly: all,
  check: [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'format', script: 'format:check' },
    { name: 'unit', script: 'test:unit' },
  ],
}

const children = new Map<string, ChildProcess>()

function run(step: Step, prefixed: boolean): Promise<Result> {
  const started = Date.now()
  return new Promise((resolve) => {
    const command = step.nice ? ['nice', '-n', String(step.nice), 'pnpm'] : ['pnpm']
    // Its own process group, so a failure elsewhere stops the step with everything it started.
    const child = spawn(command[0]!, [...command.slice(1), 'run', '--silent', step.script], { cwd: root, detached: true, stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
    children.set(step.name, child)
    if (step.nice && child.pid) lowerSession(child.pid, step.nice)
    if (prefixed) {
      for (const stream of [child.stdout!, child.stderr!]) {
        let rest = ''
        stream.on('data', (chunk: Buffer) => {
          const lines = (rest + chunk.toString()).split('\n')
          rest = lines.pop()!
          for (const line of lines) process.stdout.write(`[${step.name}] ${line}\n`)
        })
        stream.on('end', () => rest && process.stdout.write(`[${step.name}] ${rest}\n`))
      }
    }
    child.on('exit', (code, signal) => {
      children.delete(step.name)
      resolve({ name: step.name, ms: Date.now() - started, code: code ?? (signal ? 1 : 0), stopped: stopping })
    })
  })
}

/**
 * Linux shares the cores between sessions first (autogroup scheduling, on by default) and ranks
 * processes by `nice` only within a session, and each step is a session of its own: the step's whole
 * session gets the low priority too. A kernel without autogroups has no such file.
 */
function lowerSession(pid: number, nice: number): void {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

let stopping = false
/** Stops every running step and what it started (servers, databases, browsers). */
function stopAll(signal: NodeJS.Signals = 'SIGTERM'): void {
  stopping = true
  for (const child of children.values()) {
    try {
      process.kill(-child.pid!, signal)
    } catch {
      // Already gone.
    }
  }
}
// The steps run in process groups of their own, which a terminal's Ctrl-C does not reach.
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true
    stopAll(signal)
  })
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** What `pnpm test:nightly` lengthens (each a variable the tests read; README, "Variables the tests and benchmarks read"). */
const nightlyEnv = { TEST_SMTP_OUTAGE_SECONDS: '120', FUZZ_RUNS: '20000', FUZZ_RUNS_PARTNERS: '6000', FUZZ_HTTP_RUNS: '20000' }
if (process.argv[2] === 'nightly') for (const [name, value] of Object.entries(nightlyEnv)) process.env[name] ??= value

// Every Node process the steps start keeps V8's compiled code of the modules it loads here, and the
// next one loads it instead of compiling again: Payload, TypeScript and the test runners are
// loaded by dozens of processes a run (each integration file's imports took about a fifth less).
process.env.NODE_COMPILE_CACHE ??= path.join(root, 'node_modules', '.cache', 'node-compile')

const plan = plans[process.argv[2] ?? 'all']
if (!plan) {
  console.error(`Unknown plan "${process.argv[2]}"; one of: ${Object.keys(plans).join(', ')}`)
  process.exit(2)
}

const started = Date.now()
const results: Result[] = []
const waiting = [...plan]
const running = new Map<string, Promise<Result>>()
const passed = new Set<string>()
let failedOnce = false
// A step's lines are prefixed whenever another could be running beside it.
const prefixed = plan.length > 1
for (;;) {
  if (!failedOnce) {
    for (const step of waiting.filter((candidate) => (candidate.needs ?? []).every((name) => passed.has(name)))) {
      waiting.splice(waiting.indexOf(step), 1)
      running.set(step.name, run(step, prefixed))
    }
  }
  if (running.size === 0) break
  const result = await Promise.race(running.values())
  running.delete(result.name)
  results.push(result)
  if (result.code === 0) passed.add(result.name)
  else if (!failedOnce) {
    failedOnce = true
    stopAll()
  }
}
const skipped = waiting.map((step) => step.name)

console.log('\n| step | time | result |\n|---|---|---|')
const outcome = (result: Result) => (result.code === 0 ? 'passed' : result.stopped ? 'stopped after the failure' : `failed (${result.code})`)
for (const result of results) console.log(`| ${result.name} | ${seconds(result.ms)} | ${outcome(result)} |`)
const failed = results.filter((result) => result.code !== 0 && !result.stopped)
if (skipped.length) console.log(`| not run | | ${skipped.join(', ')} |`)
const verdict = failed.length ? `failed: ${failed.map((result) => result.name).join(', ')}` : interrupted ? 'interrupted' : 'passed'
console.log(`| total | ${seconds(Date.now() - started)} | ${verdict} |`)
process.exit(failed.length || interrupted ? 1 : 0)
