// `pnpm test:all`, `pnpm test:nightly` and `pnpm check`: the test steps in phases, the steps of a phase at once (each
// line prefixed with its step's name), stopping after the first phase with a failure, and each
// step's time printed at the end. Steps that mostly wait (the integration tests wait on PostgreSQL)
// share a phase with ones that mostly compute (the build); two that compute on this 2-core machine
// (typecheck and lint) still gain from running side by side.
import { spawn } from 'node:child_process'

import { root } from './lib/paths'

type Step = { name: string; script: string }
type Result = { name: string; ms: number; code: number }

const all: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'format', script: 'format:check' },
  ],
  [
    { name: 'vitest', script: 'test:vitest' },
    { name: 'build', script: 'build' },
  ],
  [{ name: 'generated', script: 'check:generated' }],
  [{ name: 'e2e', script: 'test:e2e' }],
  [{ name: 'e2e:dev', script: 'test:e2e:dev' }],
]

const plans: Record<string, Step[][]> = {
  all,
  // The same steps with the waits at full length and the fuzzers trying more: for a nightly job.
  nightly: all,
  check: [
    [
      { name: 'typecheck', script: 'typecheck' },
      { name: 'lint', script: 'lint' },
      { name: 'format', script: 'format:check' },
      { name: 'unit', script: 'test:unit' },
    ],
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

const plan = plans[process.argv[2] ?? 'all']
if (!plan) {
  console.error(`Unknown plan "${process.argv[2]}"; one of: ${Object.keys(plans).join(', ')}`)
  process.exit(2)
}

const started = Date.now()
const results: Result[] = []
for (const phase of plan) {
  const phaseResults = await Promise.all(phase.map((step) => run(step, phase.length > 1)))
  results.push(...phaseResults)
  if (phaseResults.some((result) => result.code !== 0)) break
}

console.log('\n| step | time | result |\n|---|---|---|')
for (const result of results) console.log(`| ${result.name} | ${seconds(result.ms)} | ${result.code === 0 ? 'passed' : `failed (${result.code})`} |`)
const failed = results.filter((result) => result.code !== 0)
console.log(`| total | ${seconds(Date.now() - started)} | ${failed.length ? `failed: ${failed.map((result) => result.name).join(', ')}` : 'passed'} |`)
process.exit(failed.length ? 1 : 0)
