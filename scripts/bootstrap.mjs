#!/usr/bin/env node
// The toolchain wrapper behind `npm start` and `npm test`, in the spirit of the Gradle wrapper:
// it runs on whatever Node.js the machine has (plain JavaScript, no dependencies), brings the
// pinned Node.js and pnpm from the npm registry into `.tools/` when the machine lacks them,
// installs the workspace, then hands the task to pnpm running on the pinned Node.
// The machine's global Node.js is never touched.
import { spawnSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const tools = join(root, '.tools')
const task = process.argv[2]
if (!task) {
  console.error('usage: node scripts/bootstrap.mjs <pnpm script>')
  process.exit(64)
}

const wantedNode = readFileSync(join(root, '.node-version'), 'utf8').trim()
const wantedPnpm = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]

function log(message) {
  console.log(`\x1b[36m[kindred]\x1b[0m ${message}`)
}

function versionOf(bin) {
  const out = spawnSync(bin, ['--version'], { encoding: 'utf8' })
  return out.status === 0 ? out.stdout.trim().replace(/^v/, '') : null
}

/** npm-installs `pkg@version` into `.tools/<name>` unless that exact version is already there. */
function ensureTool(name, pkg, version, binName) {
  const dir = join(tools, name)
  const bin = join(dir, 'node_modules', '.bin', binName)
  if (existsSync(bin) && versionOf(bin) === version) return dirname(bin)
  log(`installing ${pkg}@${version} into .tools/${name} (from the npm registry)…`)
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const result = spawnSync(npm, ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${version}`], { stdio: 'inherit' })
  if (result.status !== 0 || versionOf(bin) !== version) {
    console.error(`[kindred] could not install ${pkg}@${version}; check your network access to the npm registry.`)
    process.exit(1)
  }
  return dirname(bin)
}

const current = process.versions.node
const nodeBinDir = current === wantedNode ? dirname(process.execPath) : ensureTool('node', 'node', wantedNode, 'node')
const pnpmBinDir = ensureTool('pnpm', 'pnpm', wantedPnpm, 'pnpm')

// A clean environment for the pinned toolchain: npm's own run-script variables would leak
// npm's settings (and the machine's Node headers) into pnpm.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)))
env.PATH = [nodeBinDir, pnpmBinDir, join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter)

function pnpm(args) {
  return spawnSync(join(pnpmBinDir, 'pnpm'), args, { cwd: root, env, stdio: 'inherit' }).status ?? 1
}

log(`Node ${versionOf(join(nodeBinDir, 'node'))}, pnpm ${wantedPnpm}`)
const installArgs = ['install', '--prefer-offline']
if (process.env.CI) installArgs.push('--frozen-lockfile')
if (pnpm(installArgs) !== 0) {
  console.error('[kindred] dependency install failed (see above).')
  process.exit(1)
}

// Ctrl-C reaches the child through the terminal's process group; wait for its clean shutdown.
const child = spawn(join(pnpmBinDir, 'pnpm'), ['run', task, ...process.argv.slice(3)], { cwd: root, env, stdio: 'inherit' })
process.on('SIGINT', () => {})
process.on('SIGTERM', () => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
