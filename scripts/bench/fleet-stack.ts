// The fleet the fleet check runs against: one throw-away PostgreSQL (migrated and seeded by the
// release step, once), two site processes and the CMS from the production build, and nginx in
// front (round robin over the two sites, the CMS on its own port), run as a child with a generated
// configuration in a temporary folder. Every process gets the same secrets, DATABASE_URL and PUBLIC_URL.
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { adopt, prepareEnv } from '../lib/env'
import { cmsDir, cmsServer, webDir } from '../lib/paths'
import { closePayload, migrate, openPayload } from '../lib/payload'
import { waitForHttp } from '../lib/processes'

export type FleetPorts = { nginx: number; cmsProxy: number; sites: [number, number]; cms: number; single: number }

export type Fleet = {
  ports: FleetPorts
  env: NodeJS.ProcessEnv
  mailDir: string
  admin: { email: string; password: string }
  startSite: (index: 0 | 1) => Promise<void>
  stopSite: (index: 0 | 1) => Promise<number | null>
  stop: () => Promise<void>
}

function nginxConf(dir: string, ports: FleetPorts): string {
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  # nginx closes a client's keep-alive connection after 1,000 requests by default, and autocannon
  # counts a request sent as that close arrives as an error (0-2 in 70,000 with no restart at all):
  # the load's connections stay open, so every error counted is the fleet's.
  keepalive_requests 10000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
    server 127.0.0.1:${ports.sites[0]} max_fails=0;
    server 127.0.0.1:${ports.sites[1]} max_fails=0;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${ports.nginx};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A process that is draining or restarting refuses connections: the request goes to the other.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
  # Site 1 alone behind the same proxy: the baseline for one process against two.
  server {
    listen 127.0.0.1:${ports.single};
    location / {
      proxy_pass http://127.0.0.1:${ports.sites[0]};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
  server {
    listen 127.0.0.1:${ports.cmsProxy};
    client_max_body_size 20m;
    location / {
      proxy_pass http://127.0.0.1:${ports.cms};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`
}

function spawnLogged(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): ChildProcess {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
  const echo = (chunk: Buffer) => {
    if (process.env.FLEET_VERBOSE === '1') process.stderr.write(`[${name}] ${chunk.toString()}`)
  }
  child.stdout?.on('data', echo)
  child.stderr?.on('data', echo)
  return child
}

const exitOf = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))))

export async function startFleet(ports: FleetPorts): Promise<Fleet> {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-fleet-'))
  const mailDir = path.join(dir, 'mail')
  mkdirSync(mailDir)
  const admin = { email: 'fleet-admin@kindred.test', password: randomBytes(18).toString('base64url') }
  Object.assign(process.env, {
    PORT: String(ports.sites[0]),
    CMS_PORT: String(ports.cms),
    PUBLIC_URL: `http://127.0.0.1:${ports.nginx}`,
    CMS_URL: `http://127.0.0.1:${ports.cmsProxy}`,
    APP_ENV: 'staging',
    PAYLOAD_SECRET: randomBytes(48).toString('base64url'),
    AUTH_SECRET: randomBytes(48).toString('base64url'),
    SEED_ADMIN_EMAIL: admin.email,
    SEED_ADMIN_PASSWORD: admin.password,
    MAIL_DIR: mailDir,
    SUPPORT_EMAIL: 'support@fleet.test',
    TRUST_PROXY: '1',
    MAIL_WORKER_INTERVAL_MS: '500',
    CONTACT_RATE_MAX: '100000',
  })
  const stack = await prepareEnv('production', { throwaway: true })
  adopt(stack.env)
  // The release step, once for the whole fleet.
  const payload = await openPayload()
  await migrate(payload)
  const { seed, ensureAdmin } = await import('@kindred/content-seed')
  await seed(payload, { log: () => {} })
  await ensureAdmin(payload, stack.env, () => {})
  await closePayload(payload)

  const env: NodeJS.ProcessEnv = { ...stack.env, NODE_ENV: 'production', HOST: '127.0.0.1', DISABLE_PAYLOAD_HMR: 'true' }
  const sites: (ChildProcess | null)[] = [null, null]
  const startSite = async (index: 0 | 1) => {
    const port = ports.sites[index]
    sites[index] = spawnLogged(`site${index + 1}`, process.execPath, [path.join(webDir, '.output/server/index.mjs')], { cwd: webDir, env: { ...env, PORT: String(port) } })
    await waitForHttp(`http://127.0.0.1:${port}/healthz`)
    await fetch(`http://127.0.0.1:${port}/`).then((response) => response.arrayBuffer())
  }
  const stopSite = async (index: 0 | 1) => {
    const child = sites[index]
    if (!child) return null
    child.kill('SIGTERM')
    const code = await exitOf(child)
    sites[index] = null
    return code
  }
  const cms = spawnLogged('cms', process.execPath, [cmsServer, '--port', String(ports.cms), '--hostname', '127.0.0.1'], { cwd: cmsDir, env })
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, ports))
  const nginx = spawnLogged('nginx', '/usr/sbin/nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { cwd: dir, env })
  await Promise.all([startSite(0), startSite(1), waitForHttp(`http://127.0.0.1:${ports.cms}/healthz`)])
  await waitForHttp(`http://127.0.0.1:${ports.nginx}/healthz`)

  const stop = async () => {
    await Promise.all([stopSite(0), stopSite(1)])
    for (const child of [cms, nginx]) {
      child.kill('SIGTERM')
      await exitOf(child)
    }
    await stack.database.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  return { ports, env, mailDir, admin, startSite, stopSite, stop }
}
