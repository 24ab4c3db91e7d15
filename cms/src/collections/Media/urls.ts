// Where uploaded files live and where browsers fetch them: a folder on local disk (MEDIA_DIR, in
// development `.data/media`), or an S3-compatible bucket when S3_BUCKET is set, read through its
// public address (S3_PUBLIC_URL). Callers pass the parsed environment (serverEnv()), read at call
// time so scripts and tests can set it first. No imports of our own: the site reads this module
// too, some of it from vite.config.ts, which Node loads without a bundler.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The media variables, as the environment schema parses them (or a plain record in tests). */
export type MediaEnv = Partial<
  Record<'MEDIA_DIR' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PUBLIC_URL' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX', string>
>

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** The local media folder (created when missing); `.data/` is git-ignored. */
export function mediaDir(env: MediaEnv): string {
  const dir = path.resolve(env.MEDIA_DIR || path.join(repoRoot, '.data/media'))
  mkdirSync(dir, { recursive: true })
  return dir
}

export type S3Settings = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
  /** Where browsers fetch the files: the bucket's public address or a CDN in front of it. */
  publicUrl: string
  prefix?: string
}

/** The S3 settings, or null when S3_BUCKET is unset (local disk). Half a configuration is an error. */
export function s3Settings(env: MediaEnv): S3Settings | null {
  if (!env.S3_BUCKET) return null
  const missing = (['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const).filter((name) => !env[name])
  if (missing.length > 0) throw new Error(`S3_BUCKET is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not.`)
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    publicUrl: new URL(env.S3_PUBLIC_URL!).href.replace(/\/+$/, ''),
    prefix: env.S3_PREFIX?.replace(/^\/+|\/+$/g, '') || undefined,
  }
}

/** The public address of a stored file: on S3 the bucket's public URL, on disk the site's /media/ route. */
export function mediaFileUrl(filename: string, env: MediaEnv): string {
  const s3 = s3Settings(env)
  const name = encodeURIComponent(filename)
  if (!s3) return `/media/${name}`
  return `${s3.publicUrl}/${s3.prefix ? `${s3.prefix}/` : ''}${name}`
}

/** The origin images come from when it is not the site's own (for the site's CSP img-src), or null. */
export function mediaOrigin(env: MediaEnv): string | null {
  const s3 = s3Settings(env)
  return s3 ? new URL(s3.publicUrl).origin : null
}
