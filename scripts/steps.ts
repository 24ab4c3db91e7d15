// `pnpm test:all`, `pnpm test:nightly` and `pnpm check`: the test steps, each started as soon as the
// steps it needs have passed (its lines prefixed with its name while others run beside it), no new
// step started after a failure, and each step's time printed at the end.
//
// On this 2-core machine the order is chosen so that steps that mostly wait run beside steps that
// mostly compute: the integration tests (waiting on PostgreSQL) beside the build, then beside the
// browser tests, which start as soon as the build is there rather than after the integration tests.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { root } from './lib/paths'

type Step = { name: string; script: string; needs?: string[] }
type Result = { name: string; ms: number; code: number }

const lint = ['typecheck', 'lint', 'format']

const all: Step[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
  { name: 'vitest', script: 'test:vitest', needs: lint },
  { name: 'build', script: 'build', needs: lint },
  // The build regenerates the route tree, which this compares with the committed one.
  { name: 'generated', script: 'check:generated', needs: ['build'] },
  { name: 'e2e', script: 'test:e2e', needs: ['build'] },
  // The dev servers compile on demand: after the integration tests, so three test runs never share the cores.
  { name: 'e2e:dev', script: 'test:e2e:dev', needs: ['vitest'] },
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

function run(step: Step, prefixed: boolean): Promise<Result> {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', step.script], { cwd: root, stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
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
    child.on('exit', (code, signal) => resolve({ name: step.name, ms: Date.now() - started, code: code ?? (signal ? 1 : 0) }))
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
  else failedOnce = true
}
const skipped = waiting.map((step) => step.name)

console.log('\n| step | time | result |\n|---|---|---|')
for (const result of results) console.log(`| ${result.name} | ${seconds(result.ms)} | ${result.code === 0 ? 'passed' : `failed (${result.code})`} |`)
const failed = results.filter((result) => result.code !== 0)
if (skipped.length) console.log(`| not run | | ${skipped.join(', ')} |`)
console.log(`| total | ${seconds(Date.now() - started)} | ${failed.length ? `failed: ${failed.map((result) => result.name).join(', ')}` : 'passed'} |`)
process.exit(failed.length ? 1 : 0)
