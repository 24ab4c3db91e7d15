// Builds the environment every process of the stack shares: secrets, database URL, ports, bind address.
// The result is checked against the schema (@kindred/cms/env) by the caller.
import path from 'node:path'

import { dataDir } from './paths'
import { startEmbeddedPostgres, type Database } from './postgres'
import { startThrowawayDatabase, throwawayDir } from './throwaway-db'
import { ensureSecrets, isProduction } from './secrets'

export type StackEnv = { env: NodeJS.ProcessEnv; database: Database }

export async function prepareEnv(mode: 'development' | 'production', options: { throwaway?: boolean } = {}): Promise<StackEnv> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  Object.assign(env, { NODE_ENV: mode })
  env.PORT ??= '3000'
  env.CMS_PORT ??= '3001'
  env.PUBLIC_URL ??= `http://localhost:${env.PORT}`
  env.CMS_URL ??= `http://localhost:${env.CMS_PORT}`
  env.APP_ENV ??= 'development'
  env.HOST ??= '127.0.0.1'
  env.NEXT_TELEMETRY_DISABLED = '1'
  // Secrets may be generated only where this machine owns the database (embedded or throw-away).
  if (!options.throwaway && !env.DATABASE_URL && isProduction(env)) throw new Error('Refusing to start in production without DATABASE_URL.')
  ensureSecrets(env, { generate: Boolean(options.throwaway) || !env.DATABASE_URL })
  // Uploaded images (cms/src/collections/Media/storage.ts): a throw-away stack gets a folder of its own.
  env.MEDIA_DIR ??= options.throwaway ? throwawayDir('kindred-media-') : path.join(dataDir, 'media')
  // Mail without SMTP: one folder for every process. Each would otherwise work it out from where its
  // code lies, and the site's production build lies under web/.output, so its mail went elsewhere.
  env.MAIL_DIR ??= options.throwaway ? throwawayDir('kindred-mail-') : path.join(dataDir, 'mail')

  let database: Database
  if (options.throwaway) {
    database = await startThrowawayDatabase()
    env.DATABASE_URL = database.url
  } else if (env.DATABASE_URL) {
    database = { url: env.DATABASE_URL, stop: async () => {} }
  } else {
    database = await startEmbeddedPostgres({
      dir: env.EMBEDDED_PG_DIR ?? path.join(dataDir, 'postgres'),
      port: Number(env.EMBEDDED_PG_PORT ?? 54329),
      database: 'kindred',
    })
    env.DATABASE_URL = database.url
  }
  return { env, database }
}

/** Makes `env` the environment of this process too (the CMS config reads it at import). */
export function adopt(env: NodeJS.ProcessEnv): void {
  for (const [key, value] of Object.entries(env)) if (value !== undefined) process.env[key] = value
}
