// `pnpm seed:scale [count]`: adds `count` (default 100,000) generated members with business
// profiles to the development database, to try the directory at scale. Never in production.
import pg from 'pg'

import { adopt, prepareEnv } from './lib/env'
import { log } from './lib/log'
import { closePayload, migrate, openPayload } from './lib/payload'
import { generateScaleProfiles } from './lib/scale-profiles'
import { isProduction } from './lib/secrets'

async function main() {
  const count = Number(process.argv[2] ?? 100_000)
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000) throw new Error('count: a whole number from 1 to 1,000,000')
  const stack = await prepareEnv('development')
  if (isProduction(stack.env)) throw new Error('seed:scale is for development databases only')
  adopt(stack.env)
  const payload = await openPayload()
  await migrate(payload)
  await closePayload(payload)
  const client = new pg.Client({ connectionString: stack.env.DATABASE_URL })
  await client.connect()
  const started = Date.now()
  try {
    await generateScaleProfiles(client, count, (message) => log('seed', message))
    log('seed', `${count} profiles in ${((Date.now() - started) / 1000).toFixed(1)} s (emails @scale.invalid)`)
  } finally {
    await client.end()
    await stack.database.stop()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
