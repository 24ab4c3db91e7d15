// The one list of environment variables every process of the stack reads (site, CMS, scripts).
// Adding a variable is one line here plus its line in .env.example (a unit test compares the two
// and scans the source for reads of anything missing). Empty strings count as unset.
import { z } from 'zod'

const unset = (value: unknown) => (value === '' ? undefined : value)

const text = () => z.preprocess(unset, z.string().trim().min(1).max(4096).optional())
const withDefault = (fallback: string) => z.preprocess(unset, z.string().trim().min(1).max(4096).default(fallback))
const integer = (fallback: number, min = 1, max = 1_000_000_000) =>
  z.preprocess(unset, z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(min).max(max).default(fallback))
const url = (fallback?: string) => {
  const schema = z.string().trim().url('must be an absolute URL such as http://localhost:3000')
  return z.preprocess(unset, fallback === undefined ? schema.optional() : schema.default(fallback))
}
const onOff = (fallback: 'on' | 'off') => z.preprocess(unset, z.enum(['on', 'off']).default(fallback))
const secret = () => z.preprocess(unset, z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional())

export const envSchema = z.object({
  // What runs, and where.
  NODE_ENV: z.preprocess(unset, z.enum(['development', 'production', 'test']).default('development')),
  APP_ENV: withDefault('development'),
  HOST: withDefault('127.0.0.1'),
  PORT: integer(3000, 1, 65535),
  CMS_PORT: integer(3001, 1, 65535),
  PUBLIC_URL: url(),
  CMS_URL: url(),
  CMS_PUBLIC_URL: url(),
  SHUTDOWN_TIMEOUT_SECONDS: integer(10, 1, 300),

  // Secrets: unset with the embedded (or a throw-away) database, generated under .data/.
  PAYLOAD_SECRET: secret(),
  AUTH_SECRET: secret(),

  // Database.
  DATABASE_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  // Per process. PostgreSQL does the most work with about twice its cores' worth of busy
  // connections; past that its backends only take turns on the cores, and the slowest request waits
  // longest (docs/performance.md, the pool's size).
  DATABASE_POOL_MAX: integer(5, 1, 1000),
  DATABASE_CONNECT_TIMEOUT_S: integer(3, 1, 600),
  DATABASE_STATEMENT_TIMEOUT_S: integer(15, 1, 3600),
  EMBEDDED_PG_PORT: integer(54329, 1, 65535),
  EMBEDDED_PG_DIR: text(),

  // Proxies and caches.
  TRUST_PROXY: text(),
  PAGE_CACHE: onOff('on'),
  PAGE_CACHE_TTL_MS: integer(1000, 0, 3_600_000),
  CONTENT_TTL_MS: integer(2000, 0, 3_600_000),

  // Throttles.
  CONTACT_RATE_MAX: integer(5),
  CONTACT_RATE_WINDOW_SECONDS: integer(600),
  OG_RATE_MAX: integer(120),
  OG_RATE_WINDOW_SECONDS: integer(60),
  AUTH_LOGIN_ACCOUNT_MAX: integer(5),
  AUTH_LOGIN_DEVICE_MAX: integer(10),
  AUTH_LOGIN_IP_MAX: integer(50),
  AUTH_REGISTER_IP_MAX: integer(10),
  AUTH_GOOGLE_IP_MAX: integer(30),
  STAFF_LOGIN_IP_MAX: integer(20),
  PROPOSALS_PER_DAY: integer(20),
  // The counter page (/redeem/{token}): sales one counter link may record, and attempts one client
  // address may make, per window.
  COUNTER_LINK_RATE_MAX: integer(120),
  COUNTER_IP_RATE_MAX: integer(240),
  COUNTER_RATE_WINDOW_SECONDS: integer(600),
  MESSAGES_RATE_MAX: integer(30),
  MESSAGES_RATE_WINDOW_SECONDS: integer(300),

  // Mail.
  SMTP_URL: z.preprocess(
    unset,
    z
      .string()
      .trim()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: withDefault('Kindred <hello@kindred.com.au>'),
  MAIL_DIR: text(),
  SUPPORT_EMAIL: z.preprocess(unset, z.string().trim().email('must be an email address').optional()),
  MAIL_WORKER_INTERVAL_MS: integer(10_000),
  MAIL_WORKER_BATCH: integer(10, 1, 1000),
  MAIL_RETRY_BASE_SECONDS: integer(30),
  MAIL_RETRY_MAX_SECONDS: integer(3600),
  MAIL_MAX_ATTEMPTS: integer(30, 1, 1000),
  MAIL_CLAIM_LEASE_SECONDS: integer(300),
  NOTIFICATIONS_INTERVAL_MS: integer(60_000, 1000, 3_600_000),

  // Scheduled publishing: how often each CMS process looks for due jobs.
  JOBS_INTERVAL_MS: integer(5000, 1000, 3_600_000),

  // Sign-in with Google, analytics.
  GOOGLE_CLIENT_ID: text(),
  GOOGLE_CLIENT_SECRET: text(),
  GOOGLE_JWKS_URL: url(),
  POSTHOG_KEY: text(),
  POSTHOG_HOST: url(),

  // Uploaded images: local disk, or an S3-compatible bucket when S3_BUCKET is set (the rest then required).
  MEDIA_DIR: text(),
  S3_BUCKET: text(),
  S3_REGION: withDefault('us-east-1'),
  S3_ENDPOINT: url(),
  S3_ACCESS_KEY_ID: text(),
  S3_SECRET_ACCESS_KEY: text(),
  S3_PUBLIC_URL: url(),
  S3_FORCE_PATH_STYLE: z.preprocess(unset, z.enum(['true', 'false']).default('false')),
  S3_PREFIX: text(),

  // First staff user (seed).
  SEED_ADMIN_EMAIL: z.preprocess(unset, z.string().trim().email('must be an email address').optional()),
  SEED_ADMIN_PASSWORD: text(),
})

export type ServerEnv = z.infer<typeof envSchema>
export const envNames = Object.keys(envSchema.shape) as (keyof ServerEnv)[]
