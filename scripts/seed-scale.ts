// `pnpm seed:scale [profiles]`: the scale data set, in plain SQL (generate_series), never through
// the Local API one document at a time: `profiles` (default 100,000) members with a session and a
// business profile each, 2,000 business types with their landing pages, 2,000 CMS landing pages
// and 200,000 contact messages (SCALE_TYPES, SCALE_PAGES, SCALE_MESSAGES override the counts).
// Target: DATABASE_URL when set (a development database; never production); otherwise a throw-away
// embedded PostgreSQL that stays up, with its URL printed, until Ctrl-C.
import pg from 'pg'

import { adopt, prepareEnv } from './lib/env'
import { log } from './lib/log'
import { closePayload, migrate, openPayload } from './lib/payload'
import { onShutdown } from './lib/processes'
import { seedScale } from './lib/scale-data'
import { isProduction } from './lib/secrets'

const whole = (name: string, value: string | undefined, fallback: number, max: number) => {
  const number = value === undefined || value === '' ? fallback : Number(value)
  if (!Number.isInteger(number) || number < 0 || number > max) throw new Error(`${name}: a whole number from 0 to ${max}`)
  return number
}

async function main() {
  const counts = {
    profiles: whole('profiles', process.argv[2], 100_000, 1_000_000),
    types: whole('SCALE_TYPES', process.env.SCALE_TYPES, 2_000, 100_000),
    pages: whole('SCALE_PAGES', process.env.SCALE_PAGES, 2_000, 100_000),
    messages: whole('SCALE_MESSAGES', process.env.SCALE_MESSAGES, 200_000, 5_000_000),
  }
  const throwaway = !process.env.DATABASE_URL
  const stack = await prepareEnv('development', { throwaway })
  if (isProduction(stack.env)) throw new Error('seed:scale is for development databases only')
  adopt(stack.env)
  const payload = await openPayload()
  await migrate(payload)
  if (throwaway) {
    const { seed } = await import('@kindred/content-seed')
    await seed(payload, { log: () => {} })
  }
  await closePayload(payload)
  const client = new pg.Client({ connectionString: stack.env.DATABASE_URL })
  await client.connect()
  try {
    await seedScale(client, counts, (message) => log('seed', message))
  } finally {
    await client.end()
  }
  if (!throwaway) return stack.database.stop()
  onShutdown(stack.database.stop)
  log('seed', `throw-away database ready: ${stack.env.DATABASE_URL} (Ctrl-C stops and deletes it)`)
  await new Promise(() => {})
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
